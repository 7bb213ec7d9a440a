import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PlayerBreakFilter } from '@zeya/contract/constants';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../platform/auth/sessions';
import { needsSecondPerson } from '../../platform/authority/staff-money';
import { openStaffRequest } from '../../platform/authority/staff-requests';
import { HttpError } from '../../platform/http/errors';
import { playerBalances } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';
import { onBreakCondition } from '../../platform/protection/break-filter';
import { exclusionOf } from '../../platform/protection/guard';
import { inTransaction } from '../../db/transaction';
import { playerAdjustRequest, postAdjustment, type Adjustment } from './adjust-request';

export interface PlayerFilter {
  q?: string | undefined;
  /** Only the players an agent brought. */
  agentId?: number | undefined;
  /** Only the players on this kind of break now. */
  onBreak?: PlayerBreakFilter | undefined;
}

function searchCondition({ q, agentId, onBreak }: PlayerFilter, now: Date): SQL | undefined {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(users.role, 'player'),
    agentId === undefined ? undefined : eq(users.agentId, agentId),
    onBreak === undefined ? undefined : onBreakCondition(onBreak, now),
    pattern
      ? or(ilike(users.userName, pattern), ilike(users.name, pattern), ilike(users.phone, pattern))
      : undefined,
  );
}

interface PlayerListRow {
  id: number;
  user_name: string;
  name: string;
  phone: string | null;
  role: 'player';
  status: 'active' | 'banned';
  created_at: Date;
  main: number;
  game: number;
  withdraw_hold: number;
  debt: number;
  exclusion: 'timeout' | 'self_exclusion' | null;
  excluded_until: Date | string | null;
  reopens_at: Date | string | null;
}

const dateOrNull = (at: Date | string | null) => (at === null ? null : new Date(at));

/** Players matching a user name, name or phone fragment (and an agent), newest first, with their balances in pya. */
export async function searchPlayers(deps: AppDeps, filter: PlayerFilter, page: number, perPage: number) {
  const now = deps.clock.now();
  const where = searchCondition(filter, now);
  const [rows, [total]] = await Promise.all([
    queryRows<PlayerListRow>(
      deps.db,
      sql`select users.id, users.user_name, users.name, users.phone, users.role, users.status, users.created_at,
            coalesce(sum(a.balance) filter (where a.code = 'main'), 0)::bigint as main,
            coalesce(sum(a.balance) filter (where a.code = 'game'), 0)::bigint as game,
            coalesce(sum(a.balance) filter (where a.code = 'withdraw_hold'), 0)::bigint as withdraw_hold,
            coalesce(-sum(a.balance) filter (where a.code = 'debt'), 0)::bigint as debt,
            p.exclusion, p.excluded_until, p.reopens_at
          from users left join ledger_accounts a on a.user_id = users.id
            left join player_protection p on p.user_id = users.id
          where ${where}
          group by users.id, p.user_id order by users.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map((row) => withBreak(row, now)), total: total?.n ?? 0 };
}

/** The break in force when the list was read (exclusionOf's rule), in place of its three columns. */
function withBreak({ exclusion, excluded_until, reopens_at, ...row }: PlayerListRow, now: Date) {
  const found = exclusionOf(
    { exclusion, excludedUntil: dateOrNull(excluded_until), reopensAt: dateOrNull(reopens_at) },
    now,
  );
  return { ...row, on_break: found && { kind: found.kind, until: found.until?.toISOString() ?? null } };
}

/** A player of the search as the console shows it: balances in kyat, and any break in force. */
export function playerRowView({
  main,
  game,
  withdraw_hold,
  debt,
  created_at,
  ...player
}: ReturnType<typeof withBreak>) {
  return {
    ...player,
    main_balance: toKyat(main),
    balance: toKyat(game),
    withdraw_hold: toKyat(withdraw_hold),
    debt: toKyat(Number(debt)),
    created_at: new Date(created_at).toISOString(),
  };
}

/**
 * An admin's adjustment of a player's main or game account. When what staff adjusted for the player today, in either
 * direction, with this one is above the staff rule, it becomes a request a second admin approves and nothing moves
 * yet (`requestId`); otherwise it is posted at once. Either way the balances are those after the call.
 */
export async function adjustBalance(
  deps: AppDeps,
  input: Omit<Adjustment, 'player_id'> & { actor: Actor; playerId: number; ip: string },
) {
  const [player] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.playerId), eq(users.role, 'player')));
  if (!player) throw new HttpError(404, 'not_found');
  const adjustment = {
    player_id: player.id,
    account: input.account,
    amount: input.amount,
    reason: input.reason,
  };
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const step = { actor: input.actor, ip: input.ip, at };
    if (!(await needsSecondPerson(tx, { kind: 'adjustment', playerId: player.id, amount: input.amount, at })))
      return { balances: await postAdjustment(tx, adjustment, step), requestId: null };
    const requestId = await openStaffRequest(tx, {
      kind: playerAdjustRequest,
      targetType: 'player',
      targetId: player.id,
      amount: input.amount,
      payload: adjustment,
      reason: input.reason,
      ...step,
    });
    return { balances: await playerBalances(tx, player.id), requestId };
  });
}
