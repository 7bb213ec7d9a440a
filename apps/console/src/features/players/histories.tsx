import type { LedgerEntry, PlayerRound, PlayerSession, PlayerSlip } from '@zeya/contract/players';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatTime } from '@/shared/format';
import type { Column } from '@/shared/ui/data-table';
import { PagedList } from '@/shared/ui/paged-list';
import { playerHistoryList, type PlayerHistory } from './api';
import { ReplayButton } from './replay';
import { usePlayerTexts } from './texts';

const signed = (kyat: number) => (kyat === 0 ? '—' : `${kyat > 0 ? '+' : '−'}${formatKs(Math.abs(kyat))}`);

function useLedgerColumns(): Column<LedgerEntry>[] {
  const { t } = usePlayerTexts();
  return [
    { key: 'time', header: t('time'), cell: (row) => formatTime(row.created_at) },
    { key: 'kind', header: t('kind'), cell: (row) => row.kind },
    {
      key: 'reference',
      header: t('reference'),
      cell: (row) => <code className="text-xs">{row.reference}</code>,
    },
    { key: 'main', header: t('main_change'), align: 'right', cell: (row) => signed(row.main) },
    { key: 'game', header: t('game_change'), align: 'right', cell: (row) => signed(row.game) },
    { key: 'hold', header: t('hold_change'), align: 'right', cell: (row) => signed(row.withdraw_hold) },
    { key: 'main_after', header: t('main_after'), align: 'right', cell: (row) => formatKs(row.main_after) },
    { key: 'game_after', header: t('game_after'), align: 'right', cell: (row) => formatKs(row.game_after) },
  ];
}

function useRoundColumns(): Column<PlayerRound>[] {
  const { t } = usePlayerTexts();
  return [
    { key: 'time', header: t('time'), cell: (row) => formatTime(row.started_at) },
    { key: 'provider', header: t('provider'), cell: (row) => row.provider },
    { key: 'game', header: t('game_code'), cell: (row) => row.game_code },
    { key: 'round', header: t('round'), cell: (row) => <code className="text-xs">{row.round_code}</code> },
    { key: 'bet', header: t('bet'), align: 'right', cell: (row) => formatKs(row.bet) },
    { key: 'win', header: t('win'), align: 'right', cell: (row) => formatKs(row.win) },
    {
      key: 'status',
      header: t('status'),
      cell: (row) => (row.bonus_code ? `${row.status} · ${t('free_round')} ${row.bonus_code}` : row.status),
    },
    {
      key: 'replay',
      header: '',
      cell: (row) => (row.provider === 'gscplus' ? <ReplayButton round={row} /> : null),
    },
  ];
}

function useSlipColumns(): Column<PlayerSlip>[] {
  const { t } = usePlayerTexts();
  return [
    { key: 'time', header: t('time'), cell: (row) => formatTime(row.created_at) },
    { key: 'slip', header: t('slip_no'), cell: (row) => row.slip_no },
    { key: 'draw', header: t('draw'), cell: (row) => formatTime(row.draw_at) },
    { key: 'result', header: t('result'), cell: (row) => row.result ?? '—' },
    { key: 'total', header: t('total'), align: 'right', cell: (row) => formatKs(row.total) },
    { key: 'payout', header: t('payout'), align: 'right', cell: (row) => formatKs(row.payout) },
    { key: 'status', header: t('status'), cell: (row) => row.status },
  ];
}

function useSessionColumns(): Column<PlayerSession>[] {
  const { t } = usePlayerTexts();
  return [
    { key: 'device', header: t('device'), cell: (row) => row.user_agent ?? '—' },
    { key: 'ip', header: t('ip'), cell: (row) => row.ip ?? '—' },
    { key: 'since', header: t('time'), cell: (row) => formatTime(row.created_at) },
    { key: 'last_seen', header: t('last_seen'), cell: (row) => formatTime(row.last_seen_at) },
    {
      key: 'state',
      header: t('status'),
      cell: (row) =>
        row.current ? (
          <span className="font-medium text-emerald-800">{t('signed_in')}</span>
        ) : (
          <span className="text-stone-600">{t('ended')}</span>
        ),
    },
  ];
}

/** One history of a player as a paged table, refetched with the player after an action. */
function History<Row extends { id: number }>({
  id,
  history,
  columns,
}: {
  id: number;
  history: PlayerHistory;
  columns: Column<Row>[];
}) {
  return <PagedList<Row> {...playerHistoryList(id, history)} columns={columns} />;
}

export const LedgerHistory = ({ id }: { id: number }) => (
  <History id={id} history="ledger" columns={useLedgerColumns()} />
);
export const RoundHistory = ({ id }: { id: number }) => (
  <History id={id} history="rounds" columns={useRoundColumns()} />
);
export const SlipHistory = ({ id }: { id: number }) => (
  <History id={id} history="slips" columns={useSlipColumns()} />
);
export const SessionHistory = ({ id }: { id: number }) => (
  <History id={id} history="sessions" columns={useSessionColumns()} />
);
