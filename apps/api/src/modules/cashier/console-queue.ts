import type { QUEUE_STATUSES } from '@zeya/contract/cashier';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { yangonDayBounds } from '../../platform/runtime/clock';
import { depositRequests, paymentChannels, users, withdrawRequests } from '../../db/schema';
import { staffMoneyToday, type StaffMoneyAction } from '../../platform/authority/staff-money';
import { toKyat } from '../../platform/money/money';

const decider = alias(users, 'decider');
const firstApprover = alias(users, 'first_approver');

export interface QueueFilter {
  status?: (typeof QUEUE_STATUSES)[number] | undefined;
  date?: string | undefined;
  q?: string | undefined;
  player_id?: number | undefined;
  /** One agent's queue: the requests paid into or through that agent's accounts (house staff see every queue). */
  agent_id?: number | undefined;
  /** Where the queue's screen fetches a receipt: the console's routes, or the agent's. */
  receiptBase?: '/api/console' | '/api/agent';
  /** A page of the queue; without it, every row of the filter (the CSV export). */
  page?: { page: number; perPage: number };
}

function statusCondition(table: typeof depositRequests | typeof withdrawRequests, filter: QueueFilter) {
  if (filter.status !== 'awaiting_second') return filter.status ? eq(table.status, filter.status) : undefined;
  return and(eq(table.status, 'pending'), isNotNull(table.firstApprovedBy));
}

function conditions(
  db: Executor,
  table: typeof depositRequests | typeof withdrawRequests,
  filter: QueueFilter,
): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    statusCondition(table, filter),
    filter.player_id ? eq(table.userId, filter.player_id) : undefined,
    filter.agent_id === undefined
      ? undefined
      : inArray(
          table.channelId,
          db
            .select({ id: paymentChannels.id })
            .from(paymentChannels)
            .where(eq(paymentChannels.agentId, filter.agent_id)),
        ),
  ];
  if (filter.date) {
    const day = yangonDayBounds(filter.date);
    parts.push(gte(table.createdAt, day.from), lt(table.createdAt, day.to));
  }
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(users.userName, pattern), ilike(users.name, pattern), ilike(users.phone, pattern)));
  }
  return and(...parts);
}

type QueueRow = Pick<typeof depositRequests.$inferSelect, 'userId' | 'amount' | 'status' | 'firstApprovedBy'>;

/**
 * Which rows of a page need (or needed) a second approval: one was given, or, while waiting for its first, what staff
 * moved today for the player in this kind plus this amount is above the staff rule, as approval will count it.
 */
async function needsSecondApproval(deps: AppDeps, kind: StaffMoneyAction, rows: QueueRow[]) {
  const waiting = rows.filter((row) => row.status === 'pending' && row.firstApprovedBy === null);
  const { moved, above } = await staffMoneyToday(deps.db, {
    kind,
    playerIds: [...new Set(waiting.map((row) => row.userId))],
    at: deps.clock.now(),
  });
  return (row: QueueRow) =>
    row.firstApprovedBy !== null ||
    (row.status === 'pending' && (moved.get(row.userId) ?? 0) + row.amount > above);
}

function paginate<T extends PgSelect>(query: T, page: QueueFilter['page']) {
  return page ? query.limit(page.perPage).offset((page.page - 1) * page.perPage) : query;
}

const player = (row: { userId: number; userName: string; name: string; phone: string | null }) => ({
  id: row.userId,
  user_name: row.userName,
  name: row.name,
  phone: row.phone,
});

/** The operator's deposit queue, newest first, with the player, the channel, who approved first and who decided. */
export async function depositQueue(deps: AppDeps, filter: QueueFilter) {
  const where = conditions(deps.db, depositRequests, filter);
  const base = deps.db
    .select({
      request: depositRequests,
      userName: users.userName,
      name: users.name,
      phone: users.phone,
      channel: paymentChannels,
      decidedBy: decider.userName,
      firstApprovedBy: firstApprover.userName,
    })
    .from(depositRequests)
    .innerJoin(users, eq(users.id, depositRequests.userId))
    .innerJoin(paymentChannels, eq(paymentChannels.id, depositRequests.channelId))
    .leftJoin(decider, eq(decider.id, depositRequests.decidedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, depositRequests.firstApprovedBy));
  const [rows, [total]] = await Promise.all([
    paginate(base.where(where).orderBy(desc(depositRequests.id)).$dynamic(), filter.page),
    deps.db
      .select({ n: count() })
      .from(depositRequests)
      .innerJoin(users, eq(users.id, depositRequests.userId))
      .where(where),
  ]);
  const needsSecond = await needsSecondApproval(
    deps,
    'deposit',
    rows.map((row) => row.request),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ request, channel, ...row }) => ({
      id: request.id,
      kind: 'deposit' as const,
      player: player({ ...row, userId: request.userId }),
      amount: toKyat(request.amount),
      status: request.status,
      channel: channel.paymentType,
      account_name: channel.accountName,
      account_number: channel.accountNo,
      refrence_no: request.refrenceNo,
      receipt_url: request.receiptPath
        ? `${filter.receiptBase ?? '/api/console'}/deposits/${request.id}/receipt`
        : null,
      reason: request.reason,
      created_at: request.createdAt.toISOString(),
      decided_at: request.decidedAt?.toISOString() ?? null,
      decided_by: row.decidedBy,
      first_approved_by: row.firstApprovedBy,
      first_approved_at: request.firstApprovedAt?.toISOString() ?? null,
      needs_second_approval: needsSecond(request),
    })),
  };
}

/** The operator's withdrawal queue; those that need two people show who gave the first approval. */
export async function withdrawalQueue(deps: AppDeps, filter: QueueFilter) {
  const where = conditions(deps.db, withdrawRequests, filter);
  const [rows, [total]] = await Promise.all([
    paginate(
      deps.db
        .select({
          request: withdrawRequests,
          userName: users.userName,
          name: users.name,
          phone: users.phone,
          channel: paymentChannels.paymentType,
          decidedBy: decider.userName,
          firstApprovedBy: firstApprover.userName,
        })
        .from(withdrawRequests)
        .innerJoin(users, eq(users.id, withdrawRequests.userId))
        .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawRequests.channelId))
        .leftJoin(decider, eq(decider.id, withdrawRequests.decidedBy))
        .leftJoin(firstApprover, eq(firstApprover.id, withdrawRequests.firstApprovedBy))
        .where(where)
        .orderBy(desc(withdrawRequests.id))
        .$dynamic(),
      filter.page,
    ),
    deps.db
      .select({ n: count() })
      .from(withdrawRequests)
      .innerJoin(users, eq(users.id, withdrawRequests.userId))
      .where(where),
  ]);
  const needsSecond = await needsSecondApproval(
    deps,
    'withdrawal',
    rows.map((row) => row.request),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ request, ...row }) => ({
      id: request.id,
      kind: 'withdrawal' as const,
      player: player({ ...row, userId: request.userId }),
      amount: toKyat(request.amount),
      status: request.status,
      channel: row.channel,
      account_name: request.accountName,
      account_number: request.accountNumber,
      refrence_no: null,
      receipt_url: null,
      reason: request.reason,
      created_at: request.createdAt.toISOString(),
      decided_at: request.decidedAt?.toISOString() ?? null,
      decided_by: row.decidedBy,
      first_approved_by: row.firstApprovedBy,
      first_approved_at: request.firstApprovedAt?.toISOString() ?? null,
      needs_second_approval: needsSecond(request),
    })),
  };
}
