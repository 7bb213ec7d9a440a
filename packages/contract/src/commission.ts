import { z } from 'zod';
import { recordId } from './envelope';
import { kyatBalance } from './money';

/** PUT-like POST /api/console/agents/:id/commission-plan: percent of NGR or turnover per week or month. */
export const commissionPlanRequest = z.object({
  basis: z.enum(['ngr', 'turnover'], { message: 'field_invalid' }),
  percent: z
    .number({ message: 'field_invalid' })
    .min(0, 'field_invalid')
    .max(100, 'field_invalid')
    .refine((value) => Number.isInteger(value * 100), 'field_invalid'),
  period: z.enum(['week', 'month'], { message: 'field_invalid' }),
  carry_forward: z.boolean({ message: 'field_invalid' }),
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
