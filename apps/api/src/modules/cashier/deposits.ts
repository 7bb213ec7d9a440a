import path from 'node:path';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { depositRequests } from '../../db/schema';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { fieldError, HttpError, ValidationError } from '../../platform/http/errors';
import { AGENT_FLOAT, floatOf, openAgentFloat } from '../../platform/money/ledger/accounts';
import { InsufficientBalance, postTransfer } from '../../platform/money/ledger/post';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { guardDeposit } from '../../platform/protection/guard';
import { ksText, toPya } from '../../platform/money/money';
import { enabledChannel } from './channels';
import { checkRequestAmount } from './limits';
import { approve, decide, noticeQueue, queueOf, type DecisionInput } from './requests';
import { RECEIPT_TYPES } from './receipts';

export interface DepositInput {
  agent_payment_type_id: number;
  amount: number;
  refrence_no: string;
  receipt?: unknown;
}

/** A deposit's amount (pya) within the minimum deposit and the maximum transaction, else a 422 on `amount`. */
export const checkDepositAmount = (config: AppDeps['config'], amount: number) =>
  checkRequestAmount(config, amount, { kyat: config.DEPOSIT_MIN_KS, key: 'deposit_below_minimum' });

/** What a deposit request asks for, checked before anything is stored: an amount in range, an enabled channel. */
export async function checkDeposit(deps: AppDeps, userId: number, input: DepositInput) {
  const amount = checkDepositAmount(deps.config, toPya(input.amount));
  const channel = await enabledChannel(deps.db, userId, input.agent_payment_type_id, 'agent_payment_type_id');
  return { amount, channelId: channel.id, refrenceNo: input.refrence_no };
}

export type CheckedDeposit = Awaited<ReturnType<typeof checkDeposit>>;

/**
 * Whether the player may ask for this deposit now: not under a time-out or self-exclusion nor past a deposit limit,
 * fewer than MAX_PENDING_DEPOSITS pending, and the receipt number not used on this channel today. The route asks
 * before the receipt picture is decoded, so a request refused anyway costs no picture work; createDeposit asks again
 * under the player's lock, where the answer holds (and the unique index has the last word on the receipt number).
 * GET /api/deposit-allowance asks it too, before the player has a channel or a receipt: the receipt is then not asked.
 */
export async function checkDepositAllowed(
  db: Executor,
  deps: Pick<AppDeps, 'config'>,
  userId: number,
  deposit: Pick<CheckedDeposit, 'amount'> & Partial<CheckedDeposit>,
  now: Date,
) {
  await guardDeposit(db, userId, deposit.amount, now);
  const [pending] = await db
    .select({ n: count() })
    .from(depositRequests)
    .where(and(eq(depositRequests.userId, userId), eq(depositRequests.status, 'pending')));
  const max = deps.config.MAX_PENDING_DEPOSITS;
  if ((pending?.n ?? 0) >= max)
    throw new ValidationError({}, { key: 'deposit_pending_limit', values: { max: String(max) } });
  if (deposit.channelId === undefined || deposit.refrenceNo === undefined) return;
  const [used] = await db
    .select({ id: depositRequests.id })
    .from(depositRequests)
    .where(
      and(
        eq(depositRequests.channelId, deposit.channelId),
        eq(depositRequests.refrenceNo, deposit.refrenceNo),
        eq(depositRequests.businessDate, myanmarDay(now)),
        ne(depositRequests.status, 'rejected'),
      ),
    )
    .limit(1);
  if (used) throw fieldError('refrence_no', 'deposit_duplicate');
}

/**
 * A pending deposit: nothing moves until an operator approves it. A player may have only so many pending at once,
 * and one receipt number counts once per channel per business day.
 */
export async function createDeposit(
  deps: AppDeps,
  userId: number,
  deposit: CheckedDeposit,
  receiptName: string | null,
) {
  try {
    return await inTransaction(deps.db, async (tx) => {
      // One player's deposits queue here, so the pending limit holds under simultaneous requests.
      await tx.execute(sql`select id from users where id = ${userId} for update`);
      const now = deps.clock.now();
      await checkDepositAllowed(tx, deps, userId, deposit, now);
      const [row] = await tx
        .insert(depositRequests)
        .values({
          userId,
          ...deposit,
          businessDate: myanmarDay(now),
          receiptPath: receiptName,
          createdAt: now,
        })
        .returning();
      await noticeQueue(tx, { kind: 'deposit', channelId: row!.channelId, arrived: true });
      return row!;
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw fieldError('refrence_no', 'deposit_duplicate');
    throw error;
  }
}

/**
 * Approval credits the player's main balance, once (the posting's reference is the request): from cash for a deposit
 * paid to the house, from the agent's float for one paid to an agent's account. A float that does not cover it
 * refuses the approval (409) and nothing changes. When the player's deposits approved today with this one pass the
 * staff rule, the first approval only records who made it and a second person completes it.
 */
export async function approveDeposit(deps: AppDeps, { agentId, ...input }: DecisionInput<string | null>) {
  try {
    return await inTransaction(deps.db, async (tx) => {
      const at = deps.clock.now();
      const owner = await queueOf(tx, depositRequests, input.id, agentId);
      const approval = await approve(tx, depositRequests, { ...input, kind: 'deposit', at });
      if (!approval.completed) return approval;
      const row = approval.row;
      if (owner !== null) await openAgentFloat(tx, owner, at);
      await postTransfer(tx, {
        debit: owner === null ? { house: 'cash' } : { userId: owner, code: AGENT_FLOAT },
        credit: { userId: row.userId, code: 'main' },
        amount: row.amount,
        kind: 'deposit',
        reference: `deposit:${row.id}:approve`,
        playerId: row.userId,
        metadata: { channel_id: row.channelId, refrence_no: row.refrenceNo, agent_id: owner },
        at,
      });
      return approval;
    });
  } catch (error) {
    if (!(error instanceof InsufficientBalance)) throw error;
    // Only an agent's float can be short (house cash has no balance to run out of); the transaction rolled back.
    const [request] = await deps.db
      .select({ amount: depositRequests.amount })
      .from(depositRequests)
      .where(eq(depositRequests.id, input.id));
    const owner = await queueOf(deps.db, depositRequests, input.id);
    throw new HttpError(409, 'agent_float_short', {
      balance: ksText(owner === null ? 0 : await floatOf(deps.db, owner)),
      amount: ksText(request?.amount ?? 0),
    });
  }
}

export function rejectDeposit(deps: AppDeps, { agentId, ...input }: DecisionInput<string>) {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    await queueOf(tx, depositRequests, input.id, agentId);
    return decide(tx, depositRequests, { ...input, kind: 'deposit', status: 'rejected', at });
  });
}

/** Where a deposit's receipt image is stored, and its type; 404 when the deposit has none. */
export async function receiptFile(deps: AppDeps, id: number) {
  const [row] = await deps.db
    .select({ receiptPath: depositRequests.receiptPath })
    .from(depositRequests)
    .where(eq(depositRequests.id, id));
  if (!row?.receiptPath) throw new HttpError(404, 'not_found');
  const name = path.basename(row.receiptPath);
  return {
    file: path.join(deps.config.receiptsDir, name),
    type: RECEIPT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream',
  };
}
