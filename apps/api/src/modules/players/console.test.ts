import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../test/ledger';
import { consoleTokens } from '../../test/console';
import { startTestServer, type TestServer } from '../../test/server';

describe.each(testDatabaseKinds())('console access and players on %s', (kind) => {
  let server: TestServer;
  let tokens: Record<'admin' | 'operator' | 'player', string>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await consoleTokens(server);
  });
  afterAll(() => server.close());

  describe('console login', () => {
    it('signs in admins and operators with their role', async () => {
      const reply = await server.post('/api/console/login', { user_name: 'admin', password: 'admin12345' });
      expect(reply.status).toBe(200);
      expect(reply.body.data.user).toMatchObject({ user_name: 'admin', role: 'admin' });
      const operator = await server.post('/api/console/login', {
        user_name: 'operator',
        password: 'operator12345',
      });
      expect(operator.body.data.user.role).toBe('operator');
    });

    it('refuses player credentials and wrong passwords alike', async () => {
      for (const body of [
        { user_name: 'demo', password: 'golden-pagoda-7' },
        { user_name: 'admin', password: 'wrong-password' },
      ]) {
        const reply = await server.post('/api/console/login', body);
        expect(reply.status).toBe(422);
        expect(reply.body.errors.user_name).toEqual(['These credentials do not match our records.']);
      }
    });

    it('signs out at once', async () => {
      const token = await server.login('operator', 'operator12345', '/api/console/login');
      expect((await server.post('/api/console/logout', undefined, { token })).status).toBe(200);
      expect((await server.get('/api/console/players', { token })).status).toBe(401);
    });
  });

  describe('who may do what', () => {
    const matrix = [
      { route: 'GET /api/console/players', expected: { none: 401, player: 403, operator: 200, admin: 200 } },
      {
        route: 'POST /api/console/players/1/adjust',
        expected: { none: 401, player: 403, operator: 403, admin: 200 },
      },
    ] as const;

    it.each(matrix)('$route', async ({ route, expected }) => {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      const body = { account: 'main', amount: 1, reason: 'authorization matrix' };
      for (const [who, status] of Object.entries(expected)) {
        const token = who === 'none' ? undefined : tokens[who as keyof typeof tokens];
        const options = token ? { token } : {};
        const reply =
          method === 'GET' ? await server.get(path, options) : await server.post(path, body, options);
        expect(reply.status, `${who} on ${route}`).toBe(status);
      }
    });
  });

  describe('player search', () => {
    it('finds players by user name, name or phone with their balances', async () => {
      for (const q of ['demo', 'Demo Pl', '0912345']) {
        const reply = await server.get(`/api/console/players?q=${encodeURIComponent(q)}`, {
          token: tokens.operator,
        });
        expect(reply.status).toBe(200);
        const demo = reply.body.data.data.find((row: { user_name: string }) => row.user_name === 'demo');
        expect(demo, q).toMatchObject({ phone: '09123456789', status: 'active', role: 'player' });
        expect(typeof demo.main_balance).toBe('number');
      }
    });

    it('lists only players, not console accounts, and treats % literally', async () => {
      const all = await server.get('/api/console/players', { token: tokens.operator });
      expect(all.body.data.data.every((row: { role: string }) => row.role === 'player')).toBe(true);
      const percent = await server.get('/api/console/players?q=%25', { token: tokens.operator });
      expect(percent.body.data.total).toBe(0);
    });

    it('marks and filters the players on a time-out or self-excluded, until the break ends', async () => {
      const [resting, excluded, playing] = [
        await newFundedPlayer(server),
        await newFundedPlayer(server),
        await newFundedPlayer(server),
      ];
      const takeBreak = (token: string, body: object) =>
        server.post('/api/protection/break', body, { token }).then((reply) => reply.status);
      expect(await takeBreak(resting.token, { kind: 'timeout', length: '24h' })).toBe(200);
      expect(await takeBreak(excluded.token, { kind: 'self_exclusion', length: '6m' })).toBe(200);
      const onBreak = async (filter: string, token = tokens.operator) => {
        const reply = await server.get(`/api/console/players?on_break=${filter}`, { token });
        expect(reply.status).toBe(200);
        const rows = reply.body.data.data as {
          id: number;
          on_break: { kind: string; until: string } | null;
        }[];
        return new Map(rows.map((row) => [row.id, row.on_break?.kind]));
      };
      const any = await onBreak('any');
      expect([any.get(resting.id), any.get(excluded.id), any.has(playing.id)]).toEqual([
        'timeout',
        'self_exclusion',
        false,
      ]);
      expect([...(await onBreak('timeout')).values()].every((kind) => kind === 'timeout')).toBe(true);
      expect((await onBreak('self_exclusion')).has(resting.id)).toBe(false);
      const listed = await server.get(`/api/console/players?q=${playing.userName}`, {
        token: tokens.operator,
      });
      expect(listed.body.data.data[0]).toMatchObject({ id: playing.id, status: 'active', on_break: null });

      const now = server.clock.now();
      server.clock.set(new Date(now.getTime() + 25 * 3_600_000));
      try {
        // A day on, the operator's session has ended too: they sign in again.
        const later = await onBreak(
          'any',
          await server.login('operator', 'operator12345', '/api/console/login'),
        );
        expect([later.has(resting.id), later.get(excluded.id)]).toEqual([false, 'self_exclusion']);
      } finally {
        server.clock.set(now);
      }
    });

    it('refuses an unknown break filter with a message for the field, in the language asked', async () => {
      const reply = await server.get('/api/console/players?on_break=holiday', {
        token: tokens.operator,
        language: 'mm',
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.on_break).toEqual(['ဤတန်ဖိုး မမှန်ကန်ပါ။']);
    });
  });

  describe('balance adjustment', () => {
    it('credits and debits through adjustments, audited with before and after', async () => {
      const player = await newFundedPlayer(server);
      const credit = await server.post(
        `/api/console/players/${player.id}/adjust`,
        { account: 'main', amount: 1500.25, reason: 'deposit made at the counter' },
        { token: tokens.admin },
      );
      expect(credit.status).toBe(200);
      expect(credit.body.data).toEqual({ main_balance: 1500.25, balance: 0, request_id: null });
      const debit = await server.post(
        `/api/console/players/${player.id}/adjust`,
        { account: 'main', amount: -500, reason: 'duplicate credit reversed' },
        { token: tokens.admin },
      );
      expect(debit.body.data.main_balance).toBe(1000.25);
      expect(await balancesOf(server, player.id)).toEqual({ main: 100_025, game: 0, withdraw_hold: 0 });

      const [last] = await server.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(player.id)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(last).toMatchObject({
        actorLabel: 'admin',
        action: 'player.adjust',
        before: { main: 150_025 },
        after: { main: 100_025, amount: -50_000, reason: 'duplicate credit reversed' },
      });
      await expectLedgerClean(server);
    });

    it('refuses to take more than the player has, and changes nothing', async () => {
      const player = await newFundedPlayer(server, 0, 200);
      const reply = await server.post(
        `/api/console/players/${player.id}/adjust`,
        { account: 'game', amount: -200.01, reason: 'too much' },
        { token: tokens.admin },
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors.amount).toEqual(['Insufficient balance.']);
      expect(await balancesOf(server, player.id)).toEqual({ main: 0, game: 20_000, withdraw_hold: 0 });
    });

    it.each([
      ['reason', { account: 'main', amount: 10 }],
      ['reason', { account: 'main', amount: 10, reason: '  ' }],
      ['account', { account: 'withdraw_hold', amount: 10, reason: 'not adjustable' }],
      ['amount', { account: 'main', amount: 0, reason: 'zero' }],
      ['amount', { account: 'main', amount: '1.001', reason: 'three decimals' }],
    ])('422 on %s for %j, nothing posted', async (field, body) => {
      const player = await newFundedPlayer(server);
      const reply = await server.post(`/api/console/players/${player.id}/adjust`, body, {
        token: tokens.admin,
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors[field]).toHaveLength(1);
      expect(await transfersOf(server, player.id)).toBe(0);
    });

    it('answers 404 for someone who is not a player', async () => {
      for (const id of ['999999', '2']) {
        const reply = await server.post(
          `/api/console/players/${id}/adjust`,
          { account: 'main', amount: 10, reason: 'nobody' },
          { token: tokens.admin },
        );
        expect(reply.status, id).toBe(404);
      }
    });
  });
});
