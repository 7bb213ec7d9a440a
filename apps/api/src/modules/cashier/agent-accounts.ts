import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { paymentChannels } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../../platform/auth/sessions';
import { recordAudit } from '../../platform/authority/audit';
import { HttpError } from '../../platform/http/errors';

type Channel = typeof paymentChannels.$inferSelect;
interface Fields {
  payment_type: string;
  account_name: string;
  account_no: string;
}
interface Step {
  actor: Actor;
  ip: string;
}

const accountView = (row: Channel) => ({
  id: row.id,
  payment_type: row.paymentType,
  account_name: row.accountName,
  account_no: row.accountNo,
  enabled: row.enabled,
});

const auditRow = (row: Channel) => ({ ...accountView(row), agent_id: row.agentId });

/** An agent's own payment accounts, enabled or not, in the order its players see them. */
export async function agentAccounts(deps: AppDeps, agentId: number) {
  const rows = await deps.db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.agentId, agentId))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
  return rows.map(accountView);
}

/**
 * A new account of the agent's own, shown at once to its players (and only to them); its logo is the house's for the
 * same payment type, when the house has one. Audited with the agent as the one who did it.
 */
export function addAgentAccount(deps: AppDeps, agentId: number, fields: Fields, step: Step) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const [logo] = await tx
      .select({ imgUrl: paymentChannels.imgUrl })
      .from(paymentChannels)
      .where(and(isNull(paymentChannels.agentId), eq(paymentChannels.paymentType, fields.payment_type)))
      .limit(1);
    const [last] = await tx.select({ order: max(paymentChannels.sortOrder) }).from(paymentChannels);
    const [row] = await tx
      .insert(paymentChannels)
      .values({
        agentId,
        paymentType: fields.payment_type,
        accountName: fields.account_name,
        accountNo: fields.account_no,
        imgUrl: logo?.imgUrl ?? '',
        sortOrder: (last?.order ?? -1) + 1,
      })
      .returning();
    await audit(tx, step, 'payment_channel.create', row!, null, at);
    return accountView(row!);
  });
}

/** Turns one of the agent's own accounts off or on; another's (or the house's) is a 404 and changes nothing. */
export function setAgentAccountEnabled(
  deps: AppDeps,
  input: { agentId: number; id: number; enabled: boolean },
  step: Step,
) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const [row] = await tx
      .update(paymentChannels)
      .set({ enabled: input.enabled })
      .where(and(eq(paymentChannels.id, input.id), eq(paymentChannels.agentId, input.agentId)))
      .returning();
    if (!row) throw new HttpError(404, 'not_found');
    const action = input.enabled ? 'payment_channel.enable' : 'payment_channel.disable';
    await audit(tx, step, action, row, { enabled: !input.enabled }, at);
    return accountView(row);
  });
}

function audit(tx: Transaction, step: Step, action: string, row: Channel, before: object | null, at: Date) {
  return recordAudit(tx, {
    actorId: step.actor.userId,
    actorLabel: step.actor.userName,
    action,
    targetType: 'payment_channel',
    targetId: String(row.id),
    before,
    after: auditRow(row),
    ip: step.ip,
    at,
  });
}
