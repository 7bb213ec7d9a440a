// hot-path: every 2D slip
import { slipStakes, type TwodBetRequest } from '@zeya/contract/twod';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { twodBets, twodSlips } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import { placeSlip, slipNumber, slipTerms, type SlipTarget } from '../../platform/lottery/place-slip';
import { toPya } from '../../platform/money/money';
import type { Draw } from './draws';
import { twod } from './lottery';
import { isClosedNumber } from './numbers';
import { bettableDraw, readBettingDays } from './open-draw';

type SlipRow = typeof twodSlips.$inferSelect;
type BetRow = typeof twodBets.$inferSelect;

/** A 2D slip number: date and session, then the random part. */
const slipNumberOf = (draw: Draw) =>
  slipNumber(`2D${draw.drawDate.replaceAll('-', '').slice(2)}${draw.timeId === 2 ? 'M' : 'E'}`);

/** Why no draw takes the slip, on the field that named it: the day the client saw, or the time. */
function refusal(reason: string, namedDay: boolean) {
  if (reason === 'not_open_yet') return fieldError('date', 'twod_draw_not_open');
  if (reason === 'weekend' || reason === 'holiday') return fieldError('time', 'twod_no_draw');
  return fieldError(namedDay ? 'date' : 'time', 'twod_closed');
}

/**
 * One 2D slip, all or nothing (platform/lottery/place-slip.ts): it goes to the next open draw of its time (or, when
 * the client names a day, to that draw while it takes bets); every number must be open, within its break limit for
 * that draw and within the player's limit; the main balance must cover the total (a slip it cannot pay is refused for
 * that first). A round ("R") or quick bet is expanded here, by the contract's own definition, and then checked number
 * by number exactly like a hand-picked slip: one refused number refuses the whole slip.
 */
export function placeBet(deps: AppDeps, userId: number, request: TwodBetRequest) {
  const stakes = slipStakes(request).map(({ num, amount }) => ({ num, amount: toPya(amount) }));
  const namedDay = request.date !== undefined;
  async function target(db: Executor, now: Date, lockFor?: number): Promise<SlipTarget<Draw>> {
    const { days, protection } = await readBettingDays(db, now, lockFor);
    const { settings } = days;
    const { draw, reason } = await bettableDraw(db, days, request.time, now, request.date);
    if (reason !== null) throw refusal(reason, namedDay);
    const terms = slipTerms(draw.id, slipNumberOf(draw), settings, stakes, (num) =>
      isClosedNumber(settings, num),
    );
    return { draw, terms, protection };
  }
  return placeSlip<Draw, SlipRow, BetRow>(deps, {
    lottery: twod,
    userId,
    total: toPya(request.totalAmount),
    stakes,
    target,
    closed: () => refusal('closed', namedDay),
  });
}
