import { z } from 'zod';
import { kyatBalance } from './money';
import { signInFactor } from './second-factor';

const requiredText = (max: number) =>
  z.string({ message: 'field_required' }).trim().min(1, 'field_required').max(max, 'text_too_long');

/**
 * Spaces at either end of a new password are refused, not trimmed: sign-in takes the password as typed, so a trimmed
 * one would not be the one its owner types (or their password manager fills in).
 */
export const noEdgeSpace = (value: string) => value.trim() === value;

/** A new password: the length rules every account shares (the server also refuses the guessable, by estimate). */
export const password = z
  .string({ message: 'field_required' })
  .min(1, 'field_required')
  .min(8, 'password_too_short')
  .max(128, 'text_too_long')
  .refine(noEdgeSpace, 'password_edge_space');

const MYANMAR_MOBILE = /^(?:\+?95|0)9(\d{7,9})$/;

/** Myanmar mobile numbers, written 09..., +959... or 959..., with spaces or dashes; null when not one. */
export function normalizePhone(value: string): string | null {
  const match = MYANMAR_MOBILE.exec(value.replace(/[\s-]/g, ''));
  return match ? `09${match[1]}` : null;
}

/** Stored and compared as 09.... */
export const phoneNumber = z.string({ message: 'field_required' }).transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: value.trim() ? 'phone_invalid' : 'field_required' });
  return z.NEVER;
});

/** The confirmation of a new password repeats it, else a 422 on password_confirmation. */
export function confirmed<T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.password_confirmation)
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'password_confirmation_mismatch',
    });
}

export const registerRequest = z
  .object({
    name: z.string({ message: 'name_required' }).trim().min(1, 'name_required').max(100, 'text_too_long'),
    phone: phoneNumber,
    password,
    password_confirmation: z.string({ message: 'field_required' }).max(128, 'text_too_long'),
    referral_code: z
      .string({ message: 'field_invalid' })
      .trim()
      .max(32, 'referral_code_unknown')
      .nullish()
      .transform((code) => code || undefined),
  })
  .superRefine(confirmed);

/**
 * A solved sign-in challenge: the ALTCHA payload (base64 of `{ challenge, solution }`). Needed only when a sign-in
 * is refused with `needs: 'login_challenge'`; a client that never sends it works as before while no one attacks.
 */
const altcha = z
  .string({ message: 'field_invalid' })
  .max(4096, 'field_invalid')
  .optional()
  .describe(
    'Solved challenge of GET /api/login-challenge, base64 ALTCHA payload; only when a sign-in asks for it',
  );

export const loginRequest = z.object({
  user_name: requiredText(100),
  password: z.string({ message: 'field_required' }).min(1, 'field_required').max(128, 'credentials_invalid'),
  altcha,
});

/**
 * An ALTCHA proof-of-work challenge (v2, PBKDF2/SHA-256): find the counter whose derived key starts with
 * `keyPrefix`, then send `{ challenge, solution: { counter, derivedKey } }` back unchanged, in base64. The parameters
 * are signed: every field must come back as given.
 */
export const loginChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
  }),
  signature: z.string(),
});
export type LoginChallenge = z.infer<typeof loginChallenge>;

export const changePasswordRequest = z
  .object({
    current_password: z
      .string({ message: 'field_required' })
      .min(1, 'field_required')
      .max(128, 'text_too_long'),
    password,
    password_confirmation: z.string({ message: 'field_required' }).max(128, 'text_too_long'),
  })
  .superRefine(confirmed);

export const userProfile = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  member_account: z.string(),
  balance: kyatBalance.describe('Game balance, kyat'),
  main_balance: kyatBalance.describe('Main balance, kyat'),
  /** True after a reset: the one-time code signed in, and nothing but choosing a new password is open until then. */
  must_change_password: z.boolean().optional(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const sessionReply = z.object({ token: z.string(), user: userProfile });

export const consoleLoginRequest = z.object({
  user_name: requiredText(100),
  password: z.string({ message: 'field_required' }).min(1, 'field_required').max(128, 'credentials_invalid'),
  altcha,
});

export const consoleUser = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  role: z.enum(['operator', 'admin']),
});

/** A console sign-in: the session, and what it must still prove before it opens more than its factor's steps. */
export const consoleSessionReply = z.object({ token: z.string(), user: consoleUser, ...signInFactor.shape });
