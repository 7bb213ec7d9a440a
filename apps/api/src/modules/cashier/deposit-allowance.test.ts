import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

type Player = Awaited<ReturnType<typeof newFundedPlayer>>;

/**
 * GET /api/deposit-allowance answers what POST /api/depositfinicial would: for every reason a deposit is refused, the
 * allowance refuses with the route's own words (on the same field), and a refused deposit stores and moves nothing.
 */
describe.each(testDatabaseKinds())('deposit allowance on %s', (kind) => {
  let server: TestServer;
  let channelId: number;
  let serial = 500000;

  beforeAll(async () => {
    server = await startTestServer(kind, { MAX_PENDING_DEPOSITS: '2' });
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  const allowance = (player: Player, amount?: number | string, language = 'en') =>
    server.get(`/api/deposit-allowance${amount === undefined ? '' : `?amount=${amount}`}`, {
      token: player.token,
      language,
    });
  const deposit = (player: Player, amount: number, language = 'en') =>
    server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, refrence_no: String((serial += 1)), amount },
      { token: player.token, language },
    );
  const depositsOf = async (player: Player) =>
    ((await server.get('/api/depositlogfinicial', { token: player.token })).body.data as unknown[]).length;

  /** The route's refusal as the allowance states it: the field's message, or the general one. */
  const routeRefusal = (body: { message: string; errors?: Record<string, string[]> }) => {
    const [field, messages] = Object.entries(body.errors ?? {})[0] ?? [null, [body.message]];
    return { field, message: messages[0] };
  };

  /** Both answers for `amount` agree; a refused deposit leaves the log, the balances and the ledger as they were. */
  async function expectAgreement(player: Player, amount: number, language = 'en') {
    const asked = (await allowance(player, amount, language)).body.data;
    const before = { deposits: await depositsOf(player), balances: await balancesOf(server, player.id) };
    const transfers = await transfersOf(server, player.id);
    const sent = await deposit(player, amount, language);
    expect(asked.allowed).toBe(sent.status === 200);
    if (sent.status === 200) return asked;
    expect(sent.status).toBeLessThan(500);
    expect({ field: asked.refusal.field, message: asked.refusal.message }).toEqual(routeRefusal(sent.body));
    expect(await depositsOf(player)).toBe(before.deposits);
    expect(await balancesOf(server, player.id)).toEqual(before.balances);
    expect(await transfersOf(server, player.id)).toBe(transfers);
    return asked;
  }

  it('allows a player with no limit, and agrees with the route on the amount’s range', async () => {
    const player = await newFundedPlayer(server);
    expect((await allowance(player)).body.data).toEqual({
      allowed: true,
      left: null,
      left_period: null,
      refusal: null,
    });
    const low = await expectAgreement(player, 500);
    expect(low.refusal).toMatchObject({ reason: 'deposit_below_minimum', field: 'amount', until: null });
    const high = await expectAgreement(player, 999_999_999);
    expect(high.refusal.reason).toBe('cashier_above_maximum');
  });

  it('refuses at the daily deposit limit before any transfer, saying until when, as the route does', async () => {
    const player = await newFundedPlayer(server);
    await server.post(
      '/api/protection/limits',
      { limit: 'deposit_day', amount: 5_000 },
      { token: player.token },
    );
    const open = (await allowance(player)).body.data;
    expect(open).toMatchObject({ allowed: true, left: 5_000, left_period: 'day' });

    // Above what is left: refused on the amount only, the smaller amount is taken.
    const above = await expectAgreement(player, 6_000);
    expect(above.refusal).toMatchObject({ reason: 'deposit_limit_day', field: 'amount' });
    expect(above.refusal.message).toBe(
      'This deposit would pass your daily deposit limit of 5,000 Ks. You can deposit 5,000 Ks more today.',
    );
    expect((await expectAgreement(player, 4_500)).allowed).toBe(true);

    // 500 Ks left, below the smallest deposit: no deposit can be taken today, whatever is typed.
    const used = (await allowance(player, undefined, 'my')).body.data;
    expect(used).toMatchObject({ allowed: false, left: 500, left_period: 'day' });
    expect(used.refusal.reason).toBe('deposit_limit_day');
    expect(used.refusal.message).toBe(
      'ဤငွေသွင်းမှုသည် တစ်ရက်ငွေသွင်းကန့်သတ်ချက် 5,000 Ks ကို ကျော်လွန်ပါမည်။ ယနေ့ 500 Ks ထပ်သွင်းနိုင်ပါသည်။',
    );
    // Until the next Myanmar midnight, 17:30 UTC.
    expect(used.refusal.until).toMatch(/T17:30:00\.000Z$/);
    expect(Date.parse(used.refusal.until)).toBeGreaterThan(server.deps.clock.now().getTime());
    await expectAgreement(player, 1_000, 'my');
  });

  it('refuses during a time-out and a self-exclusion, until their end, as the route does', async () => {
    const resting = await newFundedPlayer(server);
    await server.post('/api/protection/break', { kind: 'timeout', length: '24h' }, { token: resting.token });
    const timeout = await expectAgreement(resting, 2_000);
    expect(timeout.refusal).toMatchObject({ reason: 'protection_timeout', field: null });
    const end = Date.parse(timeout.refusal.until) - server.deps.clock.now().getTime();
    expect(Math.round(end / 3_600_000)).toBe(24);
    expect((await allowance(resting)).body.data.allowed).toBe(false);

    const excluded = await newFundedPlayer(server);
    await server.post(
      '/api/protection/break',
      { kind: 'self_exclusion', length: '6m' },
      { token: excluded.token },
    );
    const closed = await expectAgreement(excluded, 2_000, 'zh');
    expect(closed.refusal.reason).toBe('protection_self_excluded');
    expect(closed.refusal.message).toMatch(/^您已自我禁止至/);
  });

  it('refuses once the pending deposits are at the most allowed, as the route does', async () => {
    const player = await newFundedPlayer(server);
    await deposit(player, 2_000);
    await deposit(player, 2_000);
    const full = await expectAgreement(player, 2_000);
    expect(full.refusal).toMatchObject({ reason: 'deposit_pending_limit', field: null, until: null });
    await expectLedgerClean(server);
  });

  it('answers a bad amount with a 422 on the field, in the player’s language', async () => {
    const player = await newFundedPlayer(server);
    const bad = await allowance(player, 'abc', 'my');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['amount']);
    expect(bad.body.errors.amount[0]).not.toMatch(/[a-z]{4}/);
    expect((await server.get('/api/deposit-allowance')).status).toBe(401);
  });
});
