import type { OperatorBalance } from '@zeya/contract/gscplus-console';
import { z } from 'zod';
import { toKyat } from '../../../platform/money/money';
import { isCurrency, unitsToPya } from './currency';
import { AggregatorError, askAggregator } from './operator-api';
import type { GscplusSettings } from './settings';

/** The document's wallet balance reply (its section 2.9). */
const walletBalance = z.looseObject({
  data: z.looseObject({
    is_credit: z.boolean().default(false),
    currencies: z.array(
      z.looseObject({
        currency: z.string().trim().toUpperCase(),
        current_balance: z.coerce.number(),
        updated_at: z.union([z.string(), z.number()]).nullish(),
      }),
    ),
  }),
});

/**
 * The operator's own balance at the aggregator per contracted currency (the only operator API timed in
 * milliseconds), each kyat currency also in kyat and marked low below the configured level.
 */
export async function operatorBalance(
  settings: GscplusSettings,
  now: Date,
): Promise<Omit<OperatorBalance, 'demo'>> {
  const reply = walletBalance.safeParse(
    await askAggregator(settings, {
      method: 'GET',
      path: '/api/operators/wallet-balance',
      word: 'getwalletcurrencies',
      now,
      timeUnit: 'ms',
    }),
  );
  if (!reply.success) throw new AggregatorError('The wallet balance reply is not the documented one');
  const currencies = reply.data.data.currencies.map((row) => {
    const pya = isCurrency(row.currency) ? unitsToPya(row.currency, row.current_balance) : null;
    const millis = Number(row.updated_at);
    return {
      currency: row.currency,
      balance: row.current_balance,
      balance_ks: pya === null ? null : toKyat(pya),
      updated_at: Number.isFinite(millis) && millis > 0 ? new Date(millis).toISOString() : null,
      low: pya !== null && pya < settings.operatorBalanceWarnBelow,
    };
  });
  return {
    is_credit: reply.data.data.is_credit,
    warn_below: toKyat(settings.operatorBalanceWarnBelow),
    low: currencies.some((row) => row.low),
    currencies,
  };
}
