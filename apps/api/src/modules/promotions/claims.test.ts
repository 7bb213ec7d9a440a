import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payWin } from '../../platform/money/game-wallet';
import { myanmarDateTime } from '@zeya/contract/myanmar-time';
import { periodStart } from '../../platform/protection/periods';
import { testDatabaseKinds } from '../../test/databases';
import { allBalancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { claim, createOffer, grantsOf, kindCount, stake } from '../../test/promotions';
import { startTestServer, type TestServer } from '../../test/server';

const DAY = 86_400_000;

/** Claims: the server decides who gets what, each claim pays once per period however many requests arrive. */
describe.each(testDatabaseKinds())('promotion claims on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let channelId: number;
  let reference = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  async function approvedDeposit(token: string, amount: number) {
    reference += 1;
    const made = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, refrence_no: String(100_000 + reference), amount },
      { token },
    );
    expect(made.status).toBe(200);
    const approved = await server.post(`/api/console/deposits/${made.body.data.id}/approve`, undefined, {
      token: operator,
    });
    expect(approved.status).toBe(200);
  }

  it('grants a deposit bonus once to 100 simultaneous claims: percent of the deposit up to the cap', async () => {
    const offer = await createOffer(server, admin, {
      kind: 'deposit_bonus',
      percent: 50,
      cap: 2_000,
      min_deposit: 1_000,
      wagering_multiple: 5,
    });
    const player = await newFundedPlayer(server);
    const early = await claim(server, player.token, offer);
    expect(early.status).toBe(422);
    expect(early.body.errors.promotion[0]).toMatch(/deposit of at least 1,000 Ks/);
    await approvedDeposit(player.token, 10_000);
    const replies = await Promise.all(Array.from({ length: 100 }, () => claim(server, player.token, offer)));
    const granted = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status === 422).length;
    console.log(
      `[${kind}] claim storm: 100 simultaneous claims, ${granted.length} granted, ${refused} refused`,
    );
    expect(granted.length).toBe(1);
    expect(refused).toBe(99);
    expect(granted[0]!.body.data).toMatchObject({ amount: 2_000, pay_as: 'bonus' });
    const grants = await grantsOf(server, player.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ amount: 200_000, required: 1_000_000 });
    expect((await allBalancesOf(server, player.id)).bonus).toBe(200_000);
    expect(await kindCount(server, player.id, 'bonus_grant')).toBe(1);
    // Once per player: a second deposit earns no second bonus from this offer.
    await approvedDeposit(player.token, 10_000);
    expect((await claim(server, player.token, offer)).status).toBe(422);
    await expectLedgerClean(server);
  });

  it('names the rule when a deposit made before the offer started does not count: at least the minimum, after its start', async () => {
    const player = await newFundedPlayer(server);
    await approvedDeposit(player.token, 10_000);
    const startsAt = new Date(server.clock.now().getTime() + 60_000);
    const offer = await createOffer(server, admin, {
      kind: 'deposit_bonus',
      percent: 10,
      cap: 1_000,
      min_deposit: 10_000,
      wagering_multiple: 1,
      starts_at: startsAt.toISOString(),
    });
    server.clock.set(new Date(startsAt.getTime() + 60_000));
    const since = `${myanmarDateTime(startsAt)} MMT`;
    const refused = await claim(server, player.token, offer);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.promotion).toEqual([
      `This bonus counts a deposit of at least 10,000 Ks approved after ${since} and not used for a bonus yet: make one, then claim.`,
    ]);
    const burmese = await server.post(
      `/api/offers/${offer}/claim`,
      {},
      { token: player.token, language: 'my' },
    );
    expect(burmese.body.errors.promotion[0]).toContain(`${since} နောက်ပိုင်း`);
    // A deposit after the start is what it counts.
    await approvedDeposit(player.token, 10_000);
    expect((await claim(server, player.token, offer)).status).toBe(200);
    await expectLedgerClean(server);
  });

  it('pays a weekly cashback from last week’s net loss in the ledger, once, as real money', async () => {
    const offer = await createOffer(server, admin, { kind: 'cashback', percent: 10, pay_as: 'main' });
    const player = await newFundedPlayer(server, 0, 100_000);
    const loser = await newFundedPlayer(server, 0, 100_000);
    const now = server.clock.now();
    server.clock.set(new Date(periodStart('week', now).getTime() - 4 * DAY));
    // Last week: 30,000 Ks staked, 5,000 Ks won back: a net loss of 25,000 Ks.
    for (let n = 0; n < 3; n += 1) await stake(server, player.id, 'ZEYA', 1_000_000);
    await payWin(server.db, {
      provider: 'ZEYA',
      houseCode: 'games:ZEYA',
      userId: player.id,
      gameCode: 'test-game',
      roundCode: randomUUID(),
      transactionId: randomUUID(),
      amount: 500_000,
      at: server.clock.now(),
    });
    server.clock.set(now);
    // This week's play is next week's business.
    await stake(server, player.id, 'ZEYA', 100_000);
    const before = await allBalancesOf(server, player.id);
    const replies = await Promise.all(Array.from({ length: 50 }, () => claim(server, player.token, offer)));
    const granted = replies.filter((reply) => reply.status === 200);
    console.log(`[${kind}] cashback storm: 50 simultaneous claims, ${granted.length} paid`);
    expect(granted).toHaveLength(1);
    expect(granted[0]!.body.data).toMatchObject({ amount: 2_500, pay_as: 'main' });
    expect((await allBalancesOf(server, player.id)).main - before.main).toBe(250_000);
    expect(await kindCount(server, player.id, 'cashback')).toBe(1);
    // No loss, no cashback.
    const nothing = await claim(server, loser.token, offer, {});
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors.promotion).toEqual([
      'You had no net loss last week, so there is no cashback to claim.',
    ]);
    await expectLedgerClean(server);
  });

  it('pays cashback as bonus when the promotion says so, and a registration credit only to players who joined since', async () => {
    const before = await newFundedPlayer(server, 0, 1_000);
    server.clock.advance(1_000);
    const welcome = await createOffer(server, admin, {
      kind: 'free_credit',
      amount: 20,
      wagering_multiple: 3,
    });
    server.clock.advance(1_000);
    const after = await newFundedPlayer(server);
    const refused = await claim(server, before.token, welcome);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.promotion).toEqual([
      'This offer is for players who registered after it started.',
    ]);
    expect((await claim(server, after.token, welcome)).body.data).toMatchObject({
      amount: 20,
      pay_as: 'bonus',
    });
    expect((await grantsOf(server, after.id))[0]).toMatchObject({ amount: 2_000, required: 6_000 });

    const bonusBack = await createOffer(server, admin, {
      kind: 'cashback',
      percent: 50,
      cap: 300,
      pay_as: 'bonus',
      wagering_multiple: 2,
    });
    const now = server.clock.now();
    server.clock.set(new Date(periodStart('week', now).getTime() - 2 * DAY));
    await stake(server, before.id, 'ZEYA', 100_000);
    server.clock.set(now);
    // Half of a 1,000 Ks loss is 500 Ks; the cap pays 300 Ks, as bonus to wager twice.
    expect((await claim(server, before.token, bonusBack)).body.data).toMatchObject({
      amount: 300,
      pay_as: 'bonus',
    });
    expect((await grantsOf(server, before.id))[0]).toMatchObject({ amount: 30_000, required: 60_000 });
    expect((await allBalancesOf(server, before.id)).bonus).toBe(30_000);
    await expectLedgerClean(server);
  });

  it('offers nothing to a player on a time-out, and refuses their claim', async () => {
    const offer = await createOffer(server, admin, { kind: 'free_credit', amount: 50, code: 'BREAK50' });
    const player = await newFundedPlayer(server);
    const listed = await server.get('/api/offers', { token: player.token, language: 'th' });
    expect(listed.body.data.find((row: { id: number }) => row.id === offer)).toMatchObject({
      title: 'Offer (th)',
      terms: 'Terms apply (th)',
      needs_code: true,
      claimed: false,
    });
    const paused = await server.post(
      '/api/protection/break',
      { kind: 'timeout', length: '24h' },
      { token: player.token },
    );
    expect(paused.status).toBe(200);
    const token = await server.login(player.userName, 'player-pass-1');
    expect((await server.get('/api/offers', { token })).body.data).toEqual([]);
    const refused = await claim(server, token, offer, { code: 'BREAK50' });
    expect(refused.status).toBe(403);
    expect((await allBalancesOf(server, player.id)).bonus).toBe(0);
  });

  it('refuses a second bonus while one is active, and a bad promotion in the console', async () => {
    const first = await createOffer(server, admin, { kind: 'free_credit', amount: 10, code: 'FIRST10' });
    const second = await createOffer(server, admin, { kind: 'free_credit', amount: 10, code: 'SECOND10' });
    const player = await newFundedPlayer(server);
    expect((await claim(server, player.token, first, { code: 'FIRST10' })).status).toBe(200);
    const other = await claim(server, player.token, second, { code: 'SECOND10' });
    expect(other.status).toBe(422);
    expect(other.body.errors.promotion[0]).toMatch(/current bonus/);
    // A retried claim with the same Idempotency-Key gets the first reply back and moves nothing more.
    const retrying = await newFundedPlayer(server);
    const send = () =>
      server.post(
        `/api/offers/${second}/claim`,
        { code: 'SECOND10' },
        { token: retrying.token, headers: { 'idempotency-key': `claim-${retrying.id}-once` } },
      );
    const [firstReply, secondReply] = [await send(), await send()];
    expect(firstReply.status).toBe(200);
    expect(secondReply.body).toEqual(firstReply.body);
    expect(await kindCount(server, retrying.id, 'bonus_grant')).toBe(1);
    const bad = await server.post(
      '/api/console/promotions',
      { kind: 'free_credit', title: { en: 'x' }, terms: {} },
      { token: admin, language: 'en' },
    );
    expect(bad.status).toBe(422);
    // Only English is required: a missing Burmese title falls back to it.
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['terms.en']));
    expect(Object.keys(bad.body.errors)).not.toContain('title.mm');
    await expectLedgerClean(server);
  });
});
