import type { PlayerMoveRow } from '@zeya/contract/agent-network';
import { Link } from 'react-router';
import { formatTime } from '@/shared/format';
import { consoleTexts } from '@/shared/i18n/i18n';
import { DataTable, type Column } from '@/shared/ui/data-table';

const useTexts = consoleTexts(
  'agent-moves',
  {
    when: 'When',
    player: 'Player',
    from: 'From',
    to: 'To',
    house: 'House (no agent)',
    reason: 'Reason',
    asked_by: 'Asked by',
    approved_by: 'Approved by',
  },
  {
    when: 'အချိန်',
    player: 'ကစားသမား',
    from: 'မှ',
    to: 'သို့',
    house: 'ကုမ္ပဏီ (ကိုယ်စားလှယ် မရှိ)',
    reason: 'အကြောင်းပြချက်',
    asked_by: 'တောင်းဆိုသူ',
    approved_by: 'အတည်ပြုသူ',
  },
);

/**
 * Players moved between agents, as two people decided them: shown on the player's page and on each agent's page
 * (the agents and the player link to their own pages).
 */
export function AgentMovesTable({ rows, showPlayer }: { rows: PlayerMoveRow[]; showPlayer: boolean }) {
  const { t } = useTexts();
  const agent = (side: PlayerMoveRow['from_agent']) =>
    side ? (
      <Link to={`/agents/${side.id}`} className="underline">
        {side.user_name}
      </Link>
    ) : (
      t('house')
    );
  const columns: Column<PlayerMoveRow>[] = [
    { key: 'when', header: t('when'), cell: (row) => formatTime(row.at) },
    ...(showPlayer
      ? [
          {
            key: 'player',
            header: t('player'),
            cell: (row: PlayerMoveRow) => (
              <Link to={`/players/${row.player.id}`} className="underline">
                {row.player.user_name}
              </Link>
            ),
          },
        ]
      : []),
    { key: 'from', header: t('from'), cell: (row) => agent(row.from_agent) },
    { key: 'to', header: t('to'), cell: (row) => agent(row.to_agent) },
    { key: 'reason', header: t('reason'), cell: (row) => row.reason },
    { key: 'asked_by', header: t('asked_by'), cell: (row) => row.requested_by },
    { key: 'approved_by', header: t('approved_by'), cell: (row) => row.approved_by },
  ];
  return <DataTable rows={rows} rowKey={(row) => row.id} columns={columns} />;
}
