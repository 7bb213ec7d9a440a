import { z } from 'zod';
import { kyatBalance } from './money';
import { signInFactor } from './second-factor';

const requiredText = (max: number) =>
  z.string({ message: 'field_required' }).trim().min(1, 'field_required').max(max, 'text_too_long');

/** A new password: the length rules every account shares (the server also refuses the most guessable). */
export const password = z
  .string({ message: 'field_required' })
  .min(1, 'field_required')
  .min(8, 'password_too_short')
  .max(128, 'text_too_long');

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

export const loginRequest = z.object({
  user_name: requiredText(100),
  password: z.string({ message: 'field_required' }).min(1, 'field_required').max(128, 'credentials_invalid'),
});

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
});

export const consoleUser = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  role: z.enum(['operator', 'admin']),
});

/** A console sign-in: the session, and what it must still prove before it opens more than its factor's steps. */
export const consoleSessionReply = z.object({ token: z.string(), user: consoleUser, ...signInFactor.shape });
