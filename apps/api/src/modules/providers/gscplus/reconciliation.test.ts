import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, gameRounds, jobCursors } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import { claimCursor, releaseCursor } from '../../../platform/providers/walk-cursor';
import {
  expectBooks,
  postingsOf,
  simGames,
  simProduct,
  startGscplusWorld,
  type GscplusWorld,
} from './gscplus-test-setup';
import { reconcilePass } from './reconciliation';
import { gscplusSettings } from './settings';

const SLOT = 1006;
const MINUTE = 60_000;
const MARGIN = MINUTE / 2;
const STEP = 4 * MINUTE;

describe.each(testDatabaseKinds())('GSC+ reconciliation on %s', (kind) => {
  let world: GscplusWorld;
  let admin: string;
  beforeAll(async () => {
    world = await startGscplusWorld(kind, { GSCPLUS_RECONCILE_LAG_SECONDS: '60' });
    world.aggregator.products = [simProduct(SLOT, 'MMK')];
    world.aggregator.games = simGames(SLOT, ['MMK'], 1);
    await world.sync();
    admin = await world.admin();
  });
  afterAll(() => world.close());

  const pass = () =>
    reconcilePass(world.server.db, gscplusSettings(world.server.deps.config)!, world.server.clock.now());

  async function play(member: string, stake: number, prize: number | null) {
    const wager = world.wallet.id('wager');
    const send = (name: 'withdraw' | 'deposit', action: string, amount: number) =>
      world.wallet.move(name, 'MMK', [
        world.wallet.item(member, SLOT, [world.wallet.transaction({ action, amount, wager_code: wager })]),
      ]);
    await send('withdraw', 'bet', stake);
    if (prize !== null) await send('deposit', 'settled', prize);
    return world.aggregator.wager(wager)!;
  }

  it('finds a wager we never heard of, a different amount and a missed settlement, with both figures', async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    await play(player.userName, 5, 7); // agrees
    const different = await play(player.userName, 10, 30);
    different.prize_amount = 40;
    const missed = await play(player.userName, 10, null);
    Object.assign(missed, {
      status: 'SETTLED',
      prize_amount: 15,
      settled_at: world.server.clock.now().getTime(),
    });
    world.aggregator.wagers.push({
      ...missed,
      id: world.aggregator.nextSerial(),
      code: 'never-heard-of',
      bet_amount: 10,
      prize_amount: 25,
    });

    // Nothing is read before the lag has passed: callbacks may still be on their way.
    expect(await pass()).toMatchObject({ differences: 0 });
    world.server.clock.advance(6 * MINUTE);
    expect(await pass()).toMatchObject({ wagers: 4, differences: 3 });

    const reply = await world.server.get('/api/console/reviews', { token: admin });
    const items = reply.body.data.data as {
      kind: string;
      round_code: string;
      ours: unknown;
      theirs: unknown;
    }[];
    expect(items.map((item) => [item.kind, item.round_code, item.ours, item.theirs])).toEqual([
      ['amount_mismatch', different.code, { stake: 10, win: 30 }, { stake: 10, win: 40 }],
      ['missed_settlement', missed.code, { stake: 10, win: 0 }, { stake: 10, win: 15 }],
      ['unknown_wager', 'never-heard-of', null, { stake: 10, win: 25 }],
    ]);
  });

  it('has an admin resolve each difference once under 100 simultaneous clicks, through the ledger, audited', async () => {
    const items = (await world.server.get('/api/console/reviews', { token: admin })).body.data.data as {
      id: number;
      user_id: number;
      round_code: string;
    }[];
    const before = (await world.server.get(`/api/console/players/${items[0]!.user_id}`, { token: admin }))
      .body.data;
    for (const item of items) {
      const clicks = await Promise.all(
        Array.from({ length: 100 }, () =>
          world.server.post(`/api/console/reviews/${item.id}/resolve`, {}, { token: admin }),
        ),
      );
      expect(clicks.filter((click) => click.status === 200)).toHaveLength(1);
      expect(clicks.filter((click) => click.status === 409)).toHaveLength(99);
      expect(await postingsOf(world.server, `game:gscplus:review:${item.id}`)).toBe(1);
      const audits = await world.server.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(item.id)));
      expect(audits.filter((audit) => audit.action === 'review.resolve')).toHaveLength(1);
    }
    const after = (await world.server.get(`/api/console/players/${items[0]!.user_id}`, { token: admin })).body
      .data;
    // +10 for the amount, +15 for the missed settlement, +15 (25 - 10) for the wager we never heard of.
    expect(after.balance - before.balance).toBe(40);
    const [unknown] = await world.server.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundCode, 'never-heard-of'));
    expect(unknown).toMatchObject({ bet: 1_000, win: 2_500, status: 'settled' });
    expect(await expectBooks(world, { id: items[0]!.user_id }, 100)).toBe(after.balance * 100);
    expect((await world.server.get('/api/console/reviews', { token: admin })).body.data.data).toEqual([]);
  });

  it('resolves a difference against the player as a forced debit, into debt when the balance is short', async () => {
    const player = await newFundedPlayer(world.server, 0, 20);
    const wager = await play(player.userName, 10, 40);
    wager.prize_amount = 0;
    await play(player.userName, 50, null);
    world.server.clock.advance(6 * MINUTE);
    expect(await pass()).toMatchObject({ differences: 1 });
    const items = (await world.server.get('/api/console/reviews', { token: admin })).body.data.data as {
      id: number;
      round_code: string;
    }[];
    const item = items.find((row) => row.round_code === wager.code)!;
    const resolved = await world.server.post(`/api/console/reviews/${item.id}/resolve`, {}, { token: admin });
    expect(resolved.body.data).toEqual({ reference: `game:gscplus:review:${item.id}`, amount: -40 });
    const debts = (await world.server.get('/api/console/debts', { token: admin })).body.data;
    expect(debts).toContainEqual({ user_id: player.id, user_name: player.userName, debt: 40 });
    expect(await expectBooks(world, player, 20)).toBe(0);
  });

  it('walks on one instance at a time and resumes from its stored cursor', async () => {
    const settings = gscplusSettings(world.server.deps.config)!;
    world.server.clock.advance(10 * MINUTE);
    const now = world.server.clock.now();
    const [cursor] = await world.server.db.select().from(jobCursors);
    // Another instance holds the cursor: this one does not walk.
    const held = await claimCursor(world.server.db, { name: cursor!.name, lock: 1, start: now, now });
    expect(held).not.toBeNull();
    expect(await reconcilePass(world.server.db, settings, world.server.clock.now())).toBeNull();
    await releaseCursor(world.server.db, held!);
    const resumed = await pass();
    // The cursor was where the last pass stopped: only the stretch since is read, in steps of four minutes read with
    // half a minute on each side, up to the lag (a minute here) ago.
    const steps = Math.floor((now.getTime() - MINUTE - cursor!.position.getTime() - MARGIN) / STEP);
    expect(steps).toBeGreaterThanOrEqual(2);
    expect(resumed).toMatchObject({ windows: steps });
    const [moved] = await world.server.db.select().from(jobCursors);
    expect(moved!.position.getTime()).toBe(cursor!.position.getTime() + steps * STEP);
    expect(moved!.leasedUntil).toBeNull();
    const reads = world.aggregator.received
      .filter((call) => call.path === '/api/operators/wagers')
      .slice(-steps);
    expect(reads.map((call) => Number(call.params.end) - Number(call.params.start))).toEqual(
      Array(steps).fill(5 * MINUTE - 1),
    );
  });

  it("reads the wager list in the appendix's spelling as well as the example's", async () => {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = await play(player.userName, 10, 30);
    wager.prize_amount = 35;
    world.aggregator.wagerKeys = 'appendix';
    try {
      world.server.clock.advance(6 * MINUTE);
      expect(await pass()).toMatchObject({ wagers: 1, differences: 1 });
    } finally {
      world.aggregator.wagerKeys = 'example';
    }
    const items = (await world.server.get('/api/console/reviews', { token: admin })).body.data.data;
    expect(items).toContainEqual(
      expect.objectContaining({
        round_code: wager.code,
        product_code: '1006',
        theirs: { stake: 10, win: 35 },
      }),
    );
  });

  it('flags a round we settled that the aggregator does not list as settled, not one it settled a little or long apart', async () => {
    // Our settlement lands ten seconds into a window, the aggregator's ten seconds before it: in the margin.
    const [cursor] = await world.server.db.select().from(jobCursors);
    const intoStep = (world.server.clock.now().getTime() - cursor!.position.getTime()) % STEP;
    world.server.clock.advance(STEP - intoStep + 10_000);
    const player = await newFundedPlayer(world.server, 0, 100);
    const forgotten = await play(player.userName, 10, 30);
    world.aggregator.wagers = world.aggregator.wagers.filter((wager) => wager.code !== forgotten.code);
    const unsettled = await play(player.userName, 10, 25);
    Object.assign(unsettled, { status: 'BET', settled_at: 0 });
    const apart = await play(player.userName, 10, 30);
    apart.settled_at -= 20_000;
    const earlier = await play(player.userName, 10, 30);
    earlier.settled_at -= 30 * MINUTE;

    world.server.clock.advance(6 * MINUTE);
    expect(await pass()).toMatchObject({ differences: 0, unlisted: 2 });
    const asked = world.aggregator.received.map((call) => call.path);
    // Settled long apart, it was asked for by its code; a little apart, the margin found it.
    expect(asked).toContain(`/api/operators/wagers/${earlier.code}`);
    expect(asked).not.toContain(`/api/operators/wagers/${apart.code}`);
    const items = (await world.server.get('/api/console/reviews', { token: admin })).body.data.data as {
      kind: string;
      round_code: string;
      amount: number;
      details: Record<string, unknown>;
    }[];
    expect(
      items
        .filter((item) => item.kind === 'unlisted_round')
        .map((item) => [item.round_code, item.amount, item.details.at_aggregator]),
    ).toEqual([
      [forgotten.code, 20, null],
      [unsettled.code, 15, 'BET'],
    ]);
  });

  it('has operators see differences, while only admins resolve them', async () => {
    const operator = await world.server.login('operator', 'operator12345', '/api/console/login');
    expect((await world.server.get('/api/console/reviews', { token: operator })).status).toBe(200);
    expect((await world.server.post('/api/console/reviews/1/resolve', {}, { token: operator })).status).toBe(
      403,
    );
    expect(
      (await world.server.post('/api/console/reviews/999999/resolve', {}, { token: admin })).status,
    ).toBe(404);
  });
});
