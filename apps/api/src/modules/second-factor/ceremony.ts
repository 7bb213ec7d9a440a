import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Database, Executor, Transaction } from '../../db/client';
import { sessions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import { revokeSession, type Actor } from '../../platform/auth/sessions';
import { fieldError, HttpError } from '../../platform/http/errors';

/**
 * A ceremony under way in a session (a TOTP secret shown, a passkey challenge given) and the wrong answers given in
 * a row, kept on the session itself: nothing of it outlives the session, and it never reaches the sign-in lookup.
 */
type Pending = NonNullable<(typeof sessions.$inferSelect)['pendingFactor']>;

/** Who is at the keyboard, from where and when: every change is audited under their name. */
export interface FactorStep {
  actor: Actor;
  ip: string;
  now: Date;
}

/** An audit record of a change to `step`'s own factors, under their name; never a secret, code or credential. */
export function auditFactor(
  tx: Transaction,
  step: FactorStep,
  action: string,
  change: { before?: object; after?: object },
) {
  return recordAudit(tx, {
    actorId: step.actor.userId,
    actorLabel: step.actor.userName,
    action,
    targetType: 'user',
    targetId: String(step.actor.userId),
    before: change.before ?? null,
    after: change.after ?? null,
    ip: step.ip,
    at: step.now,
  });
}

/** Long enough to scan a QR code or find a security key, short enough that a forgotten one is gone. */
const CEREMONY_MINUTES = 10;
/** Wrong answers in a row that end the session: a stolen password cannot try codes for ever. */
const MOST_WRONG = 5;

const isFresh = (pending: Pending, now: Date) =>
  now.getTime() - Date.parse(pending.at) <= CEREMONY_MINUTES * 60_000;

/** The fields of a ceremony, which the next one replaces; the count of wrong answers is not one of them. */
const CEREMONY_FIELDS = sql`array['challenge', 'totpSecret', 'label', 'at']`;

/** Starts a ceremony in place of any other under way; the count of wrong answers carries on. */
export async function startCeremony(
  db: Executor,
  sessionId: number,
  ceremony: Omit<Pending, 'at' | 'wrong'>,
  now: Date,
) {
  const fresh = JSON.stringify({ ...ceremony, at: now.toISOString() });
  await db
    .update(sessions)
    .set({
      pendingFactor: sql`coalesce(${sessions.pendingFactor} - ${CEREMONY_FIELDS}, '{}') || ${fresh}::jsonb`,
    })
    .where(eq(sessions.id, sessionId));
}

/** The TOTP secret being enrolled in this session and its label, while fresh; locked until the caller's commit. */
export async function pendingTotp(db: Executor, sessionId: number, now: Date) {
  const [row] = await db
    .select({ pending: sessions.pendingFactor })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update');
  const pending = row?.pending;
  if (!pending?.totpSecret || !isFresh(pending, now)) throw new HttpError(409, 'second_factor_no_ceremony');
  return { secret: pending.totpSecret, label: pending.label ?? '' };
}

/**
 * Takes the session's passkey challenge: it answers one attempt, right or wrong, and a response cannot be replayed
 * against it. Refused when there is none, or it is stale.
 */
export async function takeChallenge(db: Database, sessionId: number, now: Date): Promise<string> {
  const pending = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ pending: sessions.pendingFactor })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    if (row?.pending?.challenge)
      await tx
        .update(sessions)
        .set({ pendingFactor: sql`${sessions.pendingFactor} - 'challenge'` })
        .where(eq(sessions.id, sessionId));
    return row?.pending;
  });
  if (!pending?.challenge || !isFresh(pending, now)) throw new HttpError(409, 'second_factor_no_ceremony');
  return pending.challenge;
}

/**
 * Marks the session's factor proven now (a sign-in's second step, a step-up, an enrolment): the ceremony is over
 * and the wrong answers are forgotten.
 */
export async function markChecked(db: Executor, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ factorCheckedAt: now, pendingFactor: null })
    .where(eq(sessions.id, sessionId));
}

/**
 * Counts a wrong answer and refuses it on `field`; the fifth in a row ends the session (audited), and the person
 * signs in again with their password.
 */
export async function refuseWrongAnswer(
  deps: AppDeps,
  step: FactorStep,
  field: string,
  key: 'second_factor_wrong' | 'passkey_failed',
): Promise<never> {
  const { now } = step;
  const counted = sql`coalesce((${sessions.pendingFactor} ->> 'wrong')::int, 0) + 1`;
  const [row] = await deps.db
    .update(sessions)
    .set({
      pendingFactor: sql`coalesce(${sessions.pendingFactor}, jsonb_build_object('at', ${now.toISOString()}::text)) || jsonb_build_object('wrong', ${counted})`,
    })
    .where(eq(sessions.id, step.actor.sessionId))
    .returning({ wrong: sql<number>`(${sessions.pendingFactor} ->> 'wrong')::int` });
  if ((row?.wrong ?? 0) < MOST_WRONG) throw fieldError(field, key);
  await inTransaction(deps.db, async (tx) => {
    await revokeSession(tx, step.actor.sessionId, now);
    await auditFactor(tx, step, 'second_factor.signed_out', { after: { wrong_answers: row?.wrong } });
  });
  throw fieldError(field, 'second_factor_signed_out');
}
