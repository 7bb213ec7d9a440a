import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleData, type Query } from '@/shared/api/client';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { QueryView } from '@/shared/ui/page';
import { Pager, type Paged } from '@/shared/ui/pager';

/** A paged console list as a table with its pager; the page is the list's own state, `query` its filter. */
export function PagedList<Row extends { id: number }>({
  path,
  queryKey,
  columns,
  query = {},
}: {
  path: string;
  queryKey: readonly unknown[];
  columns: Column<Row>[];
  query?: Query;
}) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...queryKey, query, page],
    queryFn: ({ signal }) => consoleData<Paged<Row>>(path, { query: { ...query, page }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryView query={list}>
      {(data) => (
        <div className="grid gap-3">
          <DataTable rows={data.data} rowKey={(row) => row.id} columns={columns} />
          <Pager page={data} onPage={setPage} />
        </div>
      )}
    </QueryView>
  );
}
