import type { DepositLogRow, FloatLogRow } from '@zeya/contract/agent-network';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTime } from '@/shared/format';
import { AgentMovesTable } from '@/shared/players/agent-moves';
import type { Column } from '@/shared/ui/data-table';
import { QueryView } from '@/shared/ui/page';
import { PagedList } from '@/shared/ui/paged-list';
import { PeriodFilter } from '@/shared/ui/period-filter';
import { depositLogList, floatLogList, useAgentMoves } from './api';
import { thisMonth } from './period';
import { useAgentTexts } from './texts';

function useFloatColumns(): Column<FloatLogRow>[] {
  const { t } = useAgentTexts();
  return [
    { key: 'when', header: t('when'), cell: (row) => formatTime(row.at) },
    {
      key: 'kind',
      header: t('kind'),
      cell: (row) => t(row.direction === 'in' ? 'direction_in' : 'direction_out'),
    },
    {
      key: 'amount',
      header: t('amount'),
      align: 'right',
      cell: (row) => `${row.direction === 'in' ? '+' : '−'}${formatKs(row.amount)}`,
    },
    { key: 'reason', header: t('reason'), cell: (row) => row.reason ?? '—' },
    { key: 'posted_by', header: t('posted_by'), cell: (row) => row.posted_by ?? '—' },
    {
      key: 'asked_by',
      header: t('asked_by'),
      cell: (row) =>
        row.request_id === null
          ? '—'
          : `${row.requested_by ?? '—'} · ${t('request', { id: row.request_id })}`,
    },
  ];
}

function useDepositColumns(): Column<DepositLogRow>[] {
  const { t } = useAgentTexts();
  return [
    { key: 'when', header: t('when'), cell: (row) => formatTime(row.at) },
    {
      key: 'player',
      header: t('player'),
      cell: (row) => (
        <Link to={`/players/${row.player.id}`} className="underline">
          {row.player.user_name}
        </Link>
      ),
    },
    { key: 'amount', header: t('amount'), align: 'right', cell: (row) => formatKs(row.amount) },
    {
      key: 'approved_by',
      header: t('approved_by'),
      cell: (row) =>
        (row.first_approved_by ? `${row.first_approved_by}, ${row.approved_by}` : row.approved_by) ?? '—',
    },
    {
      key: 'request',
      header: '#',
      cell: (row) => (row.request_id === null ? '—' : t('request', { id: row.request_id })),
    },
  ];
}

/** The float's own log and the deposits it paid, for the days chosen (this month first). */
export function AgentLogs({ agentId }: { agentId: number }) {
  const { t } = useAgentTexts();
  const [period, setPeriod] = useState(thisMonth);
  const floatColumns = useFloatColumns();
  const depositColumns = useDepositColumns();
  return (
    <>
      <PeriodFilter value={period} onChange={setPeriod} />
      <section className="grid gap-2">
        <h2 className="font-semibold">{t('float_log')}</h2>
        <PagedList<FloatLogRow> {...floatLogList(agentId, period)} columns={floatColumns} />
      </section>
      <section className="grid gap-2">
        <h2 className="font-semibold">{t('deposit_log')}</h2>
        <PagedList<DepositLogRow> {...depositLogList(agentId, period)} columns={depositColumns} />
      </section>
    </>
  );
}

/** Players moved into or out of this agent by two people. */
export function AgentMoves({ agentId }: { agentId: number }) {
  const { t } = useAgentTexts();
  const moves = useAgentMoves(agentId);
  return (
    <section className="grid gap-2">
      <h2 className="font-semibold">{t('moves')}</h2>
      <QueryView query={moves}>{(rows) => <AgentMovesTable rows={rows} showPlayer />}</QueryView>
    </section>
  );
}
