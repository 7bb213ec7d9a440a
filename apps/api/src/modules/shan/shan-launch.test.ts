import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import {
  lastBalanceOf,
  memberAccountOf,
  SHAN_ACCOUNT,
  startShanWorld,
  type ShanWorld,
} from './shan-test-setup';

describe.each(testDatabaseKinds())('Shan launch on %s', (kind) => {
  let world: ShanWorld;
  let server: TestServer;
  beforeAll(async () => {
    world = await startShanWorld(kind);
    server = world.server;
  });
  afterAll(() => world.close());

  const launch = (body: unknown, options: { token?: string | null; language?: string }) =>
    server.post('/api/shan-launch-game', body, options);

  it('sends the signed launch with the game balance and returns the provider’s URL as it is', async () => {
    const player = await newFundedPlayer(server, 500, 1_234.5);
    const member = await memberAccountOf(server, player.token);
    const name = `${SHAN_ACCOUNT.agentCode}_${member}`;
    const before = world.provider.launches.length;
    const reply = await launch({ member_account: member, operator_code: 'a3h1' }, { token: player.token });
    expect(reply.status).toBe(200);
    // The game knows the player by user_name alone: it stays, byte for byte.
    expect(reply.body).toEqual({
      status: 'success',
      launch_game_url: `https://goldenmyanmar.pro/?user_name=${name}&balance=1234.50`,
    });
    expect(world.provider.launches).toHaveLength(before + 1);
    expect(world.provider.launches.at(-1)).toEqual({
      agent_code: 'ZEYA01',
      product_code: 100200,
      game_type: 'Shan',
      member_account: name,
      balance: 1_234.5,
      request_time: Math.floor(server.clock.now().getTime() / 1000),
      sign: expect.stringMatching(/^[0-9a-f]{32}$/),
      nickname: 'Test Player',
      callback_url: server.base,
    });
    expect(world.provider.balanceOf(name)).toBe(1_234.5);
    expect(await lastBalanceOf(server, player.id)).toBe(123_450);
    expect(await balancesOf(server, player.id)).toMatchObject({ main: 50_000, game: 123_450 });
    await expectLedgerClean(server);
  });

  it('accepts the user name when the client has no member account, and relaunching records the new balance', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    expect((await launch({ user_name: player.userName }, { token: player.token })).body.status).toBe(
      'success',
    );
    expect(await lastBalanceOf(server, player.id)).toBe(10_000);
    const admin = await server.login('admin', 'admin12345', '/api/console/login');
    await server.post(
      `/api/console/players/${player.id}/adjust`,
      { account: 'game', amount: 50, reason: 'test' },
      { token: admin },
    );
    expect((await launch({ user_name: player.userName }, { token: player.token })).body.status).toBe(
      'success',
    );
    expect(await lastBalanceOf(server, player.id)).toBe(15_000);
    expect(world.provider.launches.at(-1)!.balance).toBe(150);
  });

  it('refuses a player on a break, in the launch reply the client reads, and tells the provider nothing', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const member = await memberAccountOf(server, player.token);
    await server.post('/api/protection/break', { kind: 'timeout', length: '24h' }, { token: player.token });
    const before = world.provider.launches.length;
    const reply = await launch({ member_account: member }, { token: player.token });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({
      status: 'fail',
      message: expect.stringMatching(/^You are taking a break until/),
    });
    expect(world.provider.launches).toHaveLength(before);
  });

  it('refuses a signed-out request with the standard 401 and sends nothing', async () => {
    const before = world.provider.launches.length;
    const reply = await launch({ member_account: 'anyone' }, { token: null });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthenticated.', request_id: expect.any(String) });
    expect(world.provider.launches).toHaveLength(before);
  });

  it('refuses another player’s account and an unknown operator code with 403, sending nothing', async () => {
    const player = await newFundedPlayer(server, 0, 100);
    const other = await newFundedPlayer(server, 0, 100);
    const before = world.provider.launches.length;
    const someoneElse = await launch(
      { member_account: await memberAccountOf(server, other.token) },
      { token: player.token },
    );
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body).toEqual({ status: 'fail', message: 'This account does not belong to you.' });
    const wrongCode = await launch(
      { member_account: await memberAccountOf(server, player.token), operator_code: 'zz99' },
      { token: player.token, language: 'mm' },
    );
    expect(wrongCode.status).toBe(403);
    expect(wrongCode.body).toEqual({
      status: 'fail',
      message: 'ဤအော်ပရေတာကုဒ်ကို မသိပါ။',
      errors: { operator_code: ['ဤအော်ပရေတာကုဒ်ကို မသိပါ။'] },
    });
    expect(world.provider.launches).toHaveLength(before);
    expect(await lastBalanceOf(server, player.id)).toBeUndefined();
  });

  it('names bad fields with 422 in the request language', async () => {
    const player = await newFundedPlayer(server);
    const missing = await launch({}, { token: player.token, language: 'th' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      status: 'fail',
      message: 'กรุณากรอกช่องนี้',
      errors: { member_account: ['กรุณากรอกช่องนี้'] },
    });
    const wrongType = await launch({ member_account: 42, operator_code: ['a3h1'] }, { token: player.token });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors).sort()).toEqual(['member_account', 'operator_code']);
  });

  it.each([
    ['answers a server error', 'server-error'],
    ['answers something else', 'garbage'],
    ['drops the connection', 'drop'],
  ] as const)(
    'answers 502 when the provider %s, never a 500, and the next launch goes through',
    async (_case, fault) => {
      const player = await newFundedPlayer(server);
      const member = await memberAccountOf(server, player.token);
      world.provider.launchFault = fault;
      try {
        const reply = await launch({ member_account: member }, { token: player.token });
        expect(reply.status).toBe(502);
        expect(reply.body).toEqual({
          status: 'fail',
          message: 'The Shan game could not be opened. Please try again.',
        });
        expect(await lastBalanceOf(server, player.id)).toBeNull();
      } finally {
        world.provider.launchFault = undefined;
      }
      expect((await launch({ member_account: member }, { token: player.token })).status).toBe(200);
      expect(await lastBalanceOf(server, player.id)).toBe(0);
    },
  );

  it('answers 502 when the provider refuses our sign or sends an address a browser must not open', async () => {
    const player = await newFundedPlayer(server);
    const member = await memberAccountOf(server, player.token);
    // The provider answers an agent code it does not know as a bad signature (401).
    const ours = world.provider.agents.get(SHAN_ACCOUNT.agentCode)!;
    world.provider.agents.delete(ours.code);
    const unknownAgent = await launch({ member_account: member }, { token: player.token });
    world.provider.agents.set(ours.code, ours);
    expect(unknownAgent.status).toBe(502);
    world.provider.gameHost = 'javascript:alert(1)//';
    try {
      expect((await launch({ member_account: member }, { token: player.token })).status).toBe(502);
    } finally {
      world.provider.gameHost = 'https://goldenmyanmar.pro';
    }
  });
});

describe.each(testDatabaseKinds())('Shan unconfigured on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers the launch with a clear 503 failure and refuses callbacks', async () => {
    const player = await newFundedPlayer(server);
    const reply = await server.post(
      '/api/shan-launch-game',
      { member_account: await memberAccountOf(server, player.token) },
      { token: player.token },
    );
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({
      status: 'fail',
      message: 'Shan Koe Mee is not available right now. Please try again later.',
    });
    const callback = await server.post('/api/shan/client/balance-update', {
      wager_code: 'w',
      signature: 'x',
    });
    expect(callback.status).toBe(401);
    expect(callback.body).toMatchObject({ status: 'fail', code: 'NOT_CONFIGURED' });
  });
});
