import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentChannels, userPayments, users } from '../../db/schema';
import { fieldError } from '../../platform/http/errors';

/**
 * Whose cashier a player uses: their agent's, when they have one and it has an enabled account (null: the house's).
 * An agent without an account of its own leaves its players to the house's cashier, as before agents had one.
 * Anonymous callers and agents (withdrawing their commission) use the house's.
 */
export async function cashierOwner(db: Executor, userId: number | null): Promise<number | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ agentId: users.agentId })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.role, 'player'),
        sql`exists (select 1 from ${paymentChannels} where ${paymentChannels.agentId} = ${users.agentId}
                    and ${paymentChannels.enabled})`,
      ),
    );
  return row?.agentId ?? null;
}

const ownedBy = (agentId: number | null) =>
  agentId === null ? isNull(paymentChannels.agentId) : eq(paymentChannels.agentId, agentId);

/** The enabled accounts of one cashier (an agent's, or the house's for null); every enabled one when undefined. */
export function listChannels(db: Executor, owner?: number | null) {
  return db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.enabled, true), owner === undefined ? undefined : ownedBy(owner)))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

/** The accounts a player (or an anonymous caller, null) pays into and is paid out through. */
export async function playerChannels(db: Executor, userId: number | null) {
  return listChannels(db, await cashierOwner(db, userId));
}

/**
 * An enabled channel of the player's own cashier by id, or a 422 on the field that named it: a player never pays
 * into (nor asks to be paid through) another agent's account, whose float would then move for them.
 */
export async function enabledChannel(db: Executor, userId: number, id: number, field: string) {
  const owner = await cashierOwner(db, userId);
  const [channel] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.id, id), eq(paymentChannels.enabled, true), ownedBy(owner)));
  if (!channel) throw fieldError(field, 'field_invalid');
  return channel;
}

export function listUserPayments(db: Executor, userId: number) {
  return db
    .select({
      id: userPayments.id,
      accountName: userPayments.accountName,
      accountNo: userPayments.accountNo,
      paymentType: paymentChannels.paymentType,
    })
    .from(userPayments)
    .innerJoin(paymentChannels, eq(paymentChannels.id, userPayments.channelId))
    .where(eq(userPayments.userId, userId))
    .orderBy(desc(userPayments.id));
}
