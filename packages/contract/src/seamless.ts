import { z } from 'zod';

/**
 * The GSC+ aggregator's seamless-wallet callbacks (/api/v1/api/seamless/...), as its v2.0.6 document gives them. The
 * document's examples and tables disagree on several types (amounts as numbers or strings, product codes as
 * integers or strings, lowercase actions, `Product_code`), so a field is read in either form and keys in any case;
 * every reply uses the document's types. A call is read in two steps: its envelope, then each batch item alone, so
 * one malformed item is answered with its own code and never fails the others.
 */
const text = z.union([z.string(), z.number()]).transform(String);
const requiredText = (max: number) =>
  text.pipe(z.string().trim().min(1, 'field_required').max(max, 'field_invalid'));
const optionalText = z.union([z.string(), z.number(), z.null()]).optional();
const moment = z.union([z.string(), z.number(), z.null()]).optional();

/** A decimal amount as a JSON number or a numeric text (the document shows both); parsed exactly on the server. */
const DECIMAL = /^[+-]?\d{1,15}(?:\.\d{1,12})?$/;
export const decimalAmount = z
  .union([z.number().finite(), z.string().trim()])
  .transform(String)
  .refine((value) => DECIMAL.test(value), 'field_invalid');

export const productCode = z
  .union([
    z.number().int().nonnegative(),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/),
  ])
  .transform(Number);

/** Keys in lower case: the document's own examples write `Product_code` and `Channel_code`. */
const lowerKeys = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.toLowerCase(), inner]))
    : value;

export const seamlessTransaction = z.preprocess(
  lowerKeys,
  z.looseObject({
    id: requiredText(100),
    /** The document's examples are lowercase (`bet`, `settled`); its table is uppercase. */
    action: z.string().trim().min(1, 'field_required').toUpperCase(),
    amount: decimalAmount,
    wager_code: requiredText(100),
    wager_status: optionalText,
    wager_type: optionalText,
    round_id: optionalText,
    game_code: optionalText,
    channel_code: optionalText,
    currency: z.string().nullish(),
    bet_amount: decimalAmount.nullish(),
    valid_bet_amount: decimalAmount.nullish(),
    prize_amount: decimalAmount.nullish(),
    tip_amount: decimalAmount.nullish(),
    payload: z.unknown().optional(),
    settled_at: moment,
  }),
);
export type SeamlessTransaction = z.infer<typeof seamlessTransaction>;

/** A balance item names a member and a product; a withdraw or deposit item adds its transactions. */
export const balanceItem = z.preprocess(
  lowerKeys,
  z.looseObject({ member_account: requiredText(50), product_code: productCode }),
);
export type BalanceItem = z.infer<typeof balanceItem>;

export const moveItem = z.preprocess(
  lowerKeys,
  z.looseObject({
    member_account: requiredText(50),
    product_code: productCode,
    game_type: optionalText,
    transactions: z.array(seamlessTransaction).min(1, 'field_required').max(100, 'field_invalid'),
  }),
);
export type MoveItem = z.infer<typeof moveItem>;

/** The envelope of every callback: its sign covers operator code, request time and the callback's word only. */
const signed = {
  operator_code: text,
  /** Seconds, as text in the document ("1694617425"); the sign is over the text as sent. */
  request_time: text,
  sign: z.string(),
};

export const walletCall = z.looseObject({
  ...signed,
  currency: z.string().trim().toUpperCase(),
  batch_requests: z.array(z.unknown()).max(500),
});
export type WalletCall = z.infer<typeof walletCall>;

export const walletItemReply = z.object({
  member_account: z.string(),
  product_code: z.number().int(),
  before_balance: z.number().optional(),
  balance: z.number(),
  code: z.number().int(),
  message: z.string(),
});
export type WalletItemReply = z.infer<typeof walletItemReply>;

/** The document's reply is `{ data: [...] }`; code and message say why a whole call was refused. */
export const walletReply = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.array(walletItemReply),
});
export type WalletReply = z.infer<typeof walletReply>;

/** A wager of push bet data (the document's section 3.7). */
export const pushedWager = z.preprocess(
  lowerKeys,
  z.looseObject({
    member_account: requiredText(50),
    currency: z.string().trim().toUpperCase(),
    product_code: productCode,
    wager_code: requiredText(100),
    wager_status: z.string().trim().toUpperCase(),
    wager_type: text.default('NORMAL'),
    game_code: optionalText,
    game_type: optionalText,
    round_id: optionalText,
    bet_amount: decimalAmount.default('0'),
    valid_bet_amount: decimalAmount.default('0'),
    prize_amount: decimalAmount.default('0'),
    tip_amount: decimalAmount.default('0'),
    payload: z.unknown().optional(),
    created_at: moment,
    settled_at: moment,
  }),
);
export type PushedWager = z.infer<typeof pushedWager>;

export const pushBetDataCall = z.looseObject({ ...signed, wagers: z.array(z.unknown()).max(5000) });

export const pushBetDataReply = z.object({ code: z.number().int(), message: z.string() });
