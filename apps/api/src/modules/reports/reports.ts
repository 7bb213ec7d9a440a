import type { ReportName, ReportRow } from '@zeya/contract/reports';
import { sql, type SQL } from 'drizzle-orm';
import { DEPOSIT_KINDS, PLAY_KINDS, WITHDRAWAL_KINDS } from '@zeya/contract/transfer-kinds';
import { queryRows, type Executor } from '../../db/client';
import { kindsIn } from '../../db/kinds';
import {
  MONEY_COLUMNS,
  moneyInKyat,
  TRANSFERS,
  within,
  yangonDay,
  type MoneyRow,
} from '../../platform/money/figures/columns';
import type { Period } from '../../platform/money/figures/period';
import { agents, bonusDaily, promotions } from './promotion-reports';

const REPORTED_KINDS = kindsIn([...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS, ...PLAY_KINDS]);

/**
 * What was played: every game round (bet and win already net of reversals) and every 2D and 3D bet that was not
 * refunded, a slip counting as one round.
 */
const plays = (period: Period) => sql`(
  select provider, product_code, game_code, 'r' || id as round, bet, win, bonus_code is not null as free
    from game_rounds where ${within(sql`started_at`, period)}
  union all
  select 'twod', null, '2D', 's' || s.id, b.amount, b.payout, false
    from twod_bets b join twod_slips s on s.id = b.slip_id
    where b.result <> 'refunded' and ${within(sql`s.created_at`, period)}
  union all
  select 'threed', null, '3D', 't' || s.id, b.amount, b.payout, false
    from threed_bets b join threed_slips s on s.id = b.slip_id
    where b.result <> 'refunded' and ${within(sql`s.created_at`, period)}
) p`;

const PLAY_COLUMNS = sql`count(distinct p.round)::int as rounds,
  coalesce(sum(p.bet), 0)::bigint as bets, coalesce(sum(p.win), 0)::bigint as wins,
  coalesce(sum(p.win) filter (where p.free), 0)::bigint as free_round_wins`;

interface Report {
  query: (period: Period) => SQL;
  order: SQL;
  row: (raw: Record<string, unknown>) => ReportRow;
}

const turnoverOf = (raw: Record<string, unknown>) => {
  const { bets, wins, free_round_wins, ggr, deposits, withdrawals } = moneyInKyat(raw as unknown as MoneyRow);
  return { deposits, withdrawals, turnover: bets, wins, free_round_wins, ggr };
};
const playTotalsOf = (raw: Record<string, unknown>) => {
  const { turnover, wins, free_round_wins, ggr } = turnoverOf({ ...raw, deposits: 0, withdrawals: 0 });
  return { rounds: Number(raw.rounds), turnover, wins, free_round_wins, ggr };
};

const REPORTS: Record<ReportName, Report> = {
  daily: {
    query: (period) => sql`select ${yangonDay(sql`t.created_at`)} as date, ${MONEY_COLUMNS} from ${TRANSFERS}
      where t.kind in ${REPORTED_KINDS} and ${within(sql`t.created_at`, period)} group by 1`,
    order: sql`date`,
    row: (raw) => ({ date: String(raw.date), ...turnoverOf(raw) }),
  },
  providers: {
    query: (period) => sql`select p.provider, ${PLAY_COLUMNS} from ${plays(period)} group by p.provider`,
    order: sql`bets desc, provider`,
    row: (raw) => ({ provider: String(raw.provider), ...playTotalsOf(raw) }),
  },
  games: {
    query: (
      period,
    ) => sql`select p.provider, p.product_code, p.game_code, ${PLAY_COLUMNS} from ${plays(period)}
      group by p.provider, p.product_code, p.game_code`,
    order: sql`bets desc, provider, product_code, game_code`,
    row: (raw) => ({
      provider: String(raw.provider),
      product_code: raw.product_code === null ? null : String(raw.product_code),
      game_code: String(raw.game_code),
      ...playTotalsOf(raw),
    }),
  },
  players: {
    query: (period) => sql`select t.player_id as user_id, u.user_name, ${MONEY_COLUMNS} from ${TRANSFERS}
      join users u on u.id = t.player_id
      where t.kind in ${REPORTED_KINDS} and ${within(sql`t.created_at`, period)}
      group by t.player_id, u.user_name`,
    order: sql`bets desc, user_id`,
    row: (raw) => ({ user_id: Number(raw.user_id), user_name: String(raw.user_name), ...turnoverOf(raw) }),
  },
  bonus_daily: bonusDaily,
  promotions,
  agents,
};

/** One page of a report over a period, or every row when `page` is not given (the CSV export). */
export async function reportRows(
  db: Executor,
  name: ReportName,
  period: Period,
  page?: { page: number; size: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const report = REPORTS[name];
  const query = report.query(period);
  const limit = page ? sql` limit ${page.size} offset ${(page.page - 1) * page.size}` : sql``;
  const raw = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from (${query}) r order by ${report.order}${limit}`,
  );
  const rows = raw.map(report.row);
  if (!page) return { rows, total: rows.length };
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${query}) r`,
  );
  return { rows, total: Number(counted!.total) };
}
