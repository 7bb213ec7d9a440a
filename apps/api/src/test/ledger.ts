import type { TransferKind } from '@zeya/contract/transfer-kinds';
import { count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { expect } from 'vitest';
import { ledgerTransfers } from '../db/schema';
import { playerBalances } from '../platform/money/ledger/accounts';
import type { TestServer } from './server';
import { fundPlayer } from './staff';

/**
 * A player's wallet balances in pya (main, game, withdraw hold, and a debt when there is one), read from the ledger's
 * own rows rather than from any reply. The bonus account is left to suites about bonus money (allBalancesOf).
 */
export async function balancesOf(server: TestServer, userId: number) {
  const { bonus, ...wallet } = await playerBalances(server.db, userId);
  return wallet;
}

/** Every account of a player, bonus included. */
export function allBalancesOf(server: TestServer, userId: number) {
  return playerBalances(server.db, userId);
}

export async function transfersOf(server: TestServer, userId: number): Promise<number> {
  const [row] = await server.db
    .select({ n: count() })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.playerId, userId));
  return row?.n ?? 0;
}

/**
 * How many transactions committed the transfers of `kind` of these players: the rows one commit wrote share its
 * transaction id (xmin), so fewer commits than players means postings of different players committed together.
 */
export async function commitsOf(server: TestServer, kind: TransferKind, players: number[]) {
  const [row] = await queryRows<{ n: number }>(
    server.db,
    sql`select count(distinct xmin::text)::int as n from ledger_transfers
        where kind = ${kind} and player_id in ${players}`,
  );
  return row!.n;
}

export async function expectLedgerClean(server: TestServer) {
  expect(await server.verifyLedger()).toEqual([]);
}

let phoneSerial = 0;

/** A new player through the API, funded through the console's adjustment (two admins) when amounts are given. */
export async function newFundedPlayer(server: TestServer, mainKs = 0, gameKs = 0) {
  phoneSerial += 1;
  const phone = `0998${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(4, '0')}`;
  const reply = await server.post('/api/register', {
    name: 'Test Player',
    phone,
    password: 'player-pass-1',
    password_confirmation: 'player-pass-1',
  });
  if (reply.status !== 200) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  const { token, user } = reply.body.data as { token: string; user: { id: number; user_name: string } };
  if (mainKs > 0) await fundPlayer(server, user.id, 'main', mainKs);
  if (gameKs > 0) await fundPlayer(server, user.id, 'game', gameKs);
  return { token, id: user.id, userName: user.user_name };
}
