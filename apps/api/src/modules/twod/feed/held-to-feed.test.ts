import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../../test/ledger';
import { consoleLogin } from '../../../test/staff';
import { feedReplyOf } from './feed-simulator';
import { myanmar, startFeedWorld, type FeedWorld } from './feed-test-setup';

/** What the feed publishes for a 12:01 draw: SET 1,346.23 and value 57,388.58 give 38. */
const NOON = { set: '1,346.23', value: '57,388.58', twod: '38' };
const EVENING = { set: 1350.47, value: 61002.1, twod: '72' };
const DIFFERS_FROM_NOON =
  'The feed published SET 1,346.23 and value 57,388.58 for this draw. Enter those, or, as an admin, give a written reason to hold yours for a second admin.';
/** A player's 100 Ks on the winning number, at the odds of 80, pays 8,000 Ks. */
const STAKE_LEFT = 90_000;
const WIN = 800_000;

describe.each(testDatabaseKinds())('2D results held to the feed on %s', (kind) => {
  let world: FeedWorld;
  let operator: string;
  let admin: string;
  let supervisor: string;
  beforeAll(async () => {
    world = await startFeedWorld(kind, { configured: true });
  });
  afterAll(() => world.close());

  const server = () => world.server;
  async function signIn() {
    operator = await consoleLogin(server(), 'operator');
    admin = await consoleLogin(server(), 'admin');
    supervisor = await consoleLogin(server(), 'supervisor');
  }
  /** A player with 100 Ks on `num` in the day's 12:01 draw. */
  async function playerOn(day: string, num: string) {
    server().clock.set(myanmar(day, '10:00:00'));
    const player = await newFundedPlayer(server(), 1_000);
    const slip = await server().post(
      '/api/twod-bet',
      { time: 2, totalAmount: 100, amounts: [{ num, amount: 100 }] },
      { token: player.token },
    );
    expect(slip.status).toBe(200);
    return player;
  }
  async function drawOf(day: string, timeId: number) {
    const draws = (await server().get(`/api/console/twod/draws?date=${day}`, { token: operator })).body.data;
    return draws.find((draw: { time_id: number }) => draw.time_id === timeId);
  }
  const enter = (drawId: number, body: object, token: string) =>
    server().post(`/api/console/twod/draws/${drawId}/result`, body, { token });
  const confirm = (drawId: number, token: string) =>
    server().post(`/api/console/twod/draws/${drawId}/confirm`, undefined, { token });
  const lastChainEntry = async () => {
    const chain = (await server().get('/api/twod/chain')).body.data;
    expect(chain).toMatchObject({ verified: true, broken: [] });
    return chain.entries.at(-1);
  };

  it("keeps the feed's reading on a draw an operator entered first, and settles only the feed's figures", async () => {
    const day = '2026-12-14';
    const player = await playerOn(day, '58');
    world.server.clock.set(myanmar(day, '12:03:00'));
    await signIn();
    const { id } = await drawOf(day, 2);
    // Before the feed has published anything, a hand entry is taken as it is.
    const early = await enter(id, NOON, operator);
    expect(early.status).toBe(200);
    expect(early.body.data).toMatchObject({ feed_set: null, held: false, entered_role: 'operator' });

    world.simulator.reply = feedReplyOf(day, { 1: { set: '1,346.25', value: '57,388.58', twod: '58' } });
    expect(await world.tickAt(myanmar(day, '12:05:00'))).toBe('fetched');
    expect(await drawOf(day, 2)).toMatchObject({
      result: '38',
      result_source: 'operator',
      feed_set: '1,346.25',
      feed_value: '57,388.58',
      feed_read_at: myanmar(day, '12:05:00').toISOString(),
      held: false,
    });
    const differs =
      'The feed published SET 1,346.25 and value 57,388.58 for this draw. Enter those, or, as an admin, give a written reason to hold yours for a second admin.';
    const late = await confirm(id, admin);
    expect([late.status, late.body.message]).toEqual([409, differs]);
    const invented = await enter(id, { twod: '78', set: '1,346.27', value: '57,388.58' }, operator);
    expect([invented.status, invented.body.message]).toEqual([409, differs]);
    expect((await drawOf(day, 2)).result).toBe('38');
    expect((await balancesOf(server(), player.id)).main).toBe(STAKE_LEFT);

    // The feed's figures, however they are written, are taken and settle.
    const feeds = await enter(id, { twod: '58', set: '1346.25', value: '57388.58' }, operator);
    expect([feeds.status, feeds.body.message]).toEqual([
      200,
      'Result recorded. Confirm it to settle the draw.',
    ]);
    expect((await confirm(id, admin)).body.data).toMatchObject({ status: 'settled', result: '58' });
    expect((await balancesOf(server(), player.id)).main).toBe(STAKE_LEFT + WIN);
    expect(await lastChainEntry()).toMatchObject({
      recipe: 2,
      result: '58',
      feed_match: 'matched',
      read_by: 'operator',
      entered_role: 'operator',
      confirmed_by: 'admin',
      confirmed_role: 'admin',
    });
    await expectLedgerClean(server());
  });

  it("holds an admin's figures that differ from the feed, with a written reason, for another admin to confirm", async () => {
    const day = '2026-12-15';
    const player = await playerOn(day, '39');
    world.simulator.reply = feedReplyOf(day, { 1: NOON });
    expect(await world.tickAt(myanmar(day, '12:05:00'))).toBe('fetched');
    await signIn();
    const { id, result_source } = await drawOf(day, 2);
    expect(result_source).toBe('feed');
    const corrected = { twod: '39', set: '1,346.23', value: '57,389.02' };
    const reason = 'SET corrected its 12:01 value at 12:20; the feed still shows the first one';

    const byOperator = await enter(id, corrected, operator);
    expect([byOperator.status, byOperator.body.message]).toEqual([409, DIFFERS_FROM_NOON]);
    expect((await enter(id, { ...corrected, hold_reason: reason }, operator)).status).toBe(403);
    const unexplained = await enter(id, corrected, admin);
    expect([unexplained.status, unexplained.body.message]).toEqual([409, DIFFERS_FROM_NOON]);
    expect(await drawOf(day, 2)).toMatchObject({ result: '38', result_source: 'feed', held: false });

    const held = await enter(id, { ...corrected, hold_reason: reason }, admin);
    expect([held.status, held.body.message]).toEqual([200, 'Result held: a second admin must confirm it.']);
    expect(held.body.data).toMatchObject({
      result: '39',
      entered_by: 'admin',
      entered_role: 'admin',
      feed_set: '1,346.23',
      feed_value: '57,388.58',
      held: true,
      hold_reason: reason,
    });

    const byAnOperator = await confirm(id, operator);
    expect(byAnOperator.status).toBe(403);
    expect(byAnOperator.body).toMatchObject({
      message: 'This result differs from the feed: only another admin can confirm it.',
      needs: 'second_person',
    });
    const bySameAdmin = await confirm(id, admin);
    expect([bySameAdmin.status, bySameAdmin.body.needs]).toEqual([409, 'second_person']);
    expect((await balancesOf(server(), player.id)).main).toBe(STAKE_LEFT);
    const refusals = await server()
      .db.select({ actor: auditLog.actorLabel, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'authority.refused'), eq(auditLog.targetType, 'route')));
    expect(refusals).toEqual(
      expect.arrayContaining([
        { actor: 'operator', after: { refusal: 'twod_confirm_needs_admin', needs: 'second_person' } },
        { actor: 'admin', after: { refusal: 'twod_confirm_other', needs: 'second_person' } },
      ]),
    );

    const settled = await confirm(id, supervisor);
    expect(settled.body.data).toMatchObject({ status: 'settled', result: '39', confirmed_by: 'supervisor' });
    expect((await balancesOf(server(), player.id)).main).toBe(STAKE_LEFT + WIN);
    expect(await lastChainEntry()).toMatchObject({
      result: '39',
      feed_match: 'differs',
      entered_role: 'admin',
      confirmed_by: 'supervisor',
      confirmed_role: 'admin',
    });
    await expectLedgerClean(server());
  });

  it("lets any eligible console user confirm the feed's own result", async () => {
    const day = '2026-12-15';
    world.simulator.reply = feedReplyOf(day, { 1: NOON, 3: EVENING });
    expect(await world.tickAt(myanmar(day, '16:31:00'))).toBe('fetched');
    await signIn();
    const { id } = await drawOf(day, 4);
    expect((await confirm(id, operator)).body.data).toMatchObject({ status: 'settled', result: '72' });
    expect(await lastChainEntry()).toMatchObject({
      result: '72',
      source: 'feed',
      read_by: null,
      feed_match: 'matched',
      entered_role: 'feed',
      confirmed_by: 'operator',
      confirmed_role: 'operator',
    });
  });
});
