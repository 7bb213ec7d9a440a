import { decimalAmount, productCode } from '@zeya/contract/seamless';
import { z } from 'zod';
import { AggregatorError, askAggregator, callAggregator } from './operator-api';
import type { GscplusSettings } from './settings';

/** The longest range the wager list answers (5 minutes since v2.0.5) and its largest page. */
export const WAGER_WINDOW_MS = 5 * 60_000;
const PAGE_SIZE = 5000;

const text = z.union([z.string(), z.number()]).transform(String);

/**
 * A wager of the wager list. The document spells it two ways (its example: `code`, `provider_product_oid`; its
 * appendix: `wager_code`, `product_code`), so both are read.
 */
const listedWager = z
  .looseObject({
    code: text.optional(),
    wager_code: text.optional(),
    member_account: text,
    currency: z.string().trim().toUpperCase(),
    product_code: productCode.optional(),
    provider_product_oid: productCode.optional(),
    game_code: z.union([z.string(), z.number(), z.null()]).optional(),
    wager_type: text.optional(),
    status: z.string().trim().toUpperCase(),
    bet_amount: decimalAmount.default('0'),
    prize_amount: decimalAmount.default('0'),
    settled_at: z.coerce.number().default(0),
    payload: z.unknown().optional(),
  })
  .refine((wager) => (wager.wager_code ?? wager.code) !== undefined, 'wager code')
  .transform((wager) => ({
    code: (wager.wager_code ?? wager.code)!,
    memberAccount: wager.member_account,
    currency: wager.currency,
    productCode: wager.product_code ?? wager.provider_product_oid ?? null,
    gameCode: wager.game_code === null || wager.game_code === undefined ? null : String(wager.game_code),
    wagerType: (wager.wager_type ?? 'NORMAL').toUpperCase(),
    status: wager.status,
    betAmount: wager.bet_amount,
    prizeAmount: wager.prize_amount,
    settledAt: wager.settled_at,
    payload: wager.payload,
  }));
export type ListedWager = z.infer<typeof listedWager>;

const wagerPage = z.looseObject({
  wagers: z.array(z.unknown()),
  pagination: z.looseObject({ total: z.coerce.number().int() }).optional(),
});

/** Every wager settled in [start, end] (at most five minutes), page by page; unreadable ones are counted apart. */
export async function wagersSettledIn(settings: GscplusSettings, start: Date, end: Date, now: Date) {
  if (end.getTime() - start.getTime() > WAGER_WINDOW_MS)
    throw new Error('A wager list window is at most 5 minutes');
  const wagers: ListedWager[] = [];
  let unreadable = 0;
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const reply = wagerPage.safeParse(
      await askAggregator(settings, {
        method: 'GET',
        path: '/api/operators/wagers',
        word: 'getwagers',
        params: { start: start.getTime(), end: end.getTime(), offset, size: PAGE_SIZE },
        now,
      }),
    );
    if (!reply.success) throw new AggregatorError('The wager list reply has no wagers');
    for (const raw of reply.data.wagers) {
      const parsed = listedWager.safeParse(raw);
      if (parsed.success) wagers.push(parsed.data);
      else unreadable += 1;
    }
    const total = reply.data.pagination?.total ?? 0;
    if (reply.data.wagers.length < PAGE_SIZE || offset + PAGE_SIZE >= total) return { wagers, unreadable };
  }
}

/** One wager by its code (the document's section 2.3); null when the aggregator answers none. */
export async function wagerByCode(settings: GscplusSettings, code: string, now: Date) {
  const reply = await callAggregator(settings, {
    method: 'GET',
    path: `/api/operators/wagers/${encodeURIComponent(code)}`,
    word: 'getwager',
    now,
  });
  const wager = listedWager.safeParse((reply as { wager?: unknown } | null)?.wager);
  return wager.success ? wager.data : null;
}
