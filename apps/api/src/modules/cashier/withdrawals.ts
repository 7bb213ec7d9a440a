import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users, withdrawRequests } from '../../db/schema';
import { checkPassword, refuseRememberedLock } from '../../platform/auth/password-checks';
import { myanmarDateTime } from '@zeya/contract/myanmar-time';
import { forfeitActive } from '../../platform/money/bonus/grants';
import { fieldError, ValidationError } from '../../platform/http/errors';
import { AGENT_FLOAT, openAgentFloat, playerBalances } from '../../platform/money/ledger/accounts';
import { InsufficientBalance, postTransfer } from '../../platform/money/ledger/post';
import { inTransaction } from '../../db/transaction';
import { ksText, toPya } from '../../platform/money/money';
import { enabledChannel } from './channels';
import { checkRequestAmount } from './limits';
import { rememberPayoutAccount } from './payout-accounts';
import { approve, decide, noticeQueue, queueOf, type DecisionInput } from './requests';

export interface WithdrawInput {
  payment_type_id: number;
  account_name: string;
  account_number: string;
  amount: number;
  password: string;
}

/** A request's player, channel and amount, once its password and the player's withdrawal freeze allow it. */
export interface CheckedWithdrawal {
  userId: number;
  channelId: number;
  payoutAccountId: number;
  accountName: string;
  accountNumber: string;
  amount: number;
}

/**
 * Everything a withdrawal needs before money moves: an amount in range, the player's password (checked like a
 * sign-in, under the same limits), an enabled channel, the payout account remembered, and no freeze in force (a
 * password reset or a new payout account starts one).
 */
export async function checkWithdrawal(
  deps: AppDeps,
  userId: number,
  input: WithdrawInput,
  address: string,
): Promise<CheckedWithdrawal> {
  const { config } = deps;
  const amount = checkRequestAmount(config, toPya(input.amount), {
    kyat: config.WITHDRAW_MIN_KS,
    key: 'withdraw_below_minimum',
  });
  // The password first: a guesser locked out of this account from this address is refused before anything else.
  refuseRememberedLock(deps, userId, address);
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await checkPassword(deps, user, input.password, address)))
    throw fieldError('password', 'current_password_wrong');
  const channel = await enabledChannel(deps.db, userId, input.payment_type_id, 'payment_type_id');
  const payout = await rememberPayoutAccount(deps, { userId, channelId: channel.id, address }, input);
  const frozenUntil = payout.frozenUntil;
  if (frozenUntil && frozenUntil > deps.clock.now())
    throw new ValidationError(
      {},
      { key: 'withdrawals_paused', values: { until: myanmarDateTime(frozenUntil) } },
    );
  return {
    userId,
    channelId: channel.id,
    payoutAccountId: payout.id,
    accountName: input.account_name,
    accountNumber: input.account_number,
    amount,
  };
}

/**
 * A pending withdrawal of a checked request. In the same transaction the amount moves from main to the player's
 * withdraw hold, so it cannot be spent twice while the operator decides; a balance that does not cover it creates
 * nothing.
 */
export async function createWithdrawal(deps: AppDeps, checked: CheckedWithdrawal) {
  const { userId, amount } = checked;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const [row] = await tx
        .insert(withdrawRequests)
        .values({
          userId,
          channelId: checked.channelId,
          userPaymentId: checked.payoutAccountId,
          accountName: checked.accountName,
          accountNumber: checked.accountNumber,
          amount,
          createdAt: now,
        })
        .returning();
      await noticeQueue(tx, { kind: 'withdrawal', channelId: row!.channelId, arrived: true });
      await postTransfer(tx, {
        debit: { userId, code: 'main' },
        credit: { userId, code: 'withdraw_hold' },
        amount,
        kind: 'withdrawal_hold',
        reference: `withdrawal:${row!.id}:hold`,
        playerId: userId,
        at: now,
      });
      // A bonus not yet wagered is forfeited by any withdrawal request (the form says so before it is sent).
      await forfeitActive(tx, userId, 'withdrawal', now);
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
 * Approval pays the held amount out: to cash for a withdrawal through the house's account, to the agent's float for
 * one through an agent's account (the agent pays the player). When the player's withdrawals approved today with this
 * one pass the staff rule, the first approval only records who made it and a second person completes it.
 */
export function approveWithdrawal(deps: AppDeps, { agentId, ...input }: DecisionInput<string | null>) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const owner = await queueOf(tx, withdrawRequests, input.id, agentId);
    const approval = await approve(tx, withdrawRequests, { ...input, kind: 'withdrawal', at });
    if (!approval.completed) return approval;
    const decided = approval.row;
    if (owner !== null) await openAgentFloat(tx, owner, at);
    await postTransfer(tx, {
      debit: { userId: decided.userId, code: 'withdraw_hold' },
      credit: owner === null ? { house: 'cash' } : { userId: owner, code: AGENT_FLOAT },
      amount: decided.amount,
      kind: 'withdrawal',
      reference: `withdrawal:${decided.id}:approve`,
      playerId: decided.userId,
      at,
    });
    return approval;
  });
}

/** Rejection returns the held amount to the player's main balance. */
export function rejectWithdrawal(deps: AppDeps, { agentId, ...input }: DecisionInput<string>) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    await queueOf(tx, withdrawRequests, input.id, agentId);
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
