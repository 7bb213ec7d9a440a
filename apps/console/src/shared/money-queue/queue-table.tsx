import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleMoneyRequest } from '@zeya/contract/cashier';
import { Link } from 'react-router';
import { consoleData, type Query } from '@/shared/api/client';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatTime } from '@/shared/format';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { QueryView } from '@/shared/ui/page';
import { Pager, type Paged } from '@/shared/ui/pager';
import { Decision, MONEY_KEY } from './decision';
import { Receipt } from './receipt';
import { useMoneyTexts } from './texts';

/** How often an open queue asks again. */
export const QUEUE_REFRESH_MS = 10_000;

export type QueueKind = 'deposits' | 'withdrawals';

function useColumns(kind: QueueKind): Column<ConsoleMoneyRequest>[] {
  const { t } = useMoneyTexts();
  const columns: (Column<ConsoleMoneyRequest> | false)[] = [
    { key: 'id', header: '#', cell: (row) => row.id },
    { key: 'time', header: t('time'), cell: (row) => formatTime(row.created_at) },
    {
      key: 'player',
      header: t('player'),
      cell: (row) => (
        <Link to={`/players/${row.player.id}`} className="text-stone-900 underline">
          {row.player.user_name}
          <span className="block text-xs text-stone-600">
            {row.player.name} · {row.player.phone ?? '—'}
          </span>
        </Link>
      ),
    },
    { key: 'amount', header: t('amount'), align: 'right', cell: (row) => formatKs(row.amount) },
    {
      key: 'account',
      header: t('account'),
      cell: (row) => (
        <>
          {row.channel}
          <span className="block text-xs text-stone-600">
            {row.account_name} · {row.account_number}
          </span>
        </>
      ),
    },
    kind === 'deposits' && { key: 'reference', header: t('reference'), cell: (row) => row.refrence_no },
    kind === 'deposits' && {
      key: 'receipt',
      header: t('receipt'),
      cell: (row) => <Receipt id={row.id} path={row.receipt_url} />,
    },
    { key: 'decision', header: t('decision'), cell: (row) => <DecisionState row={row} /> },
    { key: 'actions', header: t('actions'), cell: (row) => <Decision row={row} /> },
  ];
  return columns.filter((column) => column !== false);
}

/** Where a request stands: its status, the maker-checker's first step, who decided and why. */
function DecisionState({ row }: { row: ConsoleMoneyRequest }) {
  const { t } = useMoneyTexts();
  return (
    <div className="grid gap-0.5 text-xs">
      <span className="text-sm font-medium">{t(row.status)}</span>
      {row.needs_second_approval && row.status === 'pending' && (
        <span className="text-amber-800">{t('needs_second')}</span>
      )}
      {row.first_approved_by && (
        <span>
          {t('first_approved_by', { name: row.first_approved_by, time: formatTime(row.first_approved_at) })}
        </span>
      )}
      {row.decided_by && (
        <span>{t('decided_by', { name: row.decided_by, time: formatTime(row.decided_at) })}</span>
      )}
      {row.reason && <span className="text-stone-600">{row.reason}</span>}
    </div>
  );
}

/** One money queue under a filter, a page at a time, with the decisions on each pending row. */
export function QueueTable({
  kind,
  filter,
  onPage,
}: {
  kind: QueueKind;
  filter: Query & { page: number };
  onPage: (page: number) => void;
}) {
  const columns = useColumns(kind);
  const queue = useQuery({
    queryKey: [...MONEY_KEY, kind, filter],
    queryFn: ({ signal }) => consoleData<Paged<ConsoleMoneyRequest>>(`/${kind}`, { query: filter, signal }),
    placeholderData: keepPreviousData,
    // Players keep sending requests and other operators keep deciding them: the queue follows without a reload
    // (and on returning to the window, by the client's default).
    refetchInterval: QUEUE_REFRESH_MS,
  });
  return (
    <QueryView query={queue}>
      {(page) => (
        <div className="grid gap-3">
          <DataTable rows={page.data} rowKey={(row) => row.id} columns={columns} />
          <Pager page={page} onPage={onPage} />
        </div>
      )}
    </QueryView>
  );
}
