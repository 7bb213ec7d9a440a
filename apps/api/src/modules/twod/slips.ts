import { type TwodSlip } from '@zeya/contract/twod';
import { TWOD_TIMES, type TwodTimeId } from '@zeya/contract/twod-constants';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twodBets, twodDraws, twodSlips, users } from '../../db/schema';
import { toKyat } from '../../platform/money/money';

const SLIPS_SHOWN = 20;

type SlipRow = {
  slip: typeof twodSlips.$inferSelect;
  draw: typeof twodDraws.$inferSelect;
  playerName: string;
};

type BetRow = typeof twodBets.$inferSelect;

/** A slip as the spec's client reads it. */
export function slipView({ slip, draw, playerName }: SlipRow, bets: BetRow[]): TwodSlip {
  return {
    id: slip.id,
    slip_no: slip.slipNo,
    player_name: playerName,
    total_bet_amount: toKyat(slip.total),
    session: TWOD_TIMES.find((time) => time.id === draw.timeId)!.session,
    time_id: draw.timeId,
    status: slip.status,
    game_date: draw.drawDate,
    draw_at: draw.drawAt.toISOString(),
    before_balance: toKyat(slip.beforeBalance),
    after_balance: toKyat(slip.afterBalance),
    created_at: slip.createdAt.toISOString(),
    two_bets: bets
      .filter((bet) => bet.slipId === slip.id)
      .sort((a, b) => a.num.localeCompare(b.num))
      .map((bet) => ({
        id: bet.id,
        bet_number: bet.num,
        bet_amount: toKyat(bet.amount),
        win_lose: bet.result === 'win',
        result: bet.result,
        potential_payout: toKyat(bet.amount * bet.odds),
        payout: toKyat(bet.payout),
      })),
  };
}

async function slipViews(db: Executor, rows: SlipRow[]): Promise<TwodSlip[]> {
  if (rows.length === 0) return [];
  const bets = await db
    .select()
    .from(twodBets)
    .where(
      inArray(
        twodBets.slipId,
        rows.map((row) => row.slip.id),
      ),
    );
  return rows.map((row) => slipView(row, bets));
}

function slipQuery(db: Executor) {
  return db
    .select({ slip: twodSlips, draw: twodDraws, playerName: users.name })
    .from(twodSlips)
    .innerJoin(twodDraws, eq(twodDraws.id, twodSlips.drawId))
    .innerJoin(users, eq(users.id, twodSlips.userId));
}

/** The player's own latest slips of one session (morning: time 2, evening: time 4), newest first. */
export async function playerSlips(db: Executor, userId: number, timeId: TwodTimeId) {
  const rows = await slipQuery(db)
    .where(and(eq(twodSlips.userId, userId), eq(twodDraws.timeId, timeId)))
    .orderBy(desc(twodSlips.id))
    .limit(SLIPS_SHOWN);
  return slipViews(db, rows);
}
