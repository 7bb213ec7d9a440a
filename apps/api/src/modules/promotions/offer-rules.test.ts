import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionClaims, promotionOffers } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { allBalancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { claim, createOffer } from '../../test/promotions';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin } from '../../test/staff';

const DAY = 86_400_000;
const texts = (text: string) => ({ mm: text, en: text, zh: text, th: text });

/**
 * The hard rules of promotions (the staff rules as the migrations set them: free credit wagered at least 3 times, a
 * second admin above 10,000 Ks a claim) and their budgets, enforced on every claim.
 */
describe.each(testDatabaseKinds())('promotion rules and budgets on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let supervisor: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await consoleLogin(server, 'admin');
    supervisor = await consoleLogin(server, 'supervisor');
  });
  afterAll(() => server.close());

  const offerCount = async () => (await server.db.select({ n: count() }).from(promotionOffers))[0]!.n;
  const propose = (body: Record<string, unknown>, token = admin) =>
    server.post(
      '/api/console/promotions',
      {
        title: texts('Welcome'),
        terms: texts('Terms'),
        budget_day: 20_000_000,
        budget_total: 40_000_000,
        ...body,
      },
      { token },
    );
  const consoleOffer = async (id: number) =>
    ((await server.get('/api/console/promotions', { token: admin })).body.data as { id: number }[]).find(
      (offer) => offer.id === id,
    );
  const approve = (requestId: number, token: string) =>
    server.post(`/api/console/staff-requests/${requestId}/approve`, {}, { token });

  it('refuses free credit wagered less than the floor, no wagering on any offer, and budgets upside down', async () => {
    const before = await offerCount();
    for (const [body, field, message] of [
      [{ kind: 'free_credit', amount: 500, wagering_multiple: 0 }, 'wagering_multiple', 'at least 3 times'],
      [{ kind: 'free_credit', amount: 500, wagering_multiple: 2 }, 'wagering_multiple', 'at least 3 times'],
      [
        { kind: 'deposit_bonus', percent: 10, cap: 500, wagering_multiple: 0 },
        'wagering_multiple',
        'at least once',
      ],
      [
        { kind: 'free_credit', amount: 500, budget_day: 1_000, budget_total: 999 },
        'budget_total',
        'at least the daily',
      ],
      [{ kind: 'free_credit', amount: 500, budget_day: undefined }, 'budget_day', ''],
    ] as const) {
      const reply = await propose(body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.errors[field][0]).toContain(message);
    }
    expect(await offerCount()).toBe(before);
  });

  it('a 10,000,000 Ks free credit is not live until a second admin approves it; stopping is immediate', async () => {
    const proposed = await propose({ kind: 'free_credit', amount: 10_000_000, code: 'BIGONE' });
    expect(proposed.status).toBe(200);
    expect(proposed.body.message).toBe(
      'Saved as a request: someone else must approve it before it takes effect.',
    );
    const { offer, request_id: requestId } = proposed.body.data as {
      offer: { id: number; active: boolean; wagering_multiple: number };
      request_id: number;
    };
    expect(offer).toMatchObject({ active: false, wagering_multiple: 3 });
    expect(await consoleOffer(offer.id)).toMatchObject({ awaiting_request_id: requestId });
    const player = await newFundedPlayer(server);
    expect((await claim(server, player.token, offer.id, { code: 'BIGONE' })).status).toBe(404);
    expect((await approve(requestId, admin)).status).toBe(409);
    expect(await allBalancesOf(server, player.id)).toMatchObject({ bonus: 0 });

    expect((await approve(requestId, supervisor)).status).toBe(200);
    expect(await consoleOffer(offer.id)).toMatchObject({ active: true, awaiting_request_id: null });
    expect((await claim(server, player.token, offer.id, { code: 'BIGONE' })).status).toBe(200);
    expect(await allBalancesOf(server, player.id)).toMatchObject({ bonus: 1_000_000_000 });

    const stopped = await server.post(
      `/api/console/promotions/${offer.id}/active`,
      { active: false },
      { token: admin },
    );
    expect(stopped.body.data).toMatchObject({ offer: { active: false }, request_id: null });
    const restart = await server.post(
      `/api/console/promotions/${offer.id}/active`,
      { active: true, reason: 'season again' },
      { token: admin },
    );
    expect(restart.body.data).toMatchObject({ offer: { active: false }, request_id: expect.any(Number) });
    expect((await approve(restart.body.data.request_id, supervisor)).status).toBe(200);
    expect(await consoleOffer(offer.id)).toMatchObject({ active: true });
    await expectLedgerClean(server);
  });

  it("claims arriving together cannot pass the day's budget, and the total budget ends the offer", async () => {
    // 1,000 Ks a claim, 2,500 Ks a day, 3,500 Ks in all.
    const offer = await createOffer(server, admin, {
      kind: 'free_credit',
      amount: 1_000,
      code: 'BUDGET',
      budget_day: 2_500,
      budget_total: 3_500,
    });
    const players = await Promise.all(Array.from({ length: 6 }, () => newFundedPlayer(server)));
    const replies = await Promise.all(
      players.map((player) => claim(server, player.token, offer, { code: 'BUDGET' })),
    );
    const paid = replies.filter((reply) => reply.status === 200).length;
    const refused = replies.filter((reply) => reply.status === 409);
    console.log(`[${kind}] budget storm: 6 simultaneous claims, ${paid} paid, ${refused.length} refused`);
    expect(paid).toBe(2);
    expect(refused.map((reply) => reply.body.message)).toEqual(
      Array(4).fill('This offer has given out its budget for today. Try again tomorrow.'),
    );
    expect(await consoleOffer(offer)).toMatchObject({ paid: 2_000, paid_today: 2_000, claims: 2 });

    server.clock.advance(DAY);
    admin = await consoleLogin(server, 'admin');
    const waiting = players.filter((_, index) => replies[index]!.status === 409);
    const next = [
      await claim(server, waiting[0]!.token, offer, { code: 'BUDGET' }),
      await claim(server, waiting[1]!.token, offer, { code: 'BUDGET' }),
    ];
    expect(next.map((reply) => reply.status)).toEqual([200, 409]);
    expect(next[1]!.body.message).toBe('This offer has given out its whole budget.');
    expect(await consoleOffer(offer)).toMatchObject({ paid: 3_000, paid_today: 1_000, claims: 3 });

    let granted = 0;
    for (const player of players) granted += (await allBalancesOf(server, player.id)).bonus;
    expect(granted).toBe(300_000);
    const [claims] = await server.db
      .select({ n: count() })
      .from(promotionClaims)
      .where(eq(promotionClaims.promotionId, offer));
    expect(claims!.n).toBe(3);
    await expectLedgerClean(server);
  });
});
