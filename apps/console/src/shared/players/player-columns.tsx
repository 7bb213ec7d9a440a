import type { PlayerListRow, PlayerRow } from '@zeya/contract/players';
import { Link } from 'react-router';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatTime } from '@/shared/format';
import type { Column } from '@/shared/ui/data-table';
import { usePlayerColumnTexts } from './texts';

/** A player of a list: those of the players' screen also say which break they are on (null: none). */
type ListedPlayer = PlayerRow & { on_break?: PlayerListRow['on_break'] };

/** The columns of a list of players, each linking to the player's page; the players' and agents' screens show them. */
export function usePlayerColumns(): Column<ListedPlayer>[] {
  const { t } = usePlayerColumnTexts();
  return [
    {
      key: 'user_name',
      header: t('user_name'),
      cell: (row) => (
        <Link to={`/players/${row.id}`} className="font-medium text-stone-900 underline">
          {row.user_name}
        </Link>
      ),
    },
    { key: 'name', header: t('name'), cell: (row) => row.name },
    { key: 'phone', header: t('phone'), cell: (row) => row.phone ?? '—' },
    { key: 'status', header: t('status'), cell: (row) => <PlayerState player={row} /> },
    { key: 'main', header: t('main'), align: 'right', cell: (row) => formatKs(row.main_balance) },
    { key: 'game', header: t('game'), align: 'right', cell: (row) => formatKs(row.balance) },
    { key: 'hold', header: t('hold'), align: 'right', cell: (row) => formatKs(row.withdraw_hold) },
    { key: 'debt', header: t('debt'), align: 'right', cell: (row) => <Debt kyat={row.debt} /> },
    { key: 'joined', header: t('joined'), cell: (row) => formatTime(row.created_at) },
  ];
}

export function StatusBadge({ status }: { status: 'active' | 'banned' }) {
  const { t } = usePlayerColumnTexts();
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-medium ${status === 'banned' ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'}`}
    >
      {t(status)}
    </span>
  );
}

/**
 * The account's status, and a break in force in its place while the account is active: a player on a time-out or
 * self-excluded must not look like any active player.
 */
function PlayerState({ player }: { player: ListedPlayer }) {
  const rest = player.on_break;
  if (!rest) return <StatusBadge status={player.status} />;
  return (
    <span className="flex flex-wrap gap-1">
      {player.status === 'banned' && <StatusBadge status="banned" />}
      <BreakBadge rest={rest} />
    </span>
  );
}

function BreakBadge({ rest }: { rest: NonNullable<PlayerListRow['on_break']> }) {
  const { t } = usePlayerColumnTexts();
  const text =
    rest.kind === 'closed' && rest.until === null
      ? t('closed_open')
      : t(rest.kind, { until: formatTime(rest.until) });
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{text}</span>
  );
}

/** What a player owes from a provider's forced debits: stands out when there is any. */
export function Debt({ kyat }: { kyat: number }) {
  return kyat > 0 ? <span className="font-semibold text-red-800">{formatKs(kyat)}</span> : <>{formatKs(0)}</>;
}
