import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { bonusGrants } from '../../../db/schema';
import { postTransfer } from '../ledger/post';
import { inTransaction } from '../../../db/transaction';

/**
 * Bonus money on the ledger. The play order rule: real money first, always. Bonus money is never staked: it waits in
 * the player's `bonus` account while the player's real-money stakes on contributing games wager it (the
 * `bonus_wagering` trigger of the migrations counts them where every stake is posted), and it becomes real money
 * (bonus -> main) once, when the requirement is met. A withdrawal request before that, or the expiry, forfeits it
 * (bonus -> the house's bonus account). Nothing else moves a player's bonus account, so it can never be withdrawn.
 */
export type Grant = typeof bonusGrants.$inferSelect;

export interface GrantInput {
  userId: number;
  claimId: number;
  /** pya, > 0 */
  amount: number;
  /** The wagering requirement as a multiple of the amount. */
  multiple: number;
  expiresAt: Date;
  at: Date;
  metadata?: Record<string, unknown>;
}

/** The player's active grant, if any (at most one: a unique index says so). */
export async function activeGrant(db: Executor, userId: number): Promise<Grant | null> {
  const [row] = await db
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, 'active')));
  return row ?? null;
}

/** Grants bonus money inside the claim's transaction: house bonus -> player bonus, with the grant row. */
export async function grantBonus(tx: Executor, input: GrantInput): Promise<Grant> {
  const [grant] = await tx
    .insert(bonusGrants)
    .values({
      userId: input.userId,
      claimId: input.claimId,
      amount: input.amount,
      required: input.amount * input.multiple,
      expiresAt: input.expiresAt,
      createdAt: input.at,
    })
    .returning();
  await postTransfer(tx, {
    debit: { house: 'bonus' },
    credit: { userId: input.userId, code: 'bonus' },
    amount: input.amount,
    kind: 'bonus_grant',
    reference: `bonus:${grant!.id}:grant`,
    playerId: input.userId,
    metadata: { grant: grant!.id, ...input.metadata },
    at: input.at,
  });
  return grant!;
}

/**
 * Forfeits the player's active grant (when there is one) in the caller's transaction: the grant closes and its money
 * returns to the house. The status update takes the grant's row, so a stake converting it at the same moment and
 * this forfeit cannot both happen: whichever comes second finds it no longer active.
 */
export async function forfeitActive(
  tx: Executor,
  userId: number,
  reason: 'withdrawal' | 'expiry',
  at: Date,
  onlyExpired = false,
): Promise<Grant | null> {
  const [closed] = await tx
    .update(bonusGrants)
    .set({ status: 'forfeited', closeReason: reason, closedAt: at })
    .where(
      and(
        eq(bonusGrants.userId, userId),
        eq(bonusGrants.status, 'active'),
        onlyExpired ? lte(bonusGrants.expiresAt, at) : sql`true`,
      ),
    )
    .returning();
  if (!closed) return null;
  await postTransfer(tx, {
    debit: { userId, code: 'bonus' },
    credit: { house: 'bonus' },
    amount: closed.amount,
    kind: 'bonus_forfeit',
    reference: `bonus:${closed.id}:forfeit`,
    playerId: userId,
    metadata: { grant: closed.id, reason },
    at,
  });
  return closed;
}

/** Forfeits every grant past its expiry, each in its own transaction; returns how many. Run by a background job. */
export async function expireDueGrants(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ userId: bonusGrants.userId })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.status, 'active'), lte(bonusGrants.expiresAt, now)))
    .orderBy(asc(bonusGrants.expiresAt))
    .limit(500);
  let expired = 0;
  for (const { userId } of due) {
    const closed = await inTransaction(db, (tx) => forfeitActive(tx, userId, 'expiry', now, true));
    if (closed) expired += 1;
  }
  return expired;
}

/** Expires the player's own grant when it is due, so what the player reads is never a bonus already expired. */
export function expireOwnGrant(db: Database, userId: number, now: Date) {
  return inTransaction(db, (tx) => forfeitActive(tx, userId, 'expiry', now, true));
}
