import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { userPayments, users } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import { inTransaction } from '../../db/transaction';

interface PayoutAccount {
  account_name: string;
  account_number: string;
}

interface Owner {
  userId: number;
  channelId: number;
  /** Where the request came from, for the audit of a freeze. */
  address: string;
}

/** The player's account for this channel and number, with the name last given; whether it was added now. */
async function upsertPayoutAccount(tx: Transaction, owner: Owner, account: PayoutAccount, now: Date) {
  const { userId, channelId } = owner;
  const [added] = await tx
    .insert(userPayments)
    .values({
      userId,
      channelId,
      accountName: account.account_name,
      accountNo: account.account_number,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: userPayments.id });
  if (added) return { id: added.id, added: true };
  const [known] = await tx
    .update(userPayments)
    .set({ accountName: account.account_name })
    .where(
      and(
        eq(userPayments.userId, userId),
        eq(userPayments.channelId, channelId),
        eq(userPayments.accountNo, account.account_number),
      ),
    )
    .returning({ id: userPayments.id });
  return { id: known!.id, added: false };
}

/** Withdrawals pause for WITHDRAW_FREEZE_HOURS from now, in the audit chain with the account that started it. */
async function freezeWithdrawals(
  deps: AppDeps,
  tx: Transaction,
  player: { id: number; userName: string; frozenUntil: Date | null },
  step: { payoutAccountId: number; address: string; now: Date },
) {
  const frozenUntil = new Date(step.now.getTime() + deps.config.WITHDRAW_FREEZE_HOURS * 3600_000);
  await tx.update(users).set({ withdrawalsFrozenUntil: frozenUntil }).where(eq(users.id, player.id));
  await recordAudit(tx, {
    actorId: player.id,
    actorLabel: player.userName,
    action: 'player.payout_account_added',
    targetType: 'player',
    targetId: String(player.id),
    before: { withdrawals_frozen_until: player.frozenUntil?.toISOString() ?? null },
    after: { payout_account: step.payoutAccountId, withdrawals_frozen_until: frozenUntil.toISOString() },
    ip: step.address,
    at: step.now,
  });
  return frozenUntil;
}

/**
 * Remembers where a player asks to be paid, and returns that payout account with the player's withdrawal freeze as it
 * stands after it: a new account of a player who had one before starts (or lengthens) the freeze, as a password reset
 * does, so whoever took over the account cannot send its money somewhere new before the player notices. A player's
 * first payout account starts none.
 */
export function rememberPayoutAccount(deps: AppDeps, owner: Owner, account: PayoutAccount) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    // One player's payout accounts change one at a time: "had one before" holds under simultaneous requests.
    const [player] = await tx
      .select({ id: users.id, userName: users.userName, frozenUntil: users.withdrawalsFrozenUntil })
      .from(users)
      .where(eq(users.id, owner.userId))
      .for('update');
    const [earlier] = await tx
      .select({ id: userPayments.id })
      .from(userPayments)
      .where(eq(userPayments.userId, owner.userId))
      .limit(1);
    const payout = await upsertPayoutAccount(tx, owner, account, now);
    if (!payout.added || !earlier) return { id: payout.id, frozenUntil: player!.frozenUntil };
    const step = { payoutAccountId: payout.id, address: owner.address, now };
    return { id: payout.id, frozenUntil: await freezeWithdrawals(deps, tx, player!, step) };
  });
}
