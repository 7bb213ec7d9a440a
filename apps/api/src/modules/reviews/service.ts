import type { DebtRow, ReviewRow } from '@zeya/contract/provider-reviews';
import { DIFFERENCE_KINDS } from '@zeya/contract/provider-reviews';
import { count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/client';
import { providerReviews, users } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import type { Actor } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/http/errors';
import { inTransaction } from '../../db/transaction';
import { toKyat } from '../../platform/money/money';
import {
  closeItem,
  lockOpenItem,
  resolveDifference,
  type OpenItem,
} from '../../platform/providers/provider-reviews';

const closer = alias(users, 'closer');
const kyat = (pya: number | null) => (pya === null ? null : toKyat(pya));
const figures = (stake: number | null, win: number | null) =>
  stake === null || win === null ? null : { stake: toKyat(stake), win: toKyat(win) };

function rowView(item: OpenItem, userName: string | null, closedBy: string | null): ReviewRow {
  const difference = (DIFFERENCE_KINDS as readonly string[]).includes(item.kind);
  return {
    id: item.id,
    provider: item.provider,
    kind: item.kind,
    subject: item.subject,
    user_id: item.userId,
    user_name: userName,
    round_code: item.roundCode,
    game_code: item.gameCode,
    product_code: item.productCode,
    ours: difference ? figures(item.oursStake, item.oursWin) : null,
    theirs: difference ? figures(item.theirsStake, item.theirsWin) : null,
    amount: difference ? null : kyat(item.theirsWin),
    details: item.details,
    status: item.status,
    detected_at: item.detectedAt.toISOString(),
    closed_at: item.closedAt?.toISOString() ?? null,
    closed_by: closedBy,
    resolution: item.resolution,
  };
}

/** Open items oldest first (the queue), or closed ones newest first (the history). */
export async function listReviews(deps: AppDeps, open: boolean, page: number, perPage: number) {
  const where = open ? eq(providerReviews.status, 'open') : ne(providerReviews.status, 'open');
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ item: providerReviews, userName: users.userName, closedBy: closer.userName })
      .from(providerReviews)
      .leftJoin(users, eq(users.id, providerReviews.userId))
      .leftJoin(closer, eq(closer.id, providerReviews.closedBy))
      .where(where)
      .orderBy(open ? providerReviews.id : desc(providerReviews.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db.select({ n: count() }).from(providerReviews).where(where),
  ]);
  return { rows: rows.map((row) => rowView(row.item, row.userName, row.closedBy)), total: total?.n ?? 0 };
}

interface Decision {
  actor: Actor;
  ip: string;
}

/** The open item under lock: 404 when there is none of that id, 409 when it was closed (by another click too). */
async function openItem(tx: Parameters<typeof lockOpenItem>[0], id: number) {
  const item = await lockOpenItem(tx, id);
  if (item) return item;
  const [exists] = await tx
    .select({ id: providerReviews.id })
    .from(providerReviews)
    .where(eq(providerReviews.id, id));
  throw new HttpError(exists ? 409 : 404, exists ? 'conflict' : 'not_found');
}

/**
 * Resolves a difference by posting it through the game wallet, with an audit record, in one transaction that holds
 * the item's lock: of any number of simultaneous clicks one posts and the others answer 409.
 */
export function resolveReview(deps: AppDeps, id: number, decision: Decision) {
  return inTransaction(deps.db, async (tx) => {
    const item = await openItem(tx, id);
    if (!(DIFFERENCE_KINDS as readonly string[]).includes(item.kind)) throw new HttpError(409, 'conflict');
    const now = deps.clock.now();
    const { reference, amount } = await resolveDifference(tx, item, decision.actor.userId, now);
    await recordAudit(tx, {
      actorId: decision.actor.userId,
      actorLabel: decision.actor.userName,
      action: 'review.resolve',
      targetType: 'provider_review',
      targetId: String(item.id),
      before: {
        ours: figures(item.oursStake, item.oursWin),
        theirs: figures(item.theirsStake, item.theirsWin),
      },
      after: { reference, amount: toKyat(amount), player: item.userId },
      ip: decision.ip,
      at: now,
    });
    return { reference: amount === 0 ? null : reference, amount: toKyat(amount) };
  });
}

/** Closes an item without moving money (a flag looked at, or a difference explained elsewhere), audited. */
export function dismissReview(deps: AppDeps, id: number, decision: Decision) {
  return inTransaction(deps.db, async (tx) => {
    const item = await openItem(tx, id);
    const now = deps.clock.now();
    await closeItem(tx, item.id, 'dismissed', decision.actor.userId, now);
    await recordAudit(tx, {
      actorId: decision.actor.userId,
      actorLabel: decision.actor.userName,
      action: 'review.dismiss',
      targetType: 'provider_review',
      targetId: String(item.id),
      before: { status: 'open', kind: item.kind },
      after: { status: 'dismissed' },
      ip: decision.ip,
      at: now,
    });
  });
}

/** Players who owe the house from providers' forced debits, largest debt first. */
export async function listDebts(deps: AppDeps): Promise<DebtRow[]> {
  const rows = await queryRows<{ user_id: number; user_name: string; owed: number }>(
    deps.db,
    sql`select u.id as user_id, u.user_name, (-a.balance)::bigint as owed
        from ledger_accounts a join users u on u.id = a.user_id
        where a.code = 'debt' and a.balance < 0 order by a.balance, u.id`,
  );
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    user_name: row.user_name,
    debt: toKyat(Number(row.owed)),
  }));
}
