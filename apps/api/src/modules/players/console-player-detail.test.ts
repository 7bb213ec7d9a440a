import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, twodDraws, twodSlips, users } from '../../db/schema';
import { auditsOf, consoleTokens, expectAccess } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

describe.each(testDatabaseKinds())('console player detail and ban on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof consoleTokens>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await consoleTokens(server);
  });
  afterAll(() => server.close());

  const login = (userName: string, password: string) =>
    server.post('/api/login', { user_name: userName, password });

  describe('who may do what', () => {
    it.each(['', '/ledger', '/rounds', '/slips', '/sessions'])('GET /players/:id%s', async (suffix) => {
      const player = await newFundedPlayer(server);
      await expectAccess(
        server,
        tokens,
        { method: 'GET', url: `/api/console/players/${player.id}${suffix}` },
        { none: 401, player: 403, operator: 200, admin: 200 },
      );
    });

    it.each(['ban', 'unban'])('POST /players/:id/%s', async (action) => {
      const player = await newFundedPlayer(server);
      if (action === 'unban')
        await server.post(`/api/console/players/${player.id}/ban`, {}, { token: tokens.admin });
      const url = `/api/console/players/${player.id}/${action}`;
      await expectAccess(server, tokens, { method: 'POST', url }, { none: 401, player: 403, operator: 200 });
      expect((await server.post(url, {}, { token: tokens.admin })).status).toBe(409);
    });
  });

  it('shows the player with balances and agent, and 404 for an id that is not a player', async () => {
    const player = await newFundedPlayer(server, 1_500, 250.5);
    const reply = await server.get(`/api/console/players/${player.id}`, { token: tokens.operator });
    expect(reply.body.data).toMatchObject({
      id: player.id,
      user_name: player.userName,
      status: 'active',
      main_balance: 1_500,
      balance: 250.5,
      withdraw_hold: 0,
      agent: null,
    });
    const [admin] = await server.db.select().from(users).where(eq(users.userName, 'admin'));
    for (const id of ['999999', String(admin!.id)])
      expect((await server.get(`/api/console/players/${id}`, { token: tokens.operator })).status, id).toBe(
        404,
      );
    expect((await server.get('/api/console/players/abc/ledger', { token: tokens.operator })).status).toBe(
      422,
    );
    expect(
      (await server.get(`/api/console/players/${admin!.id}/ledger`, { token: tokens.operator })).status,
    ).toBe(404);
  });

  it('pages the ledger newest first, signed for each account, with the balances after each move', async () => {
    const player = await newFundedPlayer(server, 1_000);
    const exchange = await server.post(
      '/api/exchange-main-to-game',
      { amount: 300 },
      { token: player.token },
    );
    expect(exchange.status).toBe(200);
    const reply = await server.get(`/api/console/players/${player.id}/ledger`, { token: tokens.operator });
    expect(reply.body.data.total).toBe(2);
    const [latest, first] = reply.body.data.data;
    expect(first).toMatchObject({
      kind: 'adjustment',
      main: 1_000,
      game: 0,
      main_after: 1_000,
      game_after: 0,
    });
    expect(latest).toMatchObject({
      main: -300,
      game: 300,
      main_after: 700,
      game_after: 300,
      withdraw_hold_after: 0,
    });
    expect(latest.id).toBeGreaterThan(first.id);
  });

  it('lists the game rounds, the 2D slips and the sessions, current ones marked', async () => {
    const player = await newFundedPlayer(server);
    const now = server.clock.now();
    await server.db.insert(gameRounds).values({
      provider: 'house',
      userId: player.id,
      gameCode: 'shwe-slot',
      roundCode: `r-${player.id}`,
      bet: 10_000,
      win: 25_000,
      status: 'settled',
      startedAt: now,
      settledAt: now,
    });
    const [draw] = await server.db
      .insert(twodDraws)
      .values({ drawDate: '2020-01-02', timeId: 1, drawAt: now, closesAt: now, createdAt: now })
      .returning();
    await server.db.insert(twodSlips).values({
      slipNo: `S-${player.id}`,
      userId: player.id,
      drawId: draw!.id,
      total: 50_000,
      beforeBalance: 0,
      afterBalance: 0,
      createdAt: now,
    });
    const get = (path: string) =>
      server.get(`/api/console/players/${player.id}/${path}`, { token: tokens.operator });
    expect((await get('rounds')).body.data.data).toEqual([
      expect.objectContaining({
        provider: 'house',
        game_code: 'shwe-slot',
        bet: 100,
        win: 250,
        status: 'settled',
      }),
    ]);
    expect((await get('slips')).body.data.data).toEqual([
      expect.objectContaining({ slip_no: `S-${player.id}`, draw_date: '2020-01-02', total: 500, payout: 0 }),
    ]);
    await login(player.userName, 'player-pass-1');
    const sessions = (await get('sessions')).body.data;
    expect(sessions.total).toBe(2);
    expect(
      sessions.data.every(
        (row: { current: boolean; scope: string }) => row.current && row.scope === 'player',
      ),
    ).toBe(true);
  });

  it("lists one player's deposits and withdrawals through the queues", async () => {
    const player = await newFundedPlayer(server, 10_000);
    const channelId = (await server.get('/api/banks')).body.data[0].id;
    await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, refrence_no: '424242', amount: 5_000 },
      { token: player.token },
    );
    const queue = await server.get(`/api/console/deposits?player_id=${player.id}`, {
      token: tokens.operator,
    });
    expect(queue.body.data.data.map((row: { player: { id: number } }) => row.player.id)).toEqual([player.id]);
    const none = await server.get(`/api/console/withdrawals?player_id=${player.id}`, {
      token: tokens.operator,
    });
    expect(none.body.data.total).toBe(0);
  });

  it('a ban signs the player out at once and refuses their login; unban lets them back; both audited', async () => {
    const player = await newFundedPlayer(server);
    const ban = await server.post(
      `/api/console/players/${player.id}/ban`,
      { reason: 'chargeback fraud' },
      { token: tokens.operator },
    );
    expect(ban.status).toBe(200);
    expect(ban.body.data).toEqual({ id: player.id, status: 'banned', sessions_revoked: 1 });
    expect((await server.get('/api/user', { token: player.token })).status).toBe(401);
    const refused = await login(player.userName, 'player-pass-1');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account has been suspended. Please contact support.');
    expect(
      (await server.post(`/api/console/players/${player.id}/ban`, {}, { token: tokens.operator })).status,
    ).toBe(409);

    const unban = await server.post(
      `/api/console/players/${player.id}/unban`,
      { reason: 'cleared by the bank' },
      { token: tokens.admin },
    );
    expect(unban.body.data).toEqual({ id: player.id, status: 'active', sessions_revoked: 0 });
    expect((await login(player.userName, 'player-pass-1')).status).toBe(200);
    const [unbanned, banned] = await auditsOf(server, 'player', player.id);
    expect(banned).toMatchObject({
      action: 'player.ban',
      actorLabel: 'operator',
      before: { status: 'active' },
      after: { status: 'banned', reason: 'chargeback fraud', sessions_revoked: 1 },
    });
    expect(unbanned).toMatchObject({
      action: 'player.unban',
      actorLabel: 'admin',
      before: { status: 'banned' },
      after: { status: 'active', reason: 'cleared by the bank' },
    });
  });

  it('bad input gets a 422 and changes nothing; someone who is not a player is a 404', async () => {
    const player = await newFundedPlayer(server);
    for (const body of [{ reason: 'no' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const reply = await server.post(`/api/console/players/${player.id}/ban`, body, {
        token: tokens.operator,
      });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual(['reason']);
    }
    expect((await server.get('/api/user', { token: player.token })).status).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.id, player.id));
    expect(row!.status).toBe('active');
    expect(await auditsOf(server, 'player', player.id)).toEqual([]);
    for (const action of ['ban', 'unban', 'send-reset-code'])
      expect(
        (await server.post(`/api/console/players/2/${action}`, {}, { token: tokens.admin })).status,
      ).toBe(404);
    expect((await server.post('/api/console/players/0/ban', {}, { token: tokens.admin })).status).toBe(422);
  });
});
