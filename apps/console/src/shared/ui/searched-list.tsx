import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { consoleData } from '@/shared/api/client';
import { Button } from './button';
import { DataTable, type Column } from './data-table';
import { Field } from './field';
import { QueryView } from './page';
import { Pager, type Paged } from './pager';

/**
 * A searched, paged list whose search text and page live in the address (so it can be linked and reloaded): the
 * search form for the page header and the table with its pager.
 */
export function useSearchedList<Row extends { id: number }>(key: readonly unknown[], path: string) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const query = useQuery({
    queryKey: [...key, q, page],
    queryFn: ({ signal }) => consoleData<Paged<Row>>(path, { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
  });
  return {
    q,
    search: (text: string) => setParams({ q: text.trim() }),
    table: (columns: Column<Row>[]) => (
      <QueryView query={query}>
        {(data) => (
          <div className="grid gap-3">
            <DataTable rows={data.data} rowKey={(row) => row.id} columns={columns} />
            <Pager page={data} onPage={(next) => setParams({ q, page: String(next) })} />
          </div>
        )}
      </QueryView>
    ),
  };
}

export function SearchForm({
  label,
  button,
  initial,
  onSearch,
}: {
  label: string;
  button: string;
  initial: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <Field label={label} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" look="secondary">
        {button}
      </Button>
    </form>
  );
}
