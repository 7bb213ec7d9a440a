import type { MessageKey } from '@zeya/contract/messages';
import type { AppDeps } from '../../app-deps';
import { HttpError, ValidationError } from '../../platform/http/errors';
import type { Message } from '../../platform/http/i18n';
import { toKyat, toPya } from '../../platform/money/money';
import { depositRoom, exclusionOf, readProtection } from '../../platform/protection/guard';
import { periodEnd, PERIODS } from '../../platform/protection/periods';
import { checkDepositAllowed, checkDepositAmount } from './deposits';

/** What refuses a deposit: the message the deposit route would answer, and its field when it has one. */
interface Refusal {
  field: string | null;
  message: Message;
}

const keyOf = (message: Message): MessageKey => (typeof message === 'string' ? message : message.key);

/** The refusal `check` throws (a 4xx), or null when it passes; anything else is not a refusal and goes on. */
async function refusalOf(check: () => Promise<void>): Promise<Refusal | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500)
      return {
        field: null,
        message: error.values ? { key: error.messageKey, values: error.values } : error.messageKey,
      };
    if (!(error instanceof ValidationError)) throw error;
    const [field, messages] = Object.entries(error.fields)[0] ?? [];
    if (field && messages?.[0]) return { field, message: messages[0] };
    return { field: null, message: error.general ?? 'validation_failed' };
  }
}

/** When a refusal ends by itself: a break at its end, a deposit limit when its period starts afresh. */
async function untilOf(deps: AppDeps, userId: number, reason: MessageKey, now: Date): Promise<Date | null> {
  const period = PERIODS.find((each) => reason === `deposit_limit_${each}`);
  if (period) return periodEnd(period, now);
  if (!reason.startsWith('protection_')) return null;
  return exclusionOf(await readProtection(deps.db, userId), now)?.until ?? null;
}

/**
 * GET /api/deposit-allowance: whether a deposit of `amount` pya (none typed yet: the smallest deposit) would be taken
 * now. The deposit route's own checks decide, in its order (the amount's range, then checkDepositAllowed), so this
 * answer and the route's never disagree; only the channel and the receipt number, not chosen yet, are not asked.
 */
export async function depositAllowance(deps: AppDeps, userId: number, amount: number | undefined) {
  const now = deps.clock.now();
  const asked = amount ?? toPya(deps.config.DEPOSIT_MIN_KS);
  const refusal = await refusalOf(async () => {
    checkDepositAmount(deps.config, asked);
    await checkDepositAllowed(deps.db, deps, userId, { amount: asked }, now);
  });
  const room = await depositRoom(deps.db, userId, now);
  const until = refusal && (await untilOf(deps, userId, keyOf(refusal.message), now));
  return {
    allowed: refusal === null,
    left: room && toKyat(room.left),
    left_period: room?.period ?? null,
    refusal: refusal && { ...refusal, reason: keyOf(refusal.message), until: until?.toISOString() ?? null },
  };
}
