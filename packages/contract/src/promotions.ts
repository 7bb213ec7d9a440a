import { z } from 'zod';
import { reasonText } from './cashier';
import { LANGUAGES } from './constants';
import { recordId } from './envelope';
import { kyatAmount, kyatBalance } from './money';

/** A text's version in a language besides English: empty is allowed, players then read the English, marked. */
const translation = z.string({ message: 'field_invalid' }).trim().max(4000, 'text_too_long').default('');

/** A text in each language of the product: English (required, what the others fall back to), Burmese, Chinese, Thai. */
export const texts = z.object({
  en: z.string({ message: 'field_required' }).trim().min(1, 'field_required').max(4000, 'text_too_long'),
  mm: translation,
  zh: translation,
  th: translation,
});

export const OFFER_KINDS = ['deposit_bonus', 'free_credit', 'cashback'] as const;
export const RECURRENCES = ['once', 'day', 'week', 'month'] as const;

/** The player's bonus: the balance, and the active grant's wagering progress (kyat). */
export const bonusState = z.object({
  balance: kyatBalance,
  /** The play order rule, in the request's language. */
  rule: z.string(),
  active: z
    .object({
      id: z.number().int(),
      amount: kyatBalance,
      required: kyatBalance,
      wagered: kyatBalance,
      expires_at: z.string(),
    })
    .nullable(),
  history: z.array(
    z.object({
      id: z.number().int(),
      amount: kyatBalance,
      status: z.enum(['active', 'converted', 'forfeited']),
      close_reason: z.string().nullable(),
      created_at: z.string(),
      closed_at: z.string().nullable(),
    }),
  ),
});
export type BonusState = z.infer<typeof bonusState>;

/** An offer as a player sees it: title and terms in their language, and whether the claim button applies. */
export const playerOffer = z.object({
  id: z.number().int(),
  kind: z.enum(OFFER_KINDS),
  title: z.string(),
  terms: z.string(),
  /** The language of title and terms: the player's, or English (`fallback`) when the offer is not written in it. */
  lang: z.enum(LANGUAGES),
  fallback: z.boolean(),
  needs_code: z.boolean(),
  claimed: z.boolean(),
});
export type PlayerOffer = z.infer<typeof playerOffer>;

export const offerIdParams = z.object({ id: recordId });
export const claimRequest = z.object({
  code: z.string().trim().max(40, 'text_too_long').optional(),
});
export const claimResult = z.object({
  amount: kyatBalance,
  pay_as: z.enum(['main', 'bonus']),
  bonus: bonusState,
});
export type ClaimResult = z.infer<typeof claimResult>;

/**
 * POST /api/console/promotions: a promotion with its rules and budgets (Ks: the most its claims pay in a Yangon day,
 * and in all), created by an admin; the reason is what a second admin reads when its claims may pay more than the
 * staff rules allow.
 */
export const offerRequest = z.object({
  kind: z.enum(OFFER_KINDS, { message: 'field_invalid' }),
  title: texts,
  terms: texts,
  starts_at: z.iso.datetime({ offset: true, message: 'field_invalid' }).optional(),
  ends_at: z.iso.datetime({ offset: true, message: 'field_invalid' }).nullable().optional(),
  percent: z
    .number({ message: 'field_invalid' })
    .int('field_invalid')
    .min(0, 'field_invalid')
    .max(1000, 'field_invalid')
    .optional(),
  cap: kyatAmount.nullable().optional(),
  min_deposit: kyatAmount.nullable().optional(),
  amount: kyatAmount.nullable().optional(),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, 'field_invalid')
    .nullable()
    .optional(),
  recurrence: z.enum(RECURRENCES, { message: 'field_invalid' }).optional(),
  pay_as: z.enum(['main', 'bonus'], { message: 'field_invalid' }).optional(),
  wagering_multiple: z
    .number({ message: 'field_invalid' })
    .int('field_invalid')
    .min(0, 'field_invalid')
    .max(100, 'field_invalid')
    .optional(),
  expires_days: z
    .number({ message: 'field_invalid' })
    .int('field_invalid')
    .min(1, 'field_invalid')
    .max(365, 'field_invalid')
    .optional(),
  budget_day: kyatAmount,
  budget_total: kyatAmount,
  reason: reasonText.optional(),
});
export type OfferRequest = z.infer<typeof offerRequest>;

export const consoleOffer = z.object({
  id: z.number().int(),
  kind: z.enum(OFFER_KINDS),
  title: texts,
  terms: texts,
  active: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  percent: z.number().int(),
  cap: kyatBalance.nullable(),
  min_deposit: kyatBalance,
  amount: kyatBalance,
  code: z.string().nullable(),
  recurrence: z.enum(RECURRENCES),
  pay_as: z.enum(['main', 'bonus']),
  wagering_multiple: z.number().int(),
  expires_days: z.number().int(),
  budget_day: kyatBalance,
  budget_total: kyatBalance,
  claims: z.number().int(),
  paid: kyatBalance,
  /** What its claims paid in the current Yangon day. */
  paid_today: kyatBalance,
  /** The staff request that makes it live once a second admin approves it, while one waits. */
  awaiting_request_id: z.number().int().nullable(),
});
export type ConsoleOffer = z.infer<typeof consoleOffer>;

/** POST /api/console/promotions/:id/active: stopping is immediate; starting may need a second admin (reason). */
export const offerActiveRequest = z.object({
  active: z.boolean({ message: 'field_invalid' }),
  reason: reasonText.optional(),
});

/** The reply of creating or (de)activating an offer: it, and the request opened when a second admin must approve. */
export const offerChange = z.object({
  offer: consoleOffer,
  request_id: z.number().int().nullable(),
});

/** Wagering contribution per game type (a provider code, or `twod`): 0 to 100 percent. */
export const contributionRow = z.object({
  game_type: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_:.-]{1,60}$/, 'field_invalid'),
  percent: z
    .number({ message: 'field_invalid' })
    .int('field_invalid')
    .min(0, 'field_invalid')
    .max(100, 'field_invalid'),
});
export const contributionsRequest = z.object({ contributions: z.array(contributionRow).max(200) });

/** A game type a contribution may be set for (a catalogue provider, a product of the aggregator, our own games). */
export const contributionChoice = z.object({ code: z.string(), name: z.string() });
export type ContributionChoice = z.infer<typeof contributionChoice>;
