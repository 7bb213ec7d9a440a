import { staffRulesFields, type StaffRules, type StaffRulesFields } from '@zeya/contract/staff-requests';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { staffRules } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import type { Actor } from '../../platform/auth/sessions';
import { staffRulesOf, type StaffRules as RulesRecord } from '../../platform/authority/rules';
import { openStaffRequest, staffRequestKind } from '../../platform/authority/staff-requests';
import { toKyat, toPya } from '../../platform/money/money';
import { pendingRequestOf } from './service';

const TARGET = { type: 'staff_rules', id: '1' } as const;

const fieldsOf = (rules: RulesRecord): StaffRulesFields => ({
  deposit_above: toKyat(rules.depositAbove),
  withdrawal_above: toKyat(rules.withdrawalAbove),
  adjustment_above: toKyat(rules.adjustmentAbove),
  commission_above: toKyat(rules.commissionAbove),
  offer_above: toKyat(rules.offerAbove),
  free_credit_min_wagering: rules.freeCreditMinWagering,
  commission_max_ngr_percent: rules.commissionMaxNgrBp / 100,
  commission_max_turnover_percent: rules.commissionMaxTurnoverBp / 100,
});

const recordOf = (fields: StaffRulesFields) => ({
  depositAbove: toPya(fields.deposit_above),
  withdrawalAbove: toPya(fields.withdrawal_above),
  adjustmentAbove: toPya(fields.adjustment_above),
  commissionAbove: toPya(fields.commission_above),
  offerAbove: toPya(fields.offer_above),
  freeCreditMinWagering: fields.free_credit_min_wagering,
  commissionMaxNgrBp: Math.round(fields.commission_max_ngr_percent * 100),
  commissionMaxTurnoverBp: Math.round(fields.commission_max_turnover_percent * 100),
});

/** A change of the approval rules: two admins, one change waiting at a time. The payload is in the console's units. */
export const staffRulesChangeKind = staffRequestKind({
  kind: 'staff_rules.change',
  adminOnly: true,
  onePerTarget: true,
  payload: staffRulesFields,
  async execute(tx, _deps, payload, step) {
    const before = await staffRulesOf(tx);
    await tx
      .update(staffRules)
      .set({ ...recordOf(payload), updatedAt: step.at })
      .where(eq(staffRules.id, 1));
    await recordAudit(tx, {
      actorId: step.approver.userId,
      actorLabel: step.approver.userName,
      action: 'staff_rules.change',
      targetType: TARGET.type,
      targetId: TARGET.id,
      before: fieldsOf(before),
      after: { ...payload, request: step.requestId, requested_by: step.requestedBy },
      ip: step.ip,
      at: step.at,
    });
    return payload;
  },
});

/** The rules in force, and the change waiting for a second admin, if any. */
export async function currentStaffRules(db: Executor): Promise<StaffRules> {
  const [rules, pending] = await Promise.all([
    staffRulesOf(db),
    pendingRequestOf(db, staffRulesChangeKind.kind, TARGET.type, TARGET.id),
  ]);
  return { ...fieldsOf(rules), updated_at: rules.updatedAt.toISOString(), pending_request_id: pending };
}

/** One admin asks for new rules; nothing changes until a second admin approves. Returns the request's id. */
export function requestStaffRulesChange(
  deps: AppDeps,
  change: StaffRulesFields & { reason: string },
  step: { actor: Actor; ip: string },
) {
  const { reason, ...payload } = change;
  return inTransaction(deps.db, (tx) =>
    openStaffRequest(tx, {
      kind: staffRulesChangeKind,
      targetType: TARGET.type,
      targetId: TARGET.id,
      payload,
      reason,
      actor: step.actor,
      ip: step.ip,
      at: deps.clock.now(),
    }),
  );
}
