import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { openEvents } from '../../test/events';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

/** A Tuesday in Yangon: the 12:01 draw takes bets until 11:51, and its result can be entered from 12:01. */
const MORNING = new Date('2026-11-24T10:00:00+06:30');
const AFTER_DRAW = new Date('2026-11-24T12:05:00+06:30');

describe.each(testDatabaseKinds())('pushed events on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    server.clock.set(MORNING);
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    admin = await server.login('admin', 'admin12345', '/api/console/login');
  });
  afterAll(() => server.close());

  it("pushes a player's balance when it moves, and only to that player", async () => {
    const player = await newFundedPlayer(server, 5_000);
    const other = await newFundedPlayer(server, 5_000);
    const mine = await openEvents(`${server.base}/api/events`, player.token);
    const theirs = await openEvents(`${server.base}/api/events`, other.token);
    expect(await mine.next('balance')).toEqual({ balance: 0, main_balance: 5_000 });
    expect(await theirs.next('balance')).toEqual({ balance: 0, main_balance: 5_000 });
    await server.post('/api/exchange-main-to-game', { amount: 1_200 }, { token: player.token });
    expect(await mine.next('balance')).toEqual({ balance: 1_200, main_balance: 3_800 });
    await expect(theirs.next('balance', 300)).rejects.toThrow(/no 'balance' event/);
    mine.close();
    theirs.close();
  });

  it('sends a balance once per change, not again when another stream of the player opens', async () => {
    const player = await newFundedPlayer(server, 5_000);
    const first = await openEvents(`${server.base}/api/events`, player.token);
    expect(await first.next('balance')).toEqual({ balance: 0, main_balance: 5_000 });
    const second = await openEvents(`${server.base}/api/events`, player.token);
    expect(await second.next('balance')).toEqual({ balance: 0, main_balance: 5_000 });
    await expect(first.next('balance', 300)).rejects.toThrow(/no 'balance' event/);
    await server.post('/api/exchange-main-to-game', { amount: 700 }, { token: player.token });
    expect(await first.next('balance')).toEqual({ balance: 700, main_balance: 4_300 });
    expect(await second.next('balance')).toEqual({ balance: 700, main_balance: 4_300 });
    first.close();
    second.close();
  });

  it('tells the player of a decision on their request and the console of the queue', async () => {
    const player = await newFundedPlayer(server);
    const stream = await openEvents(`${server.base}/api/events`, player.token);
    const consoleStream = await openEvents(`${server.base}/api/console/events`, operator);
    const channel = (await server.get('/api/banks')).body.data[0].id;
    const deposit = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channel, refrence_no: '424242', amount: 2_000 },
      { token: player.token },
    );
    expect(await consoleStream.next('queue')).toEqual({ kind: 'deposit', arrived: true });
    await server.post(`/api/console/deposits/${deposit.body.data.id}/approve`, undefined, {
      token: operator,
    });
    expect(await stream.next('request')).toEqual({
      kind: 'deposit',
      id: deposit.body.data.id,
      status: 'approved',
      amount: 2_000,
      reason: null,
    });
    expect(await stream.next('balance')).toMatchObject({ main_balance: 2_000 });
    expect(await consoleStream.next('queue')).toEqual({ kind: 'deposit', arrived: false });
    stream.close();
    consoleStream.close();
  });

  it('pushes the 2D numbers to any stream that asks, when a result is confirmed', async () => {
    const visitor = await openEvents(`${server.base}/api/events?topics=twod`);
    expect(visitor.status).toBe(200);
    const draw = (
      await server.get('/api/console/twod/draws?date=2026-11-24', { token: operator })
    ).body.data.find((row: { time_id: number }) => row.time_id === 2);
    server.clock.set(AFTER_DRAW);
    // Two hours on, the console sessions have lapsed: both sign in again.
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    const reading = { twod: '38', set: '1,346.23', value: '57,388.58' };
    expect(
      (await server.post(`/api/console/twod/draws/${draw.id}/result`, reading, { token: operator })).status,
    ).toBe(200);
    await server.post(`/api/console/twod/draws/${draw.id}/confirm`, undefined, { token: admin });
    const live = await visitor.next<{ result: { twod: string }[] }>('twod');
    expect(live.result.map((row) => row.twod)).toContain('38');
    visitor.close();
  });

  it('refuses a stream to no one, and the console stream to a visitor and a player', async () => {
    expect((await openEvents(`${server.base}/api/events`)).status).toBe(401);
    expect((await openEvents(`${server.base}/api/console/events`)).status).toBe(401);
    const player = await newFundedPlayer(server);
    expect((await openEvents(`${server.base}/api/console/events`, player.token)).status).toBe(403);
    const operators = await openEvents(`${server.base}/api/console/events`, operator);
    expect(operators.status).toBe(200);
    operators.close();
  });

  it('reaches a client of one instance with what a request to another did', async () => {
    const player = await newFundedPlayer(server, 1_000);
    const other = await server.secondInstance();
    const stream = await openEvents(`${other}/api/events`, player.token);
    await stream.next('balance');
    // Asked of the first instance, heard on the second's stream.
    await server.post('/api/exchange-main-to-game', { amount: 400 }, { token: player.token });
    expect(await stream.next('balance')).toEqual({ balance: 400, main_balance: 600 });
    stream.close();
  });
});
