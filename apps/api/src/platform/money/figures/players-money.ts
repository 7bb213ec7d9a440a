import { DEPOSIT_KINDS, PLAY_KINDS, WITHDRAWAL_KINDS } from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { kindsIn } from '../../../db/kinds';
import { toKyat } from '../money';
import { MONEY_COLUMNS, TRANSFERS, within, yangonDay, type MoneyRow } from './columns';
import type { Period } from './period';

/**
 * Whose money: every player's, one agent's players', or every agent's players' (each counted for the agent it
 * belongs to now, so a moved player's past play moves too).
 */
export type PlayerSet = 'all' | 'with_agent' | { agentId: number };

/** A row per Myanmar day, or (of players with an agent) a row per agent; `moneyTotal` of the days is the period's. */
export type FiguresPer = 'day' | 'agent';

/** What the figures read: money in and out, and play. */
const COUNTED_KINDS = kindsIn([...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS, ...PLAY_KINDS]);

const playersIn = (players: PlayerSet) =>
  players === 'all'
    ? sql`true`
    : sql`p.role = 'player' and ${players === 'with_agent' ? sql`p.agent_id is not null` : sql`p.agent_id = ${players.agentId}`}`;

const KEYS = { day: yangonDay(sql`t.created_at`), agent: sql`p.agent_id::text` };

/** pya figures of a player set over a period, by key: the day, or the agent's id. */
export async function playersMoney(
  db: Executor,
  period: Period,
  players: PlayerSet,
  per: FiguresPer,
): Promise<Map<string, MoneyRow>> {
  if (per === 'agent' && players === 'all')
    throw new Error('figures per agent count only players with an agent');
  const joined = players === 'all' ? sql`` : sql` join users p on p.id = t.player_id`;
  const rows = await queryRows<MoneyRow & { key: string }>(
    db,
    sql`select ${KEYS[per]} as key, ${MONEY_COLUMNS} from ${TRANSFERS}${joined}
      where t.kind in ${COUNTED_KINDS} and ${within(sql`t.created_at`, period)} and ${playersIn(players)}
      group by 1`,
  );
  return new Map(rows.map((row) => [row.key, row]));
}

/** The sum of rows of figures (the days of a period): the period's figures. */
export function moneyTotal(rows: Iterable<MoneyRow>): MoneyRow {
  const total = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, free_round_wins: 0 };
  for (const row of rows)
    for (const key of Object.keys(total) as (keyof MoneyRow)[]) total[key] += Number(row[key]);
  return total;
}

/**
 * Play as the agents' screens name it, in kyat: turnover (stakes less their returns), the players' wins, their
 * win/lose (wins less turnover: negative when they lost), deposits and withdrawals.
 */
export function playersFigures(row: MoneyRow | undefined) {
  const bets = Number(row?.bets ?? 0);
  const wins = Number(row?.wins ?? 0);
  return {
    turnover: toKyat(bets),
    player_wins: toKyat(wins),
    players_win_lose: toKyat(wins - bets),
    deposits: toKyat(Number(row?.deposits ?? 0)),
    withdrawals: toKyat(Number(row?.withdrawals ?? 0)),
  };
}
