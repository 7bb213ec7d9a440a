import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintRef, id, moment, pya } from './columns';
import { users } from './users';

/**
 * An agent's commission plan: `percent_bp` (basis points, 1% = 100) of their players' net gaming revenue or
 * turnover per week or month; with `carry_forward`, a negative NGR period is set against the next ones.
 */
export const commissionPlans = pgTable(
  'commission_plans',
  {
    agentId: bigintRef('agent_id')
      .primaryKey()
      .references(() => users.id),
    basis: text('basis', { enum: ['ngr', 'turnover'] }).notNull(),
    percentBp: integer('percent_bp').notNull(),
    period: text('period', { enum: ['week', 'month'] }).notNull(),
    carryForward: boolean('carry_forward').notNull().default(true),
    updatedBy: text('updated_by').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('commission_plans_basis_check', sql`${t.basis} in ('ngr', 'turnover')`),
    check('commission_plans_period_check', sql`${t.period} in ('week', 'month')`),
    check('commission_plans_percent_check', sql`${t.percentBp} between 0 and 10000`),
  ],
);

/**
 * One agent's statement for one period, computed from the ledger: the players' turnover and NGR, the negative
 * balance carried in from earlier periods, the commission and what is carried out. Approval pays it once.
 */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: id(),
    agentId: bigintRef('agent_id')
      .notNull()
      .references(() => users.id),
    /** First and last Yangon day of the period. */
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    basis: text('basis', { enum: ['ngr', 'turnover'] }).notNull(),
    percentBp: integer('percent_bp').notNull(),
    turnover: pya('turnover').notNull(),
    ngr: pya('ngr').notNull(),
    /** A negative NGR brought in from before (<= 0). */
    carriedIn: pya('carried_in').notNull(),
    /** What is carried to the next period (<= 0). */
    carriedOut: pya('carried_out').notNull(),
    commission: pya('commission').notNull(),
    status: text('status', { enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
    /** Who computed it; a different console user approves it (no one alone pays an agent). */
    computedBy: text('computed_by').notNull(),
    /** Above the commission threshold, the first of two approvals (nothing is paid until the second). */
    firstApprovedBy: bigintRef('first_approved_by').references(() => users.id),
    firstApprovedAt: moment('first_approved_at'),
    approvedBy: text('approved_by'),
    approvedAt: moment('approved_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('commission_statements_period_idx').on(t.agentId, t.periodFrom),
    check(
      'commission_statements_amounts_check',
      sql`${t.commission} >= 0 and ${t.carriedIn} <= 0 and ${t.carriedOut} <= 0`,
    ),
    check('commission_statements_status_check', sql`${t.status} in ('pending', 'approved')`),
  ],
);
