import { z } from 'zod';
import { reasonText } from './cashier';
import { recordId } from './envelope';
import { kyatBalance } from './money';

/**
 * POST /api/console/agents/:id/commission-plan: percent of NGR or turnover per week or month, within the caps of the
 * staff rules, with the reason a second admin reads before approving it.
 */
export const commissionPlanRequest = z.object({
  basis: z.enum(['ngr', 'turnover'], { message: 'field_invalid' }),
  percent: z
    .number({ message: 'field_invalid' })
    .min(0, 'field_invalid')
    .max(100, 'field_invalid')
    .refine((value) => Number.isInteger(value * 100), 'field_invalid'),
  period: z.enum(['week', 'month'], { message: 'field_invalid' }),
  carry_forward: z.boolean({ message: 'field_invalid' }),
  reason: reasonText,
});

export const commissionPlan = z.object({
  agent_id: z.number().int(),
  basis: z.enum(['ngr', 'turnover']),
  percent: z.number(),
  period: z.enum(['week', 'month']),
  carry_forward: z.boolean(),
  updated_by: z.string(),
  updated_at: z.string(),
});

/** The reply of asking for a plan: the plan still in force, and the staff request that changes it once approved. */
export const commissionPlanChange = z.object({
  plan: commissionPlan.nullable(),
  request_id: z.number().int(),
});

export const commissionStatement = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent: z.string().nullable(),
  period_from: z.string(),
  period_to: z.string(),
  basis: z.enum(['ngr', 'turnover']),
  percent: z.number(),
  turnover: kyatBalance,
  ngr: kyatBalance,
  carried_in: kyatBalance,
  carried_out: kyatBalance,
  commission: kyatBalance,
  status: z.enum(['pending', 'approved']),
  computed_by: z.string(),
  /** Above the staff rule, the admin who gave the first of the two approvals (nothing is paid before the second). */
  first_approved_by: z.string().nullable(),
  first_approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
});
export type CommissionStatement = z.infer<typeof commissionStatement>;

export const statementIdParams = z.object({ id: recordId });
export const agentIdParams = z.object({ id: recordId });

/** GET /api/agent/commission: the agent's balance (what approved statements paid, less withdrawals) and statements. */
export const agentCommission = z.object({
  balance: kyatBalance,
  plan: commissionPlan.nullable(),
  statements: z.array(commissionStatement),
});
