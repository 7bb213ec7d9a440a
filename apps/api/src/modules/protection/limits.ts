import { LIMIT_COOLING_HOURS, PLAYER_LIMITS, type PlayerLimit } from '@zeya/contract/constants';
import type { MessageKey } from '@zeya/contract/messages';
import type { LimitState } from '@zeya/contract/protection';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { pendingLimits, playerProtection } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';
import { inTransaction } from '../../db/transaction';
import { toKyat } from '../../platform/money/money';
import { depositedByPeriod, netLossByPeriod } from '../../platform/protection/figures';
import { lockProtection, type Protection } from '../../platform/protection/guard';
import { yangonText } from '../../platform/protection/periods';
import { recordChange, type ChangeActor } from './history';

/** Where each limit lives on the protection row. */
export const LIMIT_COLUMNS: Record<PlayerLimit, keyof Protection> = {
  deposit_day: 'depositDay',
  deposit_week: 'depositWeek',
  deposit_month: 'depositMonth',
  loss_day: 'lossDay',
  loss_week: 'lossWeek',
  loss_month: 'lossMonth',
  bet: 'betMax',
};

const COOLING_MS = LIMIT_COOLING_HOURS * 3600_000;

/** Limits are kept in pya and shown, recorded and audited in kyat, as the player typed them. */
const kyatOrNull = (pya: number | null) => (pya === null ? null : toKyat(pya));

/** Tighter: a limit where there was none, or a lower one. Anything else loosens and must wait. */
const tightens = (current: number | null, next: number | null) =>
  next !== null && (current === null || next < current);

/**
 * A player's new limit (pya, null to remove it). Lowering applies at once and drops any raise that was waiting;
 * raising or removing waits 24 hours and then applies only when the player confirms it again.
 */
export function setLimit(
  deps: AppDeps,
  actor: ChangeActor,
  input: { userId: number; limit: PlayerLimit; value: number | null },
): Promise<MessageKey> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const row = await lockProtection(tx, input.userId, now);
    const current = row[LIMIT_COLUMNS[input.limit]] as number | null;
    if (current === input.value) return 'limit_lowered';
    const where = and(eq(pendingLimits.userId, input.userId), eq(pendingLimits.limit, input.limit));
    if (tightens(current, input.value)) {
      await tx
        .update(playerProtection)
        .set({ [LIMIT_COLUMNS[input.limit]]: input.value, updatedAt: now })
        .where(eq(playerProtection.userId, input.userId));
      await tx.delete(pendingLimits).where(where);
      await recordChange(tx, {
        actor,
        userId: input.userId,
        change: 'limit_lowered',
        before: { [input.limit]: kyatOrNull(current) },
        after: { [input.limit]: kyatOrNull(input.value) },
        at: now,
      });
      return 'limit_lowered';
    }
    if (actor.staff) throw fieldError('amount', 'staff_lower_only');
    const confirmableAt = new Date(now.getTime() + COOLING_MS);
    await tx
      .insert(pendingLimits)
      .values({
        userId: input.userId,
        limit: input.limit,
        value: input.value,
        requestedAt: now,
        confirmableAt,
      })
      .onConflictDoUpdate({
        target: [pendingLimits.userId, pendingLimits.limit],
        set: { value: input.value, requestedAt: now, confirmableAt },
      });
    await recordChange(tx, {
      actor,
      userId: input.userId,
      change: 'limit_raise_requested',
      before: { [input.limit]: kyatOrNull(current) },
      after: { [input.limit]: kyatOrNull(input.value), confirmable_at: confirmableAt.toISOString() },
      at: now,
    });
    return 'limit_raise_pending';
  });
}

/** The player's second word on a raise or removal, from 24 hours after asking: the new value applies now. */
export function confirmLimit(deps: AppDeps, actor: ChangeActor, userId: number, limit: PlayerLimit) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const row = await lockProtection(tx, userId, now);
    const where = and(eq(pendingLimits.userId, userId), eq(pendingLimits.limit, limit));
    const [pending] = await tx.select().from(pendingLimits).where(where);
    if (!pending) throw fieldError('limit', 'limit_nothing_pending');
    if (pending.confirmableAt > now)
      throw fieldError('limit', {
        key: 'limit_confirm_not_yet',
        values: { at: yangonText(pending.confirmableAt) },
      });
    await tx
      .update(playerProtection)
      .set({ [LIMIT_COLUMNS[limit]]: pending.value, updatedAt: now })
      .where(eq(playerProtection.userId, userId));
    await tx.delete(pendingLimits).where(where);
    await recordChange(tx, {
      actor,
      userId,
      change: 'limit_raise_confirmed',
      before: { [limit]: kyatOrNull(row[LIMIT_COLUMNS[limit]] as number | null) },
      after: { [limit]: kyatOrNull(pending.value) },
      at: now,
    });
  });
}

/** Every limit with its value, what its period has used and left, and any raise waiting. */
export async function limitStates(
  db: Executor,
  row: Protection | null,
  userId: number,
  now: Date,
): Promise<LimitState[]> {
  const [pending, deposited, lost] = await Promise.all([
    db.select().from(pendingLimits).where(eq(pendingLimits.userId, userId)),
    depositedByPeriod(db, userId, now),
    netLossByPeriod(db, userId, now),
  ]);
  return PLAYER_LIMITS.map((limit) => {
    const value = (row?.[LIMIT_COLUMNS[limit]] as number | null | undefined) ?? null;
    const [kind, period] = limit.split('_') as ['deposit' | 'loss' | 'bet', 'day' | 'week' | 'month'];
    const used = kind === 'bet' ? null : (kind === 'deposit' ? deposited : lost)[period];
    const waiting = pending.find((entry) => entry.limit === limit);
    return {
      limit,
      value: kyatOrNull(value),
      used: kyatOrNull(used),
      left: value === null || used === null ? null : toKyat(Math.max(0, value - used)),
      pending: waiting
        ? {
            value: kyatOrNull(waiting.value),
            confirmable_at: waiting.confirmableAt.toISOString(),
            confirmable: waiting.confirmableAt <= now,
          }
        : null,
    };
  });
}
