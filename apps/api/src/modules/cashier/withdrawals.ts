import { and, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { userPayments, users, withdrawRequests } from '../../db/schema';
import type { Actor } from '../../platform/auth/sessions';
import { fieldError, HttpError } from '../../platform/errors';
import { houseAccount, playerBalances } from '../../platform/ledger/accounts';
import { InsufficientBalance, postTransfer } from '../../platform/ledger/post';
import { inTransaction } from '../../platform/ledger/transaction';
import { ksText, toPya } from '../../platform/money';
import { enabledChannel } from './channels';
import { checkRequestAmount } from './limits';
import { auditDecision, decide } from './requests';

export interface WithdrawInput {
  payment_type_id: number;
  account_name: string;
  account_number: string;
  amount: number;
  password: string;
}

/**
 * A pending withdrawal, after the player's password. In the same transaction the amount moves from main to the
 * player's withdraw hold, so it cannot be spent twice while the operator decides; a balance that does not cover it
 * creates nothing.
 */
export async function createWithdrawal(deps: AppDeps, userId: number, input: WithdrawInput) {
  const { config } = deps;
  const amount = checkRequestAmount(config, toPya(input.amount), {
    kyat: config.WITHDRAW_MIN_KS,
    key: 'withdraw_below_minimum',
  });
  const channel = await enabledChannel(deps.db, input.payment_type_id, 'payment_type_id');
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await deps.hasher.verify(user.passwordHash, input.password)))
    throw fieldError('password', 'current_password_wrong');
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const [payment] = await tx
        .insert(userPayments)
        .values({
          userId,
          channelId: channel.id,
          accountName: input.account_name,
          accountNo: input.account_number,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [userPayments.userId, userPayments.channelId, userPayments.accountNo],
          set: { accountName: input.account_name },
        })
        .returning({ id: userPayments.id });
      const [row] = await tx
        .insert(withdrawRequests)
        .values({
          userId,
          channelId: channel.id,
          userPaymentId: payment!.id,
          accountName: input.account_name,
          accountNumber: input.account_number,
          amount,
          createdAt: now,
        })
        .returning();
      await postTransfer(tx, {
        debit: { userId, code: 'main' },
        credit: { userId, code: 'withdraw_hold' },
        amount,
        kind: 'withdrawal_hold',
        reference: `withdrawal:${row!.id}:hold`,
        playerId: userId,
        at: now,
      });
      return row!;
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) {
      const { main } = await playerBalances(deps.db, userId);
      throw fieldError('amount', { key: 'withdraw_insufficient', values: { balance: ksText(main) } });
    }
    throw error;
  }
}

/**
 * Approval pays the held amount out to cash. Above the configured amount the first approval only records who made
 * it; a second, different operator completes it.
 */
export function approveWithdrawal(
  deps: AppDeps,
  input: { id: number; actor: Actor; ip: string; reason: string | null },
) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const [row] = await tx.select().from(withdrawRequests).where(eq(withdrawRequests.id, input.id));
    if (!row) throw new HttpError(404, 'not_found');
    const needsTwo = row.amount > toPya(deps.config.WITHDRAW_SECOND_APPROVAL_ABOVE_KS);
    if (needsTwo && row.status === 'pending') {
      if (row.firstApprovedBy === input.actor.userId) throw new HttpError(409, 'second_approver_required');
      if (row.firstApprovedBy === null) {
        const [first] = await tx
          .update(withdrawRequests)
          .set({ firstApprovedBy: input.actor.userId, firstApprovedAt: at })
          .where(
            and(
              eq(withdrawRequests.id, row.id),
              eq(withdrawRequests.status, 'pending'),
              isNull(withdrawRequests.firstApprovedBy),
            ),
          )
          .returning();
        if (!first) throw new HttpError(409, 'already_decided');
        await auditDecision(tx, {
          ...input,
          at,
          action: 'withdrawal.first_approval',
          kind: 'withdrawal',
          after: { first_approved_by: input.actor.userName, reason: input.reason },
        });
        return { row: first, completed: false };
      }
    }
    const decided = await decide(tx, withdrawRequests, {
      ...input,
      kind: 'withdrawal',
      status: 'approved',
      at,
    });
    await postTransfer(tx, {
      debit: { userId: decided.userId, code: 'withdraw_hold' },
      credit: await houseAccount(tx, 'cash', at),
      amount: decided.amount,
      kind: 'withdrawal',
      reference: `withdrawal:${decided.id}:approve`,
      playerId: decided.userId,
      at,
    });
    return { row: decided, completed: true };
  });
}

/** Rejection returns the held amount to the player's main balance. */
export function rejectWithdrawal(
  deps: AppDeps,
  input: { id: number; actor: Actor; ip: string; reason: string },
) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const row = await decide(tx, withdrawRequests, { ...input, kind: 'withdrawal', status: 'rejected', at });
    await postTransfer(tx, {
      debit: { userId: row.userId, code: 'withdraw_hold' },
      credit: { userId: row.userId, code: 'main' },
      amount: row.amount,
      kind: 'withdrawal_return',
      reference: `withdrawal:${row.id}:reject`,
      playerId: row.userId,
      at,
    });
    return row;
  });
}

/** The largest withdrawals approved between two instants, with who made them. */
export function largestApprovedWithdrawals(deps: AppDeps, bounds: { from: Date; to: Date }, limit: number) {
  return deps.db
    .select({ amount: withdrawRequests.amount, phone: users.phone, userName: users.userName })
    .from(withdrawRequests)
    .innerJoin(users, eq(users.id, withdrawRequests.userId))
    .where(
      and(
        eq(withdrawRequests.status, 'approved'),
        gte(withdrawRequests.decidedAt, bounds.from),
        lt(withdrawRequests.decidedAt, bounds.to),
      ),
    )
    .orderBy(desc(withdrawRequests.amount), withdrawRequests.id)
    .limit(limit);
}
