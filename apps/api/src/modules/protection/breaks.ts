import { SELF_EXCLUSIONS, TIMEOUTS } from '@zeya/contract/constants';
import type { BreakRequest } from '@zeya/contract/protection';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { playerProtection } from '../../db/schema';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { fieldError, HttpError } from '../../platform/http/errors';
import { inTransaction } from '../../db/transaction';
import { exclusionOf, lockProtection } from '../../platform/protection/guard';
import { recordChange, type ChangeActor } from './history';

const REOPEN_WAIT_MS = 24 * 3600_000;

/** When a break asked for now ends: hours for a time-out, calendar months for a self-exclusion. */
function endOf(request: BreakRequest, now: Date): Date {
  if (request.kind === 'timeout') return new Date(now.getTime() + TIMEOUTS[request.length] * 3600_000);
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + SELF_EXCLUSIONS[request.length]);
  return end;
}

/**
 * A time-out or self-exclusion, at once: no bets or deposits until it ends (withdrawals stay open), and every other
 * session of the player signed out (`keepSessionId`, the one asking, stays). A break in force can only be made longer,
 * and a self-exclusion stays one: neither the player nor staff can shorten or lift it. An admin may lengthen it.
 */
export function startBreak(
  deps: AppDeps,
  actor: ChangeActor,
  input: { userId: number; request: BreakRequest; keepSessionId?: number },
) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const row = await lockProtection(tx, input.userId, now);
    const current = exclusionOf(row, now);
    if (actor.staff && !current) throw new HttpError(409, 'exclusion_none');
    const until = endOf(input.request, now);
    if (current?.until && until <= current.until) throw fieldError('length', 'exclusion_shorter');
    const selfExcluded = current?.kind === 'self_exclusion' || current?.kind === 'closed';
    const kind = selfExcluded || input.request.kind === 'self_exclusion' ? 'self_exclusion' : 'timeout';
    await tx
      .update(playerProtection)
      .set({ exclusion: kind, excludedUntil: until, reopensAt: null, updatedAt: now })
      .where(eq(playerProtection.userId, input.userId));
    const signedOut = await revokeUserSessions(tx, input.userId, now, input.keepSessionId);
    await recordChange(tx, {
      actor,
      userId: input.userId,
      change: kind,
      before: { exclusion: row.exclusion, until: row.excludedUntil?.toISOString() ?? null },
      after: { exclusion: kind, until: until.toISOString(), sessions_signed_out: signedOut },
      at: now,
    });
    return { kind, until };
  });
}

/** After a self-exclusion ends, the player asks to reopen: play opens again 24 hours later. */
export function requestReopen(deps: AppDeps, actor: ChangeActor, userId: number) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const row = await lockProtection(tx, userId, now);
    const exclusion = exclusionOf(row, now);
    if (exclusion?.kind !== 'closed') throw new HttpError(409, 'reopen_not_needed');
    if (row.reopensAt) return row.reopensAt;
    const reopensAt = new Date(now.getTime() + REOPEN_WAIT_MS);
    await tx
      .update(playerProtection)
      .set({ reopensAt, updatedAt: now })
      .where(eq(playerProtection.userId, userId));
    await recordChange(tx, {
      actor,
      userId,
      change: 'reopen_requested',
      before: { until: row.excludedUntil?.toISOString() ?? null },
      after: { reopens_at: reopensAt.toISOString() },
      at: now,
    });
    return reopensAt;
  });
}
