import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { formatStamp } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { Loading, NoData } from '@/shared/ui/loading';
import { GAME_LOG_PERIODS } from '@zeya/contract/constants';
import type { GameLogRow } from '@zeya/contract/game-logs';
import { useAccountLog, useGameLogs, type AccountLogKind, type AccountLogRow } from '@/features/cashier/api';
import { useCashierTexts } from '@/features/cashier/messages';
import { GameRounds } from '@/features/cashier/game-rounds';

const LOG = '/information?tab=logs';

const TYPES = [
  { type: 'deposit', label: 'deposit' },
  { type: 'withdraw', label: 'withdraw' },
  { type: 'game_logs', label: 'game_logs' },
] as const;
type LogType = (typeof TYPES)[number]['type'];

const PERIODS = GAME_LOG_PERIODS;

/** The spec's status colours: Pending yellow, Success green, anything else Failed red. */
const STATUS = {
  pending: { label: 'status_pending', className: 'bg-yellow-400/15 text-yellow-300 ring-yellow-400/40' },
  success: { label: 'status_success', className: 'bg-green-500/15 text-green-400 ring-green-500/40' },
  failed: { label: 'status_failed', className: 'bg-red-500/15 text-red-400 ring-red-500/40' },
} as const;

function statusOf(status: string): keyof typeof STATUS {
  if (status === 'Pending') return 'pending';
  if (status === 'Success') return 'success';
  return 'failed';
}

/** An ISO time in Myanmar time, in the reader's digits, e.g. 2025-03-01 14:05. */
export const formatDateTime = (iso: string) => formatStamp(iso);

/** /information?tab=logs&type=deposit|withdraw|game_logs: the player's deposit, withdraw and game logs. */
export function LogsTab() {
  const { t } = useCashierTexts();
  const [params] = useSearchParams();
  const type = params.get('type');

  if (!TYPES.some((item) => item.type === type)) return <Navigate to={`${LOG}&type=deposit`} replace />;

  return (
    <div>
      {/* The three fit one row in English; in Burmese they wrap rather than hide one past the edge. */}
      <nav aria-label={t('log_types')} className="mb-4 flex flex-wrap gap-2">
        {TYPES.map((item) => (
          <Link
            key={item.type}
            to={`${LOG}&type=${item.type}`}
            aria-current={item.type === type ? 'page' : undefined}
            className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-semibold ${
              item.type === type
                ? 'border-brand bg-amber-400/15 text-brand'
                : 'border-white/15 text-white/70 hover:text-white'
            }`}
          >
            {t(item.label)}
          </Link>
        ))}
      </nav>
      {type === 'game_logs' ? <GameLogs /> : <AccountLog kind={type as Exclude<LogType, 'game_logs'>} />}
    </div>
  );
}

function AccountLog({ kind }: { kind: AccountLogKind }) {
  const { t } = useCashierTexts();
  const log = useAccountLog(kind);

  if (log.isPending) return <Loading />;
  if (log.isError) return <NoData text={t('common:something_went_wrong')} />;
  if (log.data.length === 0) return <NoData />;
  return (
    <ul aria-label={t(kind)} className="grid gap-2 md:grid-cols-2">
      {log.data.map((row) => (
        <LogRow key={row.id} row={row} kind={kind} />
      ))}
    </ul>
  );
}

function LogRow({ row, kind }: { row: AccountLogRow; kind: AccountLogKind }) {
  const { t } = useCashierTexts();
  const status = STATUS[statusOf(row.status)];
  const failed = statusOf(row.status) === 'failed';
  return (
    <li data-testid="account-log-row" className="rounded-xl border border-amber-400/15 bg-[#2a1c05] p-3">
      <div className="mb-2 flex items-center justify-between gap-3">
        <span className="text-lg font-bold text-white tabular-nums">{formatKs(row.amount, 2)}</span>
        <span
          data-status={statusOf(row.status)}
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${status.className}`}
        >
          {t(status.label)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-white/55">{t('date')}</dt>
        <dd className="text-right text-white/85 tabular-nums">
          <time dateTime={row.datetime}>{formatDateTime(row.datetime)}</time>
        </dd>
        <dt className="text-white/55">{t('account_name')}</dt>
        <dd className="min-w-0 break-words text-right text-white/85">{row.account_name}</dd>
        <dt className="text-white/55">{t('account_number')}</dt>
        <dd className="min-w-0 break-all text-right text-white/85 tabular-nums">{row.account_number}</dd>
      </dl>
      {failed && <Rejection reason={row.reason} kind={kind} />}
    </li>
  );
}

/**
 * Why a request failed, in the operator's words, and where the money is: a rejected withdrawal's amount went back to
 * the main balance; a rejected deposit added nothing.
 */
function Rejection({ reason, kind }: { reason: string | null; kind: AccountLogKind }) {
  const { t } = useCashierTexts();
  return (
    <div data-testid="rejection" className="mt-2 rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-200">
      {reason && <p className="break-words">{t('rejected_reason', { reason })}</p>}
      <p>{t(kind === 'withdraw' ? 'withdraw_returned' : 'deposit_not_credited')}</p>
    </div>
  );
}

/** Game logs by period: per game, the rounds played, the stakes and the player's net. */
function GameLogs() {
  const { t } = useCashierTexts();
  const [params] = useSearchParams();
  const requested = params.get('period');
  const period = PERIODS.find((item) => item === requested) ?? 'today';

  return (
    <div>
      <nav aria-label={t('periods')} className="mb-3 flex gap-1 overflow-x-auto rounded-full bg-white/5 p-1">
        {PERIODS.map((item) => (
          <Link
            key={item}
            to={`${LOG}&type=game_logs&period=${item}`}
            replace
            aria-current={item === period ? 'page' : undefined}
            className={`flex-auto whitespace-nowrap rounded-full px-2.5 py-1.5 text-center text-xs font-semibold ${
              item === period ? 'bg-brand text-ink' : 'text-white/70'
            }`}
          >
            {t(item)}
          </Link>
        ))}
      </nav>
      <GameLogList period={period} />
    </div>
  );
}

function GameLogList({ period }: { period: (typeof PERIODS)[number] }) {
  const { t } = useCashierTexts();
  const logs = useGameLogs(period);
  if (logs.isPending) return <Loading />;
  if (logs.isError) return <NoData text={t('common:something_went_wrong')} />;
  if (logs.data.length === 0) return <NoData text={t('no_game_logs')} />;
  return (
    <ul className="grid gap-2 md:grid-cols-2">
      {logs.data.map((row) => (
        <GameLogItem key={`${row.game_name}-${row.from}-${row.free_round}`} row={row} period={period} />
      ))}
    </ul>
  );
}

/** One game's rounds of the period; its rounds (and their replays) open below it on demand. */
function GameLogItem({ row, period }: { row: GameLogRow; period: (typeof PERIODS)[number] }) {
  const { t } = useCashierTexts();
  const [open, setOpen] = useState(false);
  return (
    <li data-testid="game-log-row" className="rounded-xl border border-amber-400/15 bg-[#2a1c05] p-3">
      <div className="mb-2 flex items-center justify-between gap-3">
        <span className="font-bold text-white">
          {row.game_name}
          {row.free_round && (
            <span className="ml-2 rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs text-emerald-300">
              {t('free_rounds')}
            </span>
          )}
        </span>
        <span
          className={`font-semibold tabular-nums ${row.win_loss < 0 ? 'text-red-300' : 'text-emerald-300'}`}
        >
          {formatKs(row.win_loss, 2)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-white/55">{t('date')}</dt>
        <dd className="min-w-0 break-words text-right text-white/85 tabular-nums">
          {formatDateTime(row.from)} – {formatDateTime(row.to)}
        </dd>
        <dt className="text-white/55">{t('spins')}</dt>
        <dd className="text-right text-white/85 tabular-nums">{row.spin_count}</dd>
        <dt className="text-white/55">{t('turnover')}</dt>
        <dd className="text-right text-white/85 tabular-nums">{formatKs(row.turnover, 2)}</dd>
      </dl>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="mt-2 text-xs font-semibold text-brand underline"
      >
        {t(open ? 'hide_rounds' : 'show_rounds')}
      </button>
      {open && <GameRounds period={period} row={row} />}
    </li>
  );
}
