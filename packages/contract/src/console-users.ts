import { z } from 'zod';
import { CONSOLE_ROLES } from './constants';

/** Console API of console accounts (admins only): operators and admins, their roles, status and passwords. */
const consolePassword = z
  .string({ message: 'field_required' })
  .min(1, 'field_required')
  .min(12, 'console_password_too_short')
  .max(128, 'text_too_long');
const consoleRole = z.enum(CONSOLE_ROLES, { message: 'field_invalid' });

export const consoleUserRow = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  role: z.enum(CONSOLE_ROLES),
  status: z.enum(['active', 'disabled']),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
});
export type ConsoleUserRow = z.infer<typeof consoleUserRow>;

export const createConsoleUserBody = z.object({
  user_name: z
    .string({ message: 'field_required' })
    .trim()
    .min(1, 'field_required')
    .max(40, 'text_too_long')
    .regex(/^[A-Za-z0-9._-]+$/, 'field_invalid'),
  name: z.string({ message: 'name_required' }).trim().min(1, 'name_required').max(100, 'text_too_long'),
  password: consolePassword,
  role: consoleRole,
});
export type CreateConsoleUserBody = z.infer<typeof createConsoleUserBody>;

export const consoleRoleBody = z.object({ role: consoleRole });
export const consolePasswordBody = z.object({ password: consolePassword });
