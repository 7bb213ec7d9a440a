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
 * A searched, paged list whose search text, filters and page live in the address (so it can be linked and reloaded):
 * the search form for the page header and the table with its pager. `filters` names the query parameters a screen
 * filters on besides the text (empty: not filtered); a new search or filter starts again at page 1.
 */
export function useSearchedList<Row extends { id: number }>(
  key: readonly unknown[],
  path: string,
  filters: readonly string[] = [],
) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const chosen = Object.fromEntries(filters.map((name) => [name, params.get(name) ?? '']));
  const kept = Object.fromEntries(Object.entries({ q, ...chosen }).filter(([, value]) => value !== ''));
  const query = useQuery({
    queryKey: [...key, q, chosen, page],
    queryFn: ({ signal }) => consoleData<Paged<Row>>(path, { query: { ...kept, page }, signal }),
    placeholderData: keepPreviousData,
  });
  return {
    q,
    filters: chosen,
    search: (text: string) => setParams({ ...kept, q: text.trim() }),
    filter: (name: string, value: string) => setParams({ ...kept, [name]: value }),
    table: (columns: Column<Row>[]) => (
      <QueryView query={query}>
        {(data) => (
          <div className="grid gap-3">
            <DataTable rows={data.data} rowKey={(row) => row.id} columns={columns} />
            <Pager page={data} onPage={(next) => setParams({ ...kept, page: String(next) })} />
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
