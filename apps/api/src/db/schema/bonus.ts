import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { users } from './users';

/** Text of a promotion in each language of the product. */
export type Texts = { mm: string; en: string; zh: string; th: string };

/**
 * How much of a stake counts towards wagering, per game type (the provider code a game posts as: `digitbet`,
 * `ZEYA`, an aggregator's code, or `twod`). A game type without a row contributes nothing.
 */
export const bonusContributions = pgTable(
  'bonus_contributions',
  {
    gameType: text('game_type').primaryKey(),
    percent: integer('percent').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [check('bonus_contributions_percent_check', sql`${t.percent} between 0 and 100`)],
);

/** A promotion with rules, created in the console; the server decides who may claim it and for how much. */
export const promotionOffers = pgTable(
  'promotion_offers',
  {
    id: id(),
    kind: text('kind', { enum: ['deposit_bonus', 'free_credit', 'cashback'] }).notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    terms: jsonb('terms').$type<Texts>().notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at'),
    /** Deposit bonus: percent of the deposit; cashback: percent of the week's net loss. */
    percent: integer('percent').notNull().default(0),
    /** Most one claim pays (pya); null is no cap. */
    cap: pya('cap'),
    minDeposit: pya('min_deposit').notNull().default(0),
    /** Free credit: the amount (pya). */
    amount: pya('amount').notNull().default(0),
    /** Free credit by code: the code a player enters; null is the credit on registration. */
    code: text('code'),
    /** How often one player may claim: once ever, or once per day, week or month (cashback: once per week). */
    recurrence: text('recurrence', { enum: ['once', 'day', 'week', 'month'] })
      .notNull()
      .default('once'),
    /** Cashback paid as real money (main) or as bonus; every other promotion pays bonus. */
    payAs: text('pay_as', { enum: ['main', 'bonus'] })
      .notNull()
      .default('bonus'),
    wageringMultiple: integer('wagering_multiple').notNull().default(1),
    expiresDays: integer('expires_days').notNull().default(7),
    /** The most its claims may pay in one Yangon day, and in all (pya): the server refuses a claim beyond either. */
    budgetDay: pya('budget_day').notNull(),
    budgetTotal: pya('budget_total').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    check('promotion_offers_kind_check', sql`${t.kind} in ('deposit_bonus', 'free_credit', 'cashback')`),
    check('promotion_offers_percent_check', sql`${t.percent} between 0 and 1000`),
    check('promotion_offers_multiple_check', sql`${t.wageringMultiple} between 0 and 100`),
    check('promotion_offers_expiry_check', sql`${t.expiresDays} between 1 and 365`),
    check('promotion_offers_amounts_check', sql`${t.amount} >= 0 and ${t.minDeposit} >= 0`),
    check('promotion_offers_budget_check', sql`${t.budgetDay} > 0 and ${t.budgetTotal} >= ${t.budgetDay}`),
  ],
);

/**
 * One claim of a promotion by a player for one period: the unique key is what makes a claim pay once however many
 * requests arrive together. `period_key` is `once`, or the start of the day/week/month claimed for.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: id(),
    promotionId: bigintRef('promotion_id')
      .notNull()
      .references(() => promotionOffers.id),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    periodKey: text('period_key').notNull(),
    /** The deposit a deposit bonus was computed from. */
    depositId: bigintRef('deposit_id'),
    amount: pya('amount').notNull(),
    payAs: text('pay_as', { enum: ['main', 'bonus'] }).notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('promotion_claims_once_idx').on(t.promotionId, t.userId, t.periodKey),
    uniqueIndex('promotion_claims_deposit_idx')
      .on(t.depositId)
      .where(sql`${t.depositId} is not null`),
    index('promotion_claims_created_idx').on(t.createdAt),
  ],
);

/**
 * Bonus money granted to a player: it sits in the player's `bonus` account and converts to `main` once the
 * contributing stakes since the grant reach `required`; it is forfeited by a withdrawal request or at expiry.
 * A player has at most one active grant (the ledger trigger adds stakes to it).
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: id(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    claimId: bigintRef('claim_id')
      .notNull()
      .references(() => promotionClaims.id),
    amount: pya('amount').notNull(),
    required: pya('required').notNull(),
    wagered: pya('wagered').notNull().default(0),
    status: text('status', { enum: ['active', 'converted', 'forfeited'] })
      .notNull()
      .default('active'),
    closeReason: text('close_reason', { enum: ['wagered', 'withdrawal', 'expiry'] }),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull(),
    closedAt: moment('closed_at'),
  },
  (t) => [
    check('bonus_grants_amount_positive', sql`${t.amount} > 0 and ${t.required} >= 0 and ${t.wagered} >= 0`),
    check('bonus_grants_status_check', sql`${t.status} in ('active', 'converted', 'forfeited')`),
    uniqueIndex('bonus_grants_claim_idx').on(t.claimId),
    uniqueIndex('bonus_grants_one_active_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('bonus_grants_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
  ],
);
