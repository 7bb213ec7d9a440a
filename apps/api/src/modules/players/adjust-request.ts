import { randomUUID } from 'node:crypto';
import { ADJUSTABLE_ACCOUNTS } from '@zeya/contract/constants';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { recordAudit } from '../../platform/authority/audit';
import { approvalTrail, staffRequestKind, type MoneyStep } from '../../platform/authority/staff-requests';
import { fieldError } from '../../platform/http/errors';
import { houseAccount, playerBalances } from '../../platform/money/ledger/accounts';
import { InsufficientBalance, postTransfer } from '../../platform/money/ledger/post';
import { toKyat } from '../../platform/money/money';

/** What an adjustment asks: money created on (amount > 0) or taken from (< 0) a player's account, in pya. */
export const adjustment = z.object({
  player_id: z.number().int().positive(),
  account: z.enum(ADJUSTABLE_ACCOUNTS),
  amount: z
    .number()
    .int()
    .refine((amount) => amount !== 0),
  reason: z.string().min(1),
});
export type Adjustment = z.infer<typeof adjustment>;

/**
 * Creates or destroys money on a player's main or game account through the house `adjustments` account, in the
 * caller's transaction, with the reason and everyone who decided it in the audit chain. A debit larger than the
 * balance is refused (422), never made negative. Returns the balances after it.
 */
export async function postAdjustment(tx: Transaction, input: Adjustment, step: MoneyStep) {
  const playerId = input.player_id;
  const before = await playerBalances(tx, playerId);
  const account = { userId: playerId, code: input.account };
  const house = await houseAccount(tx, 'adjustments', step.at);
  const credit = input.amount > 0;
  // An approved request's posting has the request's reference, so no retry or second approval can post it again.
  const reference = step.request ? `adjust:request:${step.request.requestId}` : `adjust:${randomUUID()}`;
  try {
    await postTransfer(tx, {
      debit: credit ? house : account,
      credit: credit ? account : house,
      amount: Math.abs(input.amount),
      kind: 'adjustment',
      reference,
      playerId,
      metadata: { reason: input.reason, actor_id: step.actor.userId },
      at: step.at,
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('amount', 'amount_insufficient');
    throw error;
  }
  const after = await playerBalances(tx, playerId);
  await recordAudit(tx, {
    actorId: step.actor.userId,
    actorLabel: step.actor.userName,
    action: 'player.adjust',
    targetType: 'player',
    targetId: String(playerId),
    before: { [input.account]: before[input.account] },
    after: {
      [input.account]: after[input.account],
      amount: input.amount,
      reason: input.reason,
      reference,
      ...approvalTrail(step),
    },
    ip: step.ip,
    at: step.at,
  });
  return after;
}

/**
 * An adjustment above the staff rule (what staff adjusted for the player today, in either direction, with this one):
 * a second admin approves it, and approval posts it. A debit the balance no longer covers is refused and the request
 * waits.
 */
export const playerAdjustRequest = staffRequestKind({
  kind: 'player.adjust',
  adminOnly: true,
  payload: adjustment,
  execute: async (tx, _deps, payload, step) => {
    const after = await postAdjustment(tx, payload, {
      actor: step.approver,
      ip: step.ip,
      at: step.at,
      request: step,
    });
    return { balance: toKyat(after.game), main_balance: toKyat(after.main) };
  },
});
