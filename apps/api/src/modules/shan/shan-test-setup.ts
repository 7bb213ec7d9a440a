import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { shanPlayers, shanRounds } from '../../db/schema';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import type { DatabaseKind } from '../../test/databases';
import { startShanSimulator } from './shan-simulator';

/** Test-only: a test server configured for Shan against a fresh simulator of the provider. */
export async function startShanWorld(kind: DatabaseKind) {
  const account = { agentCode: 'ZEYA01', secretKey: 'shan-test-secret' };
  const simulator = await startShanSimulator(account);
  const server = await startTestServer(kind, {
    SHAN_API_URL: simulator.url,
    SHAN_AGENT_CODE: account.agentCode,
    SHAN_SECRET_KEY: account.secretKey,
  });
  simulator.now = () => server.clock.now();
  return {
    server,
    simulator,
    async close() {
      await server.close();
      await simulator.close();
    },
  };
}

export type ShanWorld = Awaited<ReturnType<typeof startShanWorld>>;

export async function memberAccountOf(server: TestServer, token: string): Promise<string> {
  return (await server.get('/api/user', { token })).body.data.member_account as string;
}

/** A new player with `gameKs` in the game balance who has opened Shan through our launch. */
export async function launchedPlayer({ server, simulator }: ShanWorld, gameKs: number) {
  const player = await newFundedPlayer(server, 0, gameKs);
  const member = await memberAccountOf(server, player.token);
  const reply = await server.post(
    '/api/shan-launch-game',
    { member_account: member },
    { token: player.token },
  );
  expect(reply.body.status, JSON.stringify(reply.body)).toBe('success');
  expect(simulator.balances.get(member)).toBe(gameKs);
  return { ...player, member };
}

export async function shanRoundOf(server: TestServer, wagerCode: string) {
  const [row] = await server.db.select().from(shanRounds).where(eq(shanRounds.wagerCode, wagerCode));
  return row;
}

export async function lastBalanceOf(server: TestServer, userId: number) {
  const [row] = await server.db.select().from(shanPlayers).where(eq(shanPlayers.userId, userId));
  return row?.lastBalance;
}
