import type {
  PasskeyRegistration,
  SecondFactorRow,
  SecondFactorStatus,
  VerifyRequest,
} from '@zeya/contract/second-factor';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Executor, Transaction } from '../../db/client';
import { secondFactors, users } from '../../db/schema';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { requireFreshFactor } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/sessions';
import { fieldError, HttpError } from '../../platform/http/errors';
import {
  auditFactor,
  markChecked,
  pendingTotp,
  refuseWrongAnswer,
  startCeremony,
  takeChallenge,
  type FactorStep,
} from './ceremony';
import {
  authenticationOptions,
  registrationOptions,
  verifiedAssertion,
  verifiedRegistration,
  type RelyingParty,
  type StoredPasskey,
} from './passkeys';
import { recoveryCodesLeft, replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { newTotp, totpStep } from './totp';

type FactorRow = typeof secondFactors.$inferSelect;
type NewFactor = Omit<typeof secondFactors.$inferInsert, 'userId' | 'createdAt'>;

/** What a person sees of a factor: never its secret or credential. */
const rowView = (row: FactorRow): SecondFactorRow => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const factorsOf = (db: Executor, userId: number) =>
  db.select().from(secondFactors).where(eq(secondFactors.userId, userId)).orderBy(asc(secondFactors.id));

async function passkeysOf(db: Executor, userId: number): Promise<StoredPasskey[]> {
  const rows = await factorsOf(db, userId);
  return rows.flatMap((row) =>
    row.kind === 'passkey' && row.credentialId && row.publicKey
      ? [
          {
            credentialId: row.credentialId,
            publicKey: row.publicKey,
            counter: row.counter ?? 0,
            transports: row.transports,
          },
        ]
      : [],
  );
}

export async function factorStatus(deps: AppDeps, actor: Actor): Promise<SecondFactorStatus> {
  const [factors, left] = await Promise.all([
    factorsOf(deps.db, actor.userId),
    recoveryCodesLeft(deps.db, actor.userId),
  ]);
  return {
    required: deps.config.secondFactorRequired || actor.secondFactorRequired,
    factors: factors.map(rowView),
    recovery_codes_left: left,
    checked_at: actor.factorCheckedAt?.toISOString() ?? null,
    step_up_minutes: deps.config.STEP_UP_MINUTES,
  };
}

/**
 * Adding a factor to an account that has one needs a fresh proof of the one it has: a session taken over with the
 * password alone cannot add the thief's own authenticator.
 */
function requireFreshIfEnrolled(deps: AppDeps, actor: Actor, enrolled: boolean) {
  if (enrolled)
    requireFreshFactor(
      actor,
      { required: deps.config.secondFactorRequired, stepUpMinutes: deps.config.STEP_UP_MINUTES },
      deps.clock.now(),
    );
}

/**
 * Saves the factor `proven` gives (it runs in the transaction and may refuse). The first one also makes the
 * recovery codes, shown this once, and marks the account as having a factor; the session counts as checked now.
 */
function enrol(deps: AppDeps, step: FactorStep, proven: (tx: Transaction) => Promise<NewFactor>) {
  const { actor, now } = step;
  return inTransaction(deps.db, async (tx) => {
    const values = await proven(tx);
    const [user] = await tx
      .select({ secondFactor: users.secondFactor })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for('update');
    const [factor] = await tx
      .insert(secondFactors)
      .values({ ...values, userId: actor.userId, createdAt: now })
      .returning();
    // Read again under the lock: another session may have enrolled the first factor since this one started.
    requireFreshIfEnrolled(deps, actor, Boolean(user?.secondFactor));
    const first = !user?.secondFactor;
    const codes = first ? await replaceRecoveryCodes(tx, actor.userId, now) : null;
    if (first)
      await tx.update(users).set({ secondFactor: true, updatedAt: now }).where(eq(users.id, actor.userId));
    await markChecked(tx, actor.sessionId, now);
    await auditFactor(tx, step, 'second_factor.enrol', {
      after: { factor_id: factor!.id, kind: factor!.kind, label: factor!.label, recovery_codes_made: first },
    });
    return { factor: rowView(factor!), recovery_codes: codes };
  });
}

/** A new TOTP secret, kept on the session until a code from it confirms it was stored in an app. */
export async function startTotp(deps: AppDeps, actor: Actor, label: string) {
  requireFreshIfEnrolled(deps, actor, actor.secondFactor);
  const totp = newTotp(actor.userName);
  await startCeremony(deps.db, actor.sessionId, { totpSecret: totp.secret, label }, deps.clock.now());
  return { secret: totp.secret, otpauth_url: totp.otpauthUrl, qr_svg: totp.qrSvg };
}

/** The code confirms the app has the secret; its step is spent, so the same code cannot then sign in. */
export function confirmTotp(deps: AppDeps, step: FactorStep, code: string) {
  return enrol(deps, step, async (tx) => {
    const pending = await pendingTotp(tx, step.actor.sessionId, step.now);
    const matched = totpStep(pending.secret, code, step.now);
    if (matched === null) throw fieldError('code', 'second_factor_wrong');
    return { kind: 'totp', label: pending.label, totpSecret: pending.secret, totpLastStep: matched };
  });
}

export async function passkeyRegistrationOptions(deps: AppDeps, actor: Actor, rp: RelyingParty) {
  requireFreshIfEnrolled(deps, actor, actor.secondFactor);
  const user = { id: actor.userId, userName: actor.userName, name: actor.name };
  const options = await registrationOptions(rp, user, await passkeysOf(deps.db, actor.userId));
  await startCeremony(deps.db, actor.sessionId, { challenge: options.challenge }, deps.clock.now());
  return options;
}

export async function registerPasskey(
  deps: AppDeps,
  step: FactorStep,
  rp: RelyingParty,
  input: { response: PasskeyRegistration; label: string },
) {
  requireFreshIfEnrolled(deps, step.actor, step.actor.secondFactor);
  const challenge = await takeChallenge(deps.db, step.actor.sessionId, step.now);
  const passkey = await verifiedRegistration(rp, challenge, input.response);
  if (!passkey) throw fieldError('response', 'passkey_failed');
  try {
    return await enrol(deps, step, async () => ({ kind: 'passkey', label: input.label, ...passkey }));
  } catch (error) {
    // The credential is someone's already (the browser ignored excludeCredentials): it cannot be a second one.
    if (pgErrorCode(error) === '23505') throw fieldError('response', 'passkey_failed');
    throw error;
  }
}

/** Passkey sign-in options naming the person's own passkeys; the challenge answers one attempt. */
export async function passkeyOptions(deps: AppDeps, actor: Actor, rp: RelyingParty) {
  const passkeys = await passkeysOf(deps.db, actor.userId);
  if (passkeys.length === 0) throw new HttpError(409, 'passkey_none');
  const options = await authenticationOptions(rp, passkeys);
  await startCeremony(deps.db, actor.sessionId, { challenge: options.challenge }, deps.clock.now());
  return options;
}

/** A code of one of the person's apps, for a step none of them has used yet. */
async function proveTotp(deps: AppDeps, step: FactorStep, code: string) {
  const { actor, now } = step;
  const factors = await factorsOf(deps.db, actor.userId);
  for (const factor of factors) {
    const matched = factor.totpSecret ? totpStep(factor.totpSecret, code, now) : null;
    if (matched === null) continue;
    const proven = await inTransaction(deps.db, async (tx) => {
      // Spent here, in one statement: two requests with the same code cannot both pass.
      const spent = await tx
        .update(secondFactors)
        .set({ totpLastStep: matched, lastUsedAt: now })
        .where(
          and(
            eq(secondFactors.id, factor.id),
            or(isNull(secondFactors.totpLastStep), lt(secondFactors.totpLastStep, matched)),
          ),
        )
        .returning({ id: secondFactors.id });
      if (spent.length === 0) return false;
      await markChecked(tx, actor.sessionId, now);
      return true;
    });
    if (proven) return true;
  }
  return false;
}

function proveRecoveryCode(deps: AppDeps, step: FactorStep, code: string) {
  const { actor, now } = step;
  return inTransaction(deps.db, async (tx) => {
    if (!(await spendRecoveryCode(tx, actor.userId, code, now))) return false;
    await markChecked(tx, actor.sessionId, now);
    const left = await recoveryCodesLeft(tx, actor.userId);
    await auditFactor(tx, step, 'second_factor.recovery_used', { after: { recovery_codes_left: left } });
    return true;
  });
}

async function provePasskey(
  deps: AppDeps,
  step: FactorStep,
  rp: RelyingParty,
  response: Extract<VerifyRequest, { method: 'passkey' }>['response'],
) {
  const { actor, now } = step;
  const challenge = await takeChallenge(deps.db, actor.sessionId, now);
  const passkey = (await passkeysOf(deps.db, actor.userId)).find((key) => key.credentialId === response.id);
  const counter = passkey ? await verifiedAssertion(rp, challenge, passkey, response) : null;
  if (counter === null) return false;
  await inTransaction(deps.db, async (tx) => {
    await tx
      .update(secondFactors)
      .set({ counter, lastUsedAt: now })
      .where(and(eq(secondFactors.userId, actor.userId), eq(secondFactors.credentialId, response.id)));
    await markChecked(tx, actor.sessionId, now);
  });
  return true;
}

/**
 * The second step of a sign-in, and the step-up: the session's factor is proven now. A wrong answer is refused on
 * its field and counted (the fifth in a row ends the session).
 */
export async function verifyFactor(
  deps: AppDeps,
  step: FactorStep,
  relyingPartyOf: () => RelyingParty,
  input: VerifyRequest,
): Promise<Date> {
  const proven =
    input.method === 'passkey'
      ? await provePasskey(deps, step, relyingPartyOf(), input.response)
      : input.method === 'totp'
        ? await proveTotp(deps, step, input.code)
        : await proveRecoveryCode(deps, step, input.code);
  if (proven) return step.now;
  return input.method === 'passkey'
    ? refuseWrongAnswer(deps, step, 'response', 'passkey_failed')
    : refuseWrongAnswer(deps, step, 'code', 'second_factor_wrong');
}

/** Ten new recovery codes; the old ones stop working. */
export function renewRecoveryCodes(deps: AppDeps, step: FactorStep) {
  return inTransaction(deps.db, async (tx) => {
    const [user] = await tx
      .select({ secondFactor: users.secondFactor })
      .from(users)
      .where(eq(users.id, step.actor.userId))
      .for('update');
    if (!user?.secondFactor) throw new HttpError(409, 'second_factor_none');
    const codes = await replaceRecoveryCodes(tx, step.actor.userId, step.now);
    await auditFactor(tx, step, 'second_factor.recovery_codes', { after: { recovery_codes: codes.length } });
    return codes;
  });
}

/** Removes one of the person's factors, never the last: an account that has a factor keeps one. */
export function removeFactor(deps: AppDeps, step: FactorStep, factorId: number) {
  return inTransaction(deps.db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, step.actor.userId)).for('update');
    const factors = await factorsOf(tx, step.actor.userId);
    const factor = factors.find((row) => row.id === factorId);
    if (!factor) throw new HttpError(404, 'not_found');
    if (factors.length === 1) throw new HttpError(409, 'second_factor_last');
    await tx.delete(secondFactors).where(eq(secondFactors.id, factorId));
    await auditFactor(tx, step, 'second_factor.remove', {
      before: { factor_id: factor.id, kind: factor.kind, label: factor.label },
    });
  });
}
