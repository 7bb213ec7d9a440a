import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { AGENT_FLOAT_KINDS, type TransferKind } from '@zeya/contract/transfer-kinds';
import type { Executor, Transaction } from '../../db/client';
import { ledgerTransfers } from '../../db/schema';
import { kindsIn } from '../../db/kinds';
import { yangonDayBounds } from '../runtime/clock';
import { staffRulesOf, type StaffRules } from './rules';

/** The staff money actions that a second person approves above a threshold, and the ledger kinds each posts. */
const STAFF_MONEY = {
  deposit: { kinds: ['deposit'], above: 'depositAbove' },
  withdrawal: { kinds: ['withdrawal'], above: 'withdrawalAbove' },
  adjustment: { kinds: ['adjustment'], above: 'adjustmentAbove' },
  commission: { kinds: ['commission'], above: 'commissionAbove' },
  // The owner's cash-in and cash-out of an agent's float, counted for the agent: money one admin alone moves, like
  // an adjustment, so under the adjustment's threshold until the rules have one of their own.
  agent_float: { kinds: AGENT_FLOAT_KINDS, above: 'adjustmentAbove' },
} as const satisfies Record<string, { kinds: readonly TransferKind[]; above: keyof StaffRules }>;

export type StaffMoneyAction = keyof typeof STAFF_MONEY;

/** One player's staff money actions of a kind queue here, so two of them cannot each see the other's day as empty. */
const STAFF_MONEY_LOCK = 7_262_020;

/**
 * What staff moved today (the Yangon day of `at`) in this kind of action for each of these players, in pya, and the
 * rule's threshold: the queue shows which waiting requests will need a second person, by the same count.
 */
export async function staffMoneyToday(
  db: Executor,
  action: { kind: StaffMoneyAction; playerIds: readonly number[]; at: Date },
): Promise<{ moved: Map<number, number>; above: number }> {
  const { kinds, above } = STAFF_MONEY[action.kind];
  const day = yangonDayBounds(myanmarDay(action.at));
  const rows =
    action.playerIds.length === 0
      ? []
      : await db
          .select({ playerId: ledgerTransfers.playerId, total: sql<string>`sum(${ledgerTransfers.amount})` })
          .from(ledgerTransfers)
          .where(
            and(
              inArray(ledgerTransfers.playerId, [...action.playerIds]),
              sql`${ledgerTransfers.kind} in ${kindsIn(kinds)}`,
              gte(ledgerTransfers.createdAt, day.from),
              lt(ledgerTransfers.createdAt, day.to),
            ),
          )
          .groupBy(ledgerTransfers.playerId);
  const rules = await staffRulesOf(db);
  return {
    moved: new Map(rows.map((row) => [Number(row.playerId), Number(row.total)])),
    above: rules[above],
  };
}

/**
 * Whether this staff money action needs a second person: what staff already moved for this player (or agent) today
 * in this kind of action, plus this amount, above the rule's threshold. Counting the day's total, not the request,
 * means splitting an amount does not help. Takes the player's lock for the rest of the transaction.
 */
export async function needsSecondPerson(
  tx: Transaction,
  action: { kind: StaffMoneyAction; playerId: number; amount: number; at: Date },
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_MONEY_LOCK}, ${action.playerId}::int)`);
  const { moved, above } = await staffMoneyToday(tx, {
    kind: action.kind,
    playerIds: [action.playerId],
    at: action.at,
  });
  return (moved.get(action.playerId) ?? 0) + Math.abs(action.amount) > above;
}
