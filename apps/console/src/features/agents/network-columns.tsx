import type { NetworkAgent } from '@zeya/contract/agent-network';
import type { AgentRow } from '@zeya/contract/agents';
import { formatKs } from '@zeya/ui-kit/format-ks';
import type { ReactNode } from 'react';
import type { Column } from '@/shared/ui/data-table';
import { useAgentTexts } from './texts';

/** Win/lose is the players': red when they won (the house paid), plain when they lost. */
const winLose = (kyat: number) => (
  <span className={kyat > 0 ? 'text-red-700' : undefined}>{formatKs(kyat)}</span>
);

/**
 * The network's figures beside each listed agent: its float, its players' turnover and win/lose in the period, its
 * commission and the requests waiting in its queue. "…" until the figures arrive.
 */
export function useNetworkColumns(figures: Map<number, NetworkAgent> | undefined): Column<AgentRow>[] {
  const { t } = useAgentTexts();
  const figure = (row: AgentRow, show: (agent: NetworkAgent) => ReactNode) => {
    const agent = figures?.get(row.id);
    return agent ? show(agent) : '…';
  };
  return [
    {
      key: 'float',
      header: t('float'),
      align: 'right',
      cell: (row) => figure(row, (a) => formatKs(a.float)),
    },
    {
      key: 'turnover',
      header: t('turnover'),
      align: 'right',
      cell: (row) => figure(row, (a) => formatKs(a.turnover)),
    },
    {
      key: 'win_lose',
      header: t('win_lose'),
      align: 'right',
      cell: (row) => figure(row, (a) => winLose(a.win_lose)),
    },
    {
      key: 'commission',
      header: t('commission'),
      align: 'right',
      cell: (row) => figure(row, (a) => formatKs(a.commission)),
    },
    {
      key: 'open',
      header: t('open_requests'),
      align: 'right',
      cell: (row) => figure(row, (a) => `${a.open_deposits} / ${a.open_withdrawals}`),
    },
  ];
}
