import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netLossByPeriod } from '../../platform/protection/figures';
import { auditsOf } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

/** A Tuesday morning in Yangon: both 2D draws of the day take bets. */
const TUESDAY_MORNING = new Date('2026-11-24T09:00:00+06:30');
const HOUR = 3600_000;
const PASSWORD = 'player-pass-1';

type Player = Awaited<ReturnType<typeof newFundedPlayer>>;

describe.each(testDatabaseKinds())('player protection on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let channelId: number;
  let reference = 100_000;

  beforeAll(async () => {
    server = await startTestServer(kind, { MAX_PENDING_DEPOSITS: '100' });
    server.clock.set(TUESDAY_MORNING);
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  const protection = (player: Player) => server.get('/api/protection', { token: player.token });
  const setLimit = (player: Player, limit: string, amount: number | null) =>
    server.post('/api/protection/limits', { limit, amount }, { token: player.token });
  const limitOf = async (player: Player, limit: string) =>
    (await protection(player)).body.data.limits.find((entry: { limit: string }) => entry.limit === limit);
  const digitBet = (player: Player, amount: number) =>
    server.post(
      '/api/digitbet',
      { bet_type: 'big', digit: null, bet_amount: amount, multiplier: 1 },
      { token: player.token },
    );
  const twodSlip = (player: Player, num: string, amount: number) =>
    server.post(
      '/api/twod-bet',
      { time: 4, totalAmount: amount, amounts: [{ num, amount }] },
      { token: player.token },
    );
  const threedSlip = (player: Player, num: string, amount: number) =>
    server.post(
      '/api/threed-bet',
      { amounts: [{ num, amount }], round: false, totalAmount: amount },
      { token: player.token },
    );
  const deposit = (player: Player, amount: number) => {
    reference += 1;
    return server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, refrence_no: String(reference), amount },
      { token: player.token },
    );
  };
  const exchangeToGame = (player: Player, amount: number) =>
    server.post('/api/exchange-main-to-game', { amount }, { token: player.token });
  const launchSlot = (player: Player) =>
    server.post(
      '/api/seamless/launch-game',
      { game_code: 'shwe-slot', product_code: 'ZEYA', game_type: 'SLOT' },
      { token: player.token },
    );
  const takeBreak = (player: Player, body: Record<string, string>) =>
    server.post('/api/protection/break', body, { token: player.token });

  /** A Shwe Slot session opened for the player, so that a spin can be tried later. */
  async function slotSession(player: Player): Promise<string> {
    const launched = (await launchSlot(player)).body.url as string;
    const token = new URL(launched, 'http://x').searchParams.get('launch');
    return (
      await server.post(
        '/api/house/open',
        { launch_token: token, game_code: 'shwe-slot' },
        { token: player.token },
      )
    ).body.data.session;
  }

  /** Every bet, every move of money into play, every launch and every deposit is refused with `message`. */
  async function expectEveryPathRefused(player: Player, session: string | null, message: string | RegExp) {
    const spin =
      session && (await server.post('/api/house/spin', { session, bet: 100 }, { token: player.token }));
    for (const refused of [
      await digitBet(player, 100),
      await twodSlip(player, '38', 100),
      await threedSlip(player, '381', 100),
      await exchangeToGame(player, 100),
      await deposit(player, 1_000),
      ...(spin ? [spin] : []),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(message);
    }
    const launch = (await launchSlot(player)).body;
    expect(launch.code).toBe(403);
    expect(launch.message).toMatch(message);
  }

  it('lowers a limit at once, and raises it only 24 hours later when the player confirms again', async () => {
    server.clock.set(TUESDAY_MORNING);
    const player = await newFundedPlayer(server, 0, 5_000);
    const lowered = await setLimit(player, 'bet', 500);
    expect(lowered.status).toBe(200);
    expect(lowered.body.message).toBe('Limit saved. It applies at once.');
    expect(await limitOf(player, 'bet')).toMatchObject({ value: 500, pending: null });
    const refused = await digitBet(player, 600);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.bet_amount).toEqual(['Your limit per bet is 500 Ks.']);
    expect((await digitBet(player, 500)).status).toBe(200);

    const raised = await setLimit(player, 'bet', 2_000);
    expect(raised.body.message).toMatch(/after 24 hours/);
    expect(await limitOf(player, 'bet')).toMatchObject({
      value: 500,
      pending: { value: 2_000, confirmable: false },
    });
    expect((await digitBet(player, 600)).status).toBe(422);
    const early = await server.post(
      '/api/protection/limits/confirm',
      { limit: 'bet' },
      { token: player.token },
    );
    expect(early.status).toBe(422);
    expect(early.body.errors.limit[0]).toMatch(/^You can confirm this change from 2026-11-25 09:00 MMT/);

    server.clock.advance(24 * HOUR);
    // Waiting is not enough: the old limit holds until the player says yes again.
    expect((await digitBet(player, 600)).status).toBe(422);
    const confirmed = await server.post(
      '/api/protection/limits/confirm',
      { limit: 'bet' },
      { token: player.token },
    );
    expect(confirmed.status).toBe(200);
    expect(await limitOf(player, 'bet')).toMatchObject({ value: 2_000, pending: null });
    expect((await digitBet(player, 600)).status).toBe(200);

    // Removing a limit is a loosening too: it waits.
    await setLimit(player, 'bet', null);
    expect(await limitOf(player, 'bet')).toMatchObject({ value: 2_000, pending: { value: null } });
    await expectLedgerClean(server);
  });

  it('never lets simultaneous 2D slips take the net loss past the daily loss limit', async () => {
    server.clock.set(TUESDAY_MORNING);
    const player = await newFundedPlayer(server, 100_000);
    await setLimit(player, 'loss_day', 1_000);
    const numbers = Array.from({ length: 50 }, (_, i) => String(i).padStart(2, '0'));
    const replies = await Promise.all(numbers.map((num) => twodSlip(player, num, 100)));
    const taken = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status === 422);
    expect(taken).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.body.errors.totalAmount[0]).toBe(
      'This would pass your daily loss limit of 1,000 Ks. 0 Ks is left for today.',
    );
    expect((await balancesOf(server, player.id)).main).toBe((100_000 - 1_000) * 100);
    expect((await netLossByPeriod(server.db, player.id, server.clock.now())).day).toBe(1_000 * 100);
    expect(await limitOf(player, 'loss_day')).toMatchObject({ value: 1_000, used: 1_000, left: 0 });
    await expectLedgerClean(server);
  });

  it('never lets simultaneous Digit Bet rounds lose more than the loss limit', async () => {
    server.clock.set(TUESDAY_MORNING);
    const player = await newFundedPlayer(server, 0, 10_000);
    await setLimit(player, 'loss_day', 1_000);
    // Single-digit bets lose nine times in ten: the limit is usually reached, and never passed whatever the draws.
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.post(
          '/api/digitbet',
          { bet_type: 'digit', digit: 7, bet_amount: 100, multiplier: 1 },
          { token: player.token },
        ),
      ),
    );
    for (const refused of replies.filter((reply) => reply.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.body.errors.bet_amount[0]).toMatch(/^This would pass your daily loss limit of 1,000 Ks/);
    }
    const loss = (await netLossByPeriod(server.db, player.id, server.clock.now())).day;
    expect(loss).toBeLessThanOrEqual(1_000 * 100);
    expect((await balancesOf(server, player.id)).game).toBe(10_000 * 100 - loss);
    await expectLedgerClean(server);
  });

  it('caps deposit requests at the daily deposit limit under 50 simultaneous requests', async () => {
    server.clock.set(TUESDAY_MORNING);
    const player = await newFundedPlayer(server);
    await setLimit(player, 'deposit_day', 10_000);
    const replies = await Promise.all(Array.from({ length: 50 }, () => deposit(player, 1_000)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    const refused = replies.filter((reply) => reply.status === 422);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.body.errors.amount[0]).toBe(
      'This deposit would pass your daily deposit limit of 10,000 Ks. You can deposit 0 Ks more today.',
    );
    expect(await limitOf(player, 'deposit_day')).toMatchObject({ used: 10_000, left: 0 });
  });

  it('a time-out stops every bet, launch and deposit at once, signs out the other devices, and leaves withdrawals', async () => {
    server.clock.set(TUESDAY_MORNING);
    const player = await newFundedPlayer(server, 50_000, 5_000);
    const otherDevice = await server.login(player.userName, PASSWORD);
    const session = await slotSession(player);
    const before = await balancesOf(server, player.id);

    const started = await takeBreak(player, { kind: 'timeout', length: '24h' });
    expect(started.status).toBe(200);
    expect(started.body.data.exclusion).toEqual({ kind: 'timeout', until: '2026-11-25T02:30:00.000Z' });
    expect((await server.get('/api/user', { token: otherDevice })).status).toBe(401);
    expect((await server.get('/api/user', { token: player.token })).status).toBe(200);

    await expectEveryPathRefused(
      player,
      session,
      'You are taking a break until 2026-11-25 09:00 MMT. Betting and deposits are paused; you can still withdraw.',
    );
    expect(await balancesOf(server, player.id)).toEqual(before);
    expect((await server.get('/api/popup-ads-banner', { token: player.token })).body.data).toBeNull();
    expect((await server.get('/api/popup-ads-banner')).body.data).toMatchObject({
      img_url: expect.any(String),
    });

    const withdrawal = await server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Ma Aye',
        account_number: '09777000333',
        amount: 10_000,
        password: PASSWORD,
      },
      { token: player.token },
    );
    expect(withdrawal.status).toBe(200);
    // Neither the player nor staff can end it early; a shorter one is refused.
    expect((await takeBreak(player, { kind: 'timeout', length: '24h' })).status).toBe(422);

    server.clock.advance(24 * HOUR);
    expect((await digitBet(player, 100)).status).toBe(200);
    await expectLedgerClean(server);
  });

  it('a self-exclusion keeps the account closed after it ends until the player asks, and 24 hours more', async () => {
    server.clock.set(TUESDAY_MORNING);
    const player = await newFundedPlayer(server, 10_000, 1_000);
    const session = await slotSession(player);
    expect((await takeBreak(player, { kind: 'self_exclusion', length: '6m' })).status).toBe(200);
    await expectEveryPathRefused(player, session, /^You have excluded yourself until 2027-05-24 09:00 MMT\./);
    // A time-out cannot shorten it.
    expect((await takeBreak(player, { kind: 'timeout', length: '6w' })).body.errors.length).toEqual([
      'This would end sooner than the break already in force. A break can only be made longer.',
    ]);
    expect((await digitBet(player, 100)).status).toBe(403);

    server.clock.set(new Date('2027-05-25T09:00:00+06:30'));
    // Months later the session has lapsed; the player signs in again (signing in is never refused: withdrawals).
    player.token = await server.login(player.userName, PASSWORD);
    // The slot's session of May has lapsed with the months: its launch is what is refused now.
    await expectEveryPathRefused(player, null, /stays closed to play until you ask to reopen it/);
    const asked = await server.post('/api/protection/reopen', undefined, { token: player.token });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('Your account reopens at 2027-05-26 09:00 MMT.');
    expect((await digitBet(player, 100)).status).toBe(403);
    server.clock.advance(24 * HOUR);
    expect((await digitBet(player, 100)).status).toBe(200);
    expect((await protection(player)).body.data.exclusion).toBeNull();
  });

  it('staff can tighten but never loosen, only an admin lengthens a break, and every change is in the history and the audit', async () => {
    server.clock.set(TUESDAY_MORNING);
    const player = await newFundedPlayer(server);
    await setLimit(player, 'loss_week', 5_000);
    const url = `/api/console/players/${player.id}/protection`;
    const raise = await server.post(
      `${url}/limits`,
      { limit: 'loss_week', amount: 50_000, reason: 'asked by phone' },
      { token: operator },
    );
    expect(raise.status).toBe(422);
    expect(raise.body.errors.amount).toEqual([
      "Staff can only lower a player's limits, never raise or remove them.",
    ]);
    expect((await limitOf(player, 'loss_week')).value).toBe(5_000);
    const lower = await server.post(
      `${url}/limits`,
      { limit: 'loss_week', amount: 2_000, reason: 'sharp rise in losses' },
      { token: operator },
    );
    expect(lower.status).toBe(200);
    expect((await limitOf(player, 'loss_week')).value).toBe(2_000);

    expect(
      (await server.post(`${url}/break`, { kind: 'timeout', length: '7d', reason: 'x' }, { token: admin }))
        .status,
    ).toBe(409);
    await takeBreak(player, { kind: 'timeout', length: '24h' });
    const byOperator = await server.post(
      `${url}/break`,
      { kind: 'timeout', length: '7d', reason: 'x' },
      { token: operator },
    );
    expect(byOperator.status).toBe(403);
    const lengthened = await server.post(
      `${url}/break`,
      { kind: 'timeout', length: '7d', reason: 'player asked for longer' },
      { token: admin },
    );
    expect(lengthened.status).toBe(200);
    expect(lengthened.body.data.state.exclusion.until).toBe('2026-12-01T02:30:00.000Z');

    const view = await server.get(url, { token: operator });
    expect(
      view.body.data.history.map((row: { change: string; actor: string }) => [row.change, row.actor]),
    ).toEqual([
      ['timeout', 'admin'],
      ['timeout', player.userName],
      ['limit_lowered', 'operator'],
      ['limit_lowered', player.userName],
    ]);
    const audits = await auditsOf(server, 'player', player.id);
    expect(audits.map((row) => row.action)).toEqual([
      'protection.timeout',
      'protection.timeout',
      'protection.limit_lowered',
      'protection.limit_lowered',
    ]);
    expect(audits[2]!.after).toMatchObject({ loss_week: 2_000, reason: 'sharp rise in losses' });
    expect((await server.get(`/api/console/players/999999/protection`, { token: operator })).status).toBe(
      404,
    );
  });

  it('shows the reality check when its interval has passed in play, on every device, and stops play until answered', async () => {
    server.clock.set(TUESDAY_MORNING);
    const player = await newFundedPlayer(server, 0, 5_000);
    const otherDevice = { ...player, token: await server.login(player.userName, PASSWORD) };
    await server.post('/api/protection/reality-check', { minutes: 15 }, { token: player.token });
    const check = (who: Player) => server.get('/api/protection/reality-check', { token: who.token });
    expect((await check(player)).body.data).toMatchObject({ due: false, started_at: null });
    await digitBet(player, 100);
    server.clock.advance(10 * 60_000);
    await digitBet(player, 100);
    expect((await check(player)).body.data.due).toBe(false);
    server.clock.advance(6 * 60_000);
    const due = (await check(otherDevice)).body.data;
    const spent = 5_000 - (await balancesOf(server, player.id)).game / 100;
    expect(due).toEqual({
      due: true,
      started_at: TUESDAY_MORNING.toISOString(),
      minutes_played: 16,
      net: -spent,
    });
    const blocked = await digitBet(player, 100);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('Please look at your reality check before you play on.');

    const answered = await server.post(
      '/api/protection/reality-check/answer',
      { answer: 'continue' },
      { token: player.token },
    );
    expect(answered.body.data.due).toBe(false);
    expect((await digitBet(player, 100)).status).toBe(200);
    server.clock.advance(15 * 60_000);
    expect((await check(player)).body.data).toMatchObject({ due: true, minutes_played: 31 });
    await server.post('/api/protection/reality-check/answer', { answer: 'stop' }, { token: player.token });
    expect((await check(player)).status).toBe(401);
    expect((await server.get('/api/user', { token: otherDevice.token })).status).toBe(401);
  });

  it('lists players whose last week ran far above their usual one', async () => {
    server.clock.set(TUESDAY_MORNING);
    const player = await newFundedPlayer(server, 100_000);
    const amounts = Array.from({ length: 60 }, (_, i) => ({
      num: String(i).padStart(2, '0'),
      amount: 1_000,
    }));
    const slip = await server.post(
      '/api/twod-bet',
      { time: 2, totalAmount: 60_000, amounts },
      { token: player.token },
    );
    expect(slip.status).toBe(200);
    const report = await server.get('/api/console/reports/protection', { token: operator });
    expect(report.status).toBe(200);
    expect(report.body.data).toContainEqual({
      player_id: player.id,
      user_name: player.userName,
      deposits_last_7_days: 0,
      deposits_usual_week: 0,
      loss_last_7_days: 60_000,
      loss_usual_week: 0,
    });
  });
});
