import { z } from 'zod';
import { EXCHANGE_TYPES } from './constants';
import { kyatAmount, kyatBalance } from './money';

export const exchangeRequest = z.object({ amount: kyatAmount });

export const balances = z.object({ balance: kyatBalance, main_balance: kyatBalance });

export const exchangeLogRow = z.object({
  id: z.number().int(),
  type: z.enum(EXCHANGE_TYPES),
  amount: kyatBalance,
  created_at: z.string(),
});

export type ExchangeLogRow = z.infer<typeof exchangeLogRow>;
