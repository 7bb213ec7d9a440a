import { z } from 'zod';

/**
 * The GSC+ aggregator's seamless-wallet webhooks (/api/v1/api/seamless/...). Codes and amounts arrive as strings or
 * numbers depending on the product, so both are read as text; amounts are parsed exactly on the server. Unknown
 * fields are kept: the aggregator adds fields without notice.
 */
const text = z.union([z.string(), z.number()]).transform(String);
const requiredText = text.pipe(z.string().trim().min(1, 'field_required').max(200, 'field_invalid'));
const optionalText = z.union([z.string(), z.number(), z.null()]).optional();
const moment = z.union([z.string(), z.number(), z.null()]).optional();

export const seamlessTransaction = z.looseObject({
  id: requiredText,
  action: z.string().trim().toUpperCase(),
  amount: text,
  wager_code: requiredText,
  wager_status: optionalText,
  round_id: optionalText,
  game_code: optionalText,
  bet_amount: optionalText,
  prize_amount: optionalText,
  created_at: moment,
  settled_at: moment,
});
export type SeamlessTransaction = z.infer<typeof seamlessTransaction>;

export const seamlessItem = z.looseObject({
  member_account: requiredText,
  product_code: requiredText,
  game_type: optionalText,
  transactions: z.array(seamlessTransaction).max(100).default([]),
});
export type SeamlessItem = z.infer<typeof seamlessItem>;

const signedRequest = {
  operator_code: z.string(),
  request_time: z.coerce.number().int().nonnegative(),
  sign: z.string(),
};

export const seamlessRequest = z.looseObject({
  ...signedRequest,
  currency: z.string(),
  batch_requests: z.array(seamlessItem).min(1).max(500),
});
export type SeamlessRequest = z.infer<typeof seamlessRequest>;

export const seamlessItemReply = z.object({
  member_account: z.string(),
  product_code: z.string(),
  before_balance: z.number().optional(),
  balance: z.number(),
  code: z.number().int(),
  message: z.string(),
});
export type SeamlessItemReply = z.infer<typeof seamlessItemReply>;

export const seamlessReply = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.array(seamlessItemReply),
});

export const wagerReport = z.looseObject({
  member_account: requiredText,
  currency: z.string(),
  product_code: requiredText,
  game_code: text.default(''),
  game_type: text.default(''),
  wager_code: requiredText,
  wager_type: text.default(''),
  wager_status: text.default(''),
  bet_amount: text.default('0'),
  valid_bet_amount: text.default('0'),
  prize_amount: text.default('0'),
  tip_amount: text.default('0'),
  created_at: moment,
  settled_at: moment,
});
export type WagerReport = z.infer<typeof wagerReport>;

export const pushBetDataRequest = z.looseObject({ ...signedRequest, wagers: z.array(wagerReport).max(1000) });
export type PushBetDataRequest = z.infer<typeof pushBetDataRequest>;

export const pushBetDataReply = z.object({ code: z.number().int(), message: z.string() });
