import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@zeya/contract/constants';
import { translate } from '@zeya/contract/messages';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { passwordResetCodes } from '../../db/schema';
import { HttpError } from '../http/errors';
import type { SmsGateway } from './sms';

/** A phone gets at most this many codes in 24 hours, whoever asks: a cap on texts sent and on guesses allowed. */
const CODES_PER_DAY = 5;
/** Wrong tries that void a code: with six digits, 5 tries of 5 codes a day leave a guesser 1 chance in 40,000. */
export const RESET_CODE_TRIES = 5;

const hashOf = (code: string) => createHash('sha256').update(code).digest();

/** The deps with the SMS gateway, or 409 password_reset_unavailable: without one, no code can reach a player. */
export function resetSms(deps: AppDeps): AppDeps & { sms: SmsGateway } {
  if (!deps.sms) throw new HttpError(409, 'password_reset_unavailable');
  return { ...deps, sms: deps.sms };
}

/** Why no code was sent now: one went out moments ago, or the phone had its codes for the day. */
export type ResetCodeHeld =
  | { key: 'reset_code_too_soon'; values: { seconds: string } }
  | { key: 'reset_code_day_limit'; values?: undefined };

export interface ResetCodeFor {
  player: { id: number; phone: string };
  /** The staff member who asked for it to be sent; null when the player asked. */
  requestedBy: number | null;
  /** The language of the text message. */
  language: Language;
}

/**
 * Makes a player's six-digit reset code and texts it to their phone, in the caller's transaction (which should hold
 * the player's row, so two requests cannot both find the phone quiet): only its SHA-256 is kept, and the code exists
 * nowhere else but in the message. Nothing is sent, and the reason is returned, within PASSWORD_RESET_RESEND_SECONDS
 * of the last code or past the day's codes. A gateway that fails throws, and the code is not kept.
 */
export async function sendResetCode(
  tx: Transaction,
  deps: AppDeps & { sms: SmsGateway },
  request: ResetCodeFor,
): Promise<ResetCodeHeld | null> {
  const now = deps.clock.now();
  const { config } = deps;
  const recent = await tx
    .select({ createdAt: passwordResetCodes.createdAt })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, request.player.id),
        gt(passwordResetCodes.createdAt, new Date(now.getTime() - 24 * 3600_000)),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt));
  const waitMs = recent.length
    ? recent[0]!.createdAt.getTime() + config.PASSWORD_RESET_RESEND_SECONDS * 1000 - now.getTime()
    : 0;
  if (waitMs > 0)
    return { key: 'reset_code_too_soon', values: { seconds: String(Math.ceil(waitMs / 1000)) } };
  if (recent.length >= CODES_PER_DAY) return { key: 'reset_code_day_limit' };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const minutes = config.PASSWORD_RESET_CODE_MINUTES;
  await tx.insert(passwordResetCodes).values({
    userId: request.player.id,
    codeHash: hashOf(code).toString('hex'),
    requestedBy: request.requestedBy,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
    createdAt: now,
  });
  await deps.sms.send(tx, {
    to: request.player.phone,
    purpose: 'reset_code',
    text: translate('sms_reset_code', request.language, { code, minutes: String(minutes) }),
    at: now,
  });
  return null;
}

/**
 * Takes a try at the player's newest code that is unused, unexpired and not yet voided by wrong tries. When it
 * matches, the code is used (every other code of the player with it) and who asked for it is returned (null: the
 * player); otherwise undefined, and the wrong try counts against the code once the caller's transaction commits. The
 * transaction should hold the player's row, so two tries of one code are one after the other.
 */
export async function useResetCode(
  tx: Transaction,
  userId: number,
  code: string,
  now: Date,
): Promise<{ requestedBy: number | null } | undefined> {
  const [newest] = await tx
    .select({
      id: passwordResetCodes.id,
      hash: passwordResetCodes.codeHash,
      requestedBy: passwordResetCodes.requestedBy,
    })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.attempts, RESET_CODE_TRIES),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
    .limit(1);
  if (!newest) return undefined;
  if (!timingSafeEqual(Buffer.from(newest.hash, 'hex'), hashOf(code))) {
    await tx
      .update(passwordResetCodes)
      .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
      .where(eq(passwordResetCodes.id, newest.id));
    return undefined;
  }
  await tx
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
  return { requestedBy: newest.requestedBy };
}
