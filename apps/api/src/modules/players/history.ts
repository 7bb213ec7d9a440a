import type { TransferKind } from '@zeya/contract/transfer-kinds';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/client';
import { gameRounds, sessions, twodDraws, twodSlips, users } from '../../db/schema';
import { HttpError } from '../../platform/http/errors';
import { gameDebt } from '../../platform/money/game-wallet';
import { playerBalances } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';

export interface PageRequest {
  page: number;
  perPage: number;
}

const agent = alias(users, 'agent');
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A player by id with their agent and balances; 404 for anyone who is not a player. */
export async function playerDetail(deps: AppDeps, id: number) {
  const [row] = await deps.db
    .select({ player: users, agentId: agent.id, agentUserName: agent.userName, agentName: agent.name })
    .from(users)
    .leftJoin(agent, eq(agent.id, users.agentId))
    .where(and(eq(users.id, id), eq(users.role, 'player')));
  if (!row) throw new HttpError(404, 'not_found');
  const balances = await playerBalances(deps.db, id);
  const debt = await gameDebt(deps.db, id);
  const { player } = row;
  return {
    id: player.id,
    user_name: player.userName,
    name: player.name,
    phone: player.phone,
    role: player.role,
    status: player.status,
    main_balance: toKyat(balances.main),
    balance: toKyat(balances.game),
    withdraw_hold: toKyat(balances.withdraw_hold),
    debt: toKyat(debt),
    created_at: player.createdAt.toISOString(),
    agent:
      row.agentId === null ? null : { id: row.agentId, user_name: row.agentUserName!, name: row.agentName! },
  };
}

/** The player must exist (as a player) before any list about them is read: another id is a 404, not an empty list. */
export async function requirePlayer(deps: AppDeps, id: number) {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'player')));
  if (!row) throw new HttpError(404, 'not_found');
}

interface LedgerRow {
  id: number;
  kind: TransferKind;
  reference: string;
  created_at: Date | string;
  main: number;
  game: number;
  withdraw_hold: number;
  main_after: number;
  game_after: number;
  withdraw_hold_after: number;
}

/**
 * The player's transfers, newest first, each with the signed change of their main, game and hold accounts and the
 * balances right after it. Balances are the running sums of the changes: the ledger's invariant (a balance is the net
 * of its transfers) makes that exact without storing a balance per row.
 */
export async function ledgerHistory(deps: AppDeps, playerId: number, page: PageRequest) {
  const [rows, total] = await Promise.all([
    queryRows<LedgerRow>(
      deps.db,
      sql`with mine as (select id, code from ledger_accounts where user_id = ${playerId}),
          moves as (
            select t.id, t.kind, t.reference, t.created_at,
              ${delta('main')} as main, ${delta('game')} as game, ${delta('withdraw_hold')} as withdraw_hold
            from ledger_transfers t join mine a on a.id in (t.debit_account_id, t.credit_account_id)
            group by t.id)
          select id, kind, reference, created_at, main::bigint, game::bigint, withdraw_hold::bigint,
            (sum(main) over w)::bigint as main_after, (sum(game) over w)::bigint as game_after,
            (sum(withdraw_hold) over w)::bigint as withdraw_hold_after
          from moves window w as (order by id)
          order by id desc limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`,
    ),
    countTransfers(deps, playerId),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      reference: row.reference,
      created_at: new Date(row.created_at).toISOString(),
      main: toKyat(row.main),
      game: toKyat(row.game),
      withdraw_hold: toKyat(row.withdraw_hold),
      main_after: toKyat(row.main_after),
      game_after: toKyat(row.game_after),
      withdraw_hold_after: toKyat(row.withdraw_hold_after),
    })),
  };
}

const delta = (code: string) =>
  sql`coalesce(sum(case when a.id = t.credit_account_id then t.amount else -t.amount end)
        filter (where a.code = ${code}), 0)`;

async function countTransfers(deps: AppDeps, playerId: number) {
  const [row] = await queryRows<{ n: number }>(
    deps.db,
    sql`select count(distinct t.id)::bigint as n from ledger_transfers t
        join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id) where a.user_id = ${playerId}`,
  );
  return row?.n ?? 0;
}

/** The player's game rounds of every provider, newest first. */
export async function playerRounds(deps: AppDeps, playerId: number, page: PageRequest) {
  const where = eq(gameRounds.userId, playerId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.startedAt), desc(gameRounds.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    deps.db.select({ n: count() }).from(gameRounds).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      game_code: row.gameCode,
      product_code: row.productCode,
      round_code: row.roundCode,
      bonus_code: row.bonusCode,
      bet: toKyat(row.bet),
      win: toKyat(row.win),
      status: row.status,
      started_at: row.startedAt.toISOString(),
      settled_at: iso(row.settledAt),
    })),
  };
}

/** The player's 2D slips with their draw and what they paid, newest first. */
export async function playerSlips(deps: AppDeps, playerId: number, page: PageRequest) {
  const where = eq(twodSlips.userId, playerId);
  // Qualified by hand: drizzle leaves a selected column's table off, which inside this subquery means twod_bets.
  const payout = sql<number>`(select coalesce(sum(b.payout), 0)::bigint from twod_bets b
    where b.slip_id = ${sql.identifier('twod_slips')}.${sql.identifier('id')})`;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ slip: twodSlips, draw: twodDraws, payout })
      .from(twodSlips)
      .innerJoin(twodDraws, eq(twodDraws.id, twodSlips.drawId))
      .where(where)
      .orderBy(desc(twodSlips.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    deps.db.select({ n: count() }).from(twodSlips).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ slip, draw, payout }) => ({
      id: slip.id,
      slip_no: slip.slipNo,
      draw_date: draw.drawDate,
      draw_at: draw.drawAt.toISOString(),
      draw_status: draw.status,
      result: draw.result,
      total: toKyat(slip.total),
      payout: toKyat(Number(payout)),
      status: slip.status,
      created_at: slip.createdAt.toISOString(),
    })),
  };
}

/** The player's sign-ins, newest first: device, address, last use, and whether each is live now. */
export async function playerSessions(deps: AppDeps, playerId: number, page: PageRequest) {
  const where = eq(sessions.userId, playerId);
  const now = deps.clock.now();
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    deps.db.select({ n: count() }).from(sessions).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      scope: row.scope,
      ip: row.ip,
      user_agent: row.userAgent,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      revoked_at: iso(row.revokedAt),
      current: row.revokedAt === null && row.expiresAt > now,
    })),
  };
}
