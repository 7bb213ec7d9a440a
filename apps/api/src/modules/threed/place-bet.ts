// hot-path: every 3D slip
import { permKeyOf, threedStakes, type ThreedBetRequest } from '@zeya/contract/threed';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { threedBets, threedSlips } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import { placeSlip, slipNumber, slipTerms, type SlipTarget } from '../../platform/lottery/place-slip';
import { toPya } from '../../platform/money/money';
import { bettableDraw, type ThreedDraw } from './draws';
import { threed } from './lottery';

type SlipRow = typeof threedSlips.$inferSelect;
type BetRow = typeof threedBets.$inferSelect;

/**
 * One 3D slip, all or nothing, like a 2D slip (platform/lottery/place-slip.ts): the next draw still taking bets (or
 * the one the player saw, while it does); every number (R expanded) open, within its break limit and the player's
 * limit; the main balance covering the total (a slip it cannot pay is refused for that first).
 */
export function placeThreedBet(deps: AppDeps, userId: number, request: ThreedBetRequest) {
  const stakes = threedStakes(request).map(({ num, amount }) => ({ num, amount: toPya(amount) }));
  const closedRefusal = () => fieldError(request.date ? 'date' : 'totalAmount', 'threed_closed');
  async function target(db: Executor, now: Date, lockFor?: number): Promise<SlipTarget<ThreedDraw>> {
    const { settings, draw, protection } = await bettableDraw(db, now, request.date, lockFor);
    if (!draw) throw closedRefusal();
    const slipNo = slipNumber(`3D${draw.drawDate.replaceAll('-', '').slice(2)}`);
    const terms = slipTerms(draw.id, slipNo, settings, stakes, (num) => settings.closedNumbers.includes(num));
    return { draw, terms, protection };
  }
  return placeSlip<ThreedDraw, SlipRow, BetRow>(deps, {
    lottery: threed,
    userId,
    total: toPya(request.totalAmount),
    stakes,
    permKeys: stakes.map(({ num }) => permKeyOf(num)),
    target,
    closed: closedRefusal,
  });
}
