import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { shanPlayers, shanRounds } from '../../db/schema';
import type { DatabaseKind } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { startShanSimulator, type TableEntry } from '../../simulators/shan/shan-simulator';

/** Our account at the provider: the launch key is the provider's global one, the callback key our agent row's own. */
export const SHAN_ACCOUNT = {
  agentCode: 'ZEYA01',
  launchKey: 'shan-launch-key',
  callbackKey: 'shan-agent-key',
};
/** Another operator at the same provider, whose players share our tables. */
export const OTHER_AGENT = 'OTHR01';

/**
 * Test-only: a test server configured for Shan against a fresh provider simulator, whose admin stored our base
 * address as our agent's callback address.
 */
export async function startShanWorld(kind: DatabaseKind, env: Record<string, string> = {}) {
  const simulator = await startShanSimulator({
    launchKey: SHAN_ACCOUNT.launchKey,
    agents: [
      { code: SHAN_ACCOUNT.agentCode, callbackKey: SHAN_ACCOUNT.callbackKey },
      // Its address answers nothing: its rounds never reach us.
      { code: OTHER_AGENT, callbackKey: 'other-key', callbackBase: 'http://127.0.0.1:9' },
    ],
  });
  const server = await startTestServer(kind, {
    SHAN_API_URL: simulator.url,
    SHAN_AGENT_CODE: SHAN_ACCOUNT.agentCode,
    SHAN_SECRET_KEY: SHAN_ACCOUNT.launchKey,
    SHAN_CALLBACK_KEY: SHAN_ACCOUNT.callbackKey,
    ...env,
  });
  const provider = simulator.provider;
  provider.agents.get(SHAN_ACCOUNT.agentCode)!.callbackBase = server.base;
  provider.now = () => server.clock.now();
  return {
    server,
    provider,
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

/** A new player with `gameKs` in the game balance who has opened Shan through our launch; `name` is theirs there. */
export async function launchedPlayer({ server, provider }: ShanWorld, gameKs: number) {
  const player = await newFundedPlayer(server, 0, gameKs);
  const member = await memberAccountOf(server, player.token);
  const reply = await server.post(
    '/api/shan-launch-game',
    { member_account: member },
    { token: player.token },
  );
  expect(reply.body.status, JSON.stringify(reply.body)).toBe('success');
  const name = `${SHAN_ACCOUNT.agentCode}_${member}`;
  expect(provider.balanceOf(name)).toBe(gameKs);
  return { ...player, member, name };
}

/** Another operator's player, launched there with `ks`. */
export function foreignPlayer({ provider }: ShanWorld, name: string, ks: number) {
  provider.wallets.set(name, { agentCode: OTHER_AGENT, cents: ks * 100 });
  return name;
}

/** The game server's report of one player: a win or a loss of `amount` on a bet. */
export const won = (playerId: string, amount: number, bet = 100): TableEntry => ({
  player_id: playerId,
  bet_amount: bet,
  win_lose_status: 1,
  amount_changed: amount,
});
export const lost = (playerId: string, amount: number, bet = amount): TableEntry => ({
  player_id: playerId,
  bet_amount: bet,
  win_lose_status: 0,
  amount_changed: amount,
});

export async function shanRoundOf(server: TestServer, wagerCode: string) {
  const [row] = await server.db.select().from(shanRounds).where(eq(shanRounds.wagerCode, wagerCode));
  return row;
}

export async function lastBalanceOf(server: TestServer, userId: number) {
  const [row] = await server.db.select().from(shanPlayers).where(eq(shanPlayers.userId, userId));
  return row?.lastBalance;
}
