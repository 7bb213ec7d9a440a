import { z } from 'zod';
import { changePasswordRequest, confirmed, noEdgeSpace, phoneNumber } from './auth';
import { reasonText } from './cashier';
import { CONSOLE_ROLES } from './constants';

/**
 * Console API of staff accounts (admins only): operators and admins, made, re-roled, disabled and reset by two admins
 * (each change a staff request), and the one-time links through which a person sets their own password.
 */
const consolePassword = z
  .string({ message: 'field_required' })
  .min(1, 'field_required')
  .min(12, 'console_password_too_short')
  .max(128, 'text_too_long')
  .refine(noEdgeSpace, 'password_edge_space');
const consoleRole = z.enum(CONSOLE_ROLES, { message: 'field_invalid' });

export const consoleUserRow = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  /** Masked: enough to recognise, not to call. */
  phone: z.string().nullable(),
  role: z.enum(CONSOLE_ROLES),
  status: z.enum(['active', 'disabled']),
  /** Has a passkey or an authenticator. */
  second_factor: z.boolean(),
  /** From when this account's approvals count as a second person's (null: never). */
  second_person_from: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  /** Requests about this account waiting for a second admin. */
  pending_requests: z.array(z.object({ id: z.number().int(), kind: z.string() })),
});
export type ConsoleUserRow = z.infer<typeof consoleUserRow>;

/** A change of the accounts: the list as it stands (nothing changed yet) and the request a second admin approves. */
export const consoleUsersRequestReply = z.object({
  users: z.array(consoleUserRow),
  request_id: z.number().int(),
});

/** POST /api/console/operators: no password; the person sets theirs through the link sent to this phone. */
export const createConsoleUserBody = z.object({
  user_name: z
    .string({ message: 'field_required' })
    .trim()
    .min(1, 'field_required')
    .max(40, 'text_too_long')
    .regex(/^[A-Za-z0-9._-]+$/, 'field_invalid'),
  name: z.string({ message: 'name_required' }).trim().min(1, 'name_required').max(100, 'text_too_long'),
  phone: phoneNumber,
  role: consoleRole,
  reason: reasonText,
});
export type CreateConsoleUserBody = z.infer<typeof createConsoleUserBody>;

export const consoleRoleBody = z.object({ role: consoleRole, reason: reasonText });
export const consoleReasonBody = z.object({ reason: reasonText });
/** A reset: a phone may be given for an account that has none (or a new one, for a lost phone). */
export const consolePasswordResetBody = z.object({ reason: reasonText, phone: phoneNumber.optional() });

/** POST /api/console/me/password: a staff member's own change, checked like a sign-in, under the console's rules. */
export const ownPasswordBody = changePasswordRequest.safeExtend({ password: consolePassword });

/** The one-time token of a set-up link (the part after '#'): 256 bits in base64url. */
const linkToken = z
  .string({ message: 'setup_link_invalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'setup_link_invalid');

export const staffSetupCheckBody = z.object({ token: linkToken });
export const staffSetupCheckReply = z.object({
  user_name: z.string(),
  name: z.string(),
  role: z.enum(['operator', 'admin', 'agent', 'agent_staff']),
  /** A new account, or a reset approved by two admins. */
  purpose: z.enum(['setup', 'reset']),
});

export const staffSetupBody = z
  .object({
    token: linkToken,
    password: consolePassword,
    password_confirmation: z.string({ message: 'field_required' }).max(128, 'text_too_long'),
  })
  .superRefine(confirmed);

/** Signed in at once: the console's own session, or an agent's (on the player API); the second factor comes next. */
export const staffSetupReply = z.object({
  token: z.string(),
  user: z.object({
    id: z.number().int(),
    user_name: z.string(),
    name: z.string(),
    role: z.enum(['operator', 'admin', 'agent', 'agent_staff']),
  }),
  scope: z.enum(['console', 'agent']),
  /** What the session must do before anything else: enrol a factor, or prove the one it has (a password reset). */
  second_factor: z.enum(['enrol', 'verify']),
});
