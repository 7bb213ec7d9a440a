import { randomUUID } from 'node:crypto';
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth/sessions';
import { HttpError, fieldError } from '../../platform/errors';
import { houseAccount, playerBalances } from '../../platform/ledger/accounts';
import { InsufficientBalance, postTransfer } from '../../platform/ledger/post';
import { toKyat } from '../../platform/money';
import { inTransaction } from '../../db/transaction';

export interface PlayerFilter {
  q?: string | undefined;
  /** Only the players an agent brought. */
  agentId?: number | undefined;
}

function searchCondition({ q, agentId }: PlayerFilter): SQL | undefined {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(users.role, 'player'),
    agentId === undefined ? undefined : eq(users.agentId, agentId),
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
}

/** Players matching a user name, name or phone fragment (and an agent), newest first, with their balances in pya. */
export async function searchPlayers(deps: AppDeps, filter: PlayerFilter, page: number, perPage: number) {
  const where = searchCondition(filter);
  const [rows, [total]] = await Promise.all([
    queryRows<PlayerListRow>(
      deps.db,
      sql`select users.id, users.user_name, users.name, users.phone, users.role, users.status, users.created_at,
            coalesce(sum(a.balance) filter (where a.code = 'main'), 0)::bigint as main,
            coalesce(sum(a.balance) filter (where a.code = 'game'), 0)::bigint as game,
            coalesce(sum(a.balance) filter (where a.code = 'withdraw_hold'), 0)::bigint as withdraw_hold,
            coalesce(-sum(a.balance) filter (where a.code = 'debt'), 0)::bigint as debt
          from users left join ledger_accounts a on a.user_id = users.id
          where ${where}
          group by users.id order by users.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A player of the search as the console shows it: balances in kyat. */
export function playerRowView({ main, game, withdraw_hold, debt, created_at, ...player }: PlayerListRow) {
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
 * Creates or destroys money on a player's main or game account through the house `adjustments` account, with the
 * operator's reason in the audit chain. A debit larger than the balance is refused, never made negative.
 */
export async function adjustBalance(
  deps: AppDeps,
  input: {
    actor: Actor;
    playerId: number;
    account: 'main' | 'game';
    amount: number;
    reason: string;
    ip: string;
  },
) {
  const [player] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.playerId), eq(users.role, 'player')));
  if (!player) throw new HttpError(404, 'not_found');
  const reference = `adjust:${randomUUID()}`;
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const before = await playerBalances(tx, player.id);
      const account = { userId: player.id, code: input.account };
      const house = await houseAccount(tx, 'adjustments', now);
      const credit = input.amount > 0;
      await postTransfer(tx, {
        debit: credit ? house : account,
        credit: credit ? account : house,
        amount: Math.abs(input.amount),
        kind: 'adjustment',
        reference,
        playerId: player.id,
        metadata: { reason: input.reason, actor_id: input.actor.userId },
        at: now,
      });
      const after = await playerBalances(tx, player.id);
      await recordAudit(tx, {
        actorId: input.actor.userId,
        actorLabel: input.actor.userName,
        action: 'player.adjust',
        targetType: 'player',
        targetId: String(player.id),
        before: { [input.account]: before[input.account] },
        after: {
          [input.account]: after[input.account],
          amount: input.amount,
          reason: input.reason,
          reference,
        },
        ip: input.ip,
        at: now,
      });
      return after;
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) throw fieldError('amount', 'amount_insufficient');
    throw error;
  }
}
