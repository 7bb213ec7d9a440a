import { z } from 'zod';
import { ADJUSTABLE_ACCOUNTS, ROLES } from './constants';
import { recordId } from './envelope';
import { kyatBalance, signedKyatAmount } from './money';

/** Console views of players. */
export const playerSearchQuery = z.object({
  q: z.string().trim().max(100, 'text_too_long').optional(),
});

export const playerRow = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(['active', 'banned']),
  main_balance: kyatBalance,
  balance: kyatBalance,
  withdraw_hold: kyatBalance,
  created_at: z.string(),
});

export const playerIdParams = z.object({
  id: recordId,
});

export const adjustRequest = z.object({
  account: z.enum(ADJUSTABLE_ACCOUNTS, { message: 'field_invalid' }),
  amount: signedKyatAmount,
  reason: z.string({ message: 'reason_required' }).trim().min(3, 'reason_required').max(500, 'text_too_long'),
});
