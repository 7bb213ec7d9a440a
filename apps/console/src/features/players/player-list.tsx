import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlayerRow } from '@zeya/contract/players';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { consoleData } from '@/shared/api/client';
import { Button } from '@/shared/ui/button';
import { DataTable } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { Pager, type Paged } from '@/shared/ui/pager';
import { usePlayerColumns } from './player-columns';
import { usePlayerTexts } from './texts';

/** Players found by user name, phone or name, newest first; the search is in the address. */
export function PlayerList() {
  const { t } = usePlayerTexts();
  const columns = usePlayerColumns();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const players = useQuery({
    queryKey: ['players', q, page],
    queryFn: ({ signal }) => consoleData<Paged<PlayerRow>>('/players', { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams({ q: text.trim() });
  };
  return (
    <>
      <PageHeader title={t('title')}>
        <form onSubmit={search} className="flex items-end gap-2">
          <Field label={t('search_label')} value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit">{t('search')}</Button>
        </form>
      </PageHeader>
      <QueryView query={players}>
        {(data) => (
          <div className="grid gap-3">
            <DataTable rows={data.data} rowKey={(row) => row.id} columns={columns} />
            <Pager page={data} onPage={(next) => setParams({ q, page: String(next) })} />
          </div>
        )}
      </QueryView>
    </>
  );
}
