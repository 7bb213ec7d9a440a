import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { ensureDraw, findDraw } from '../draws';
import { enterResult } from '../results';
import { feedReplyOf } from './feed-simulator';
import { myanmar, startFeedWorld, type FeedWorld } from './feed-test-setup';

const NOON = { set: '1,346.23', value: '57,388.58', twod: '38' };
const EVENING = { set: 1350.47, value: 61002.1, twod: '72' };

describe.each(testDatabaseKinds())('results from the 2D feed on %s', (kind) => {
  let world: FeedWorld;
  beforeAll(async () => {
    world = await startFeedWorld(kind);
  });
  afterAll(() => world.close());

  const auditOf = (drawId: number) =>
    world.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'twod_draw'), eq(auditLog.targetId, String(drawId))))
      .orderBy(auditLog.id);

  it('enters the 12:01 result once its time has passed, as the feed, audited, and not again on the next poll', async () => {
    const day = '2026-11-23';
    world.simulator.reply = feedReplyOf(day, { 1: NOON, 3: EVENING });
    expect(await world.tickAt(myanmar(day, '12:05:00'))).toBe('fetched');
    const draw = await findDraw(world.server.db, day, 2);
    expect(draw).toMatchObject({
      status: 'result_entered',
      result: '38',
      resultSet: '1,346.23',
      resultValue: '57,388.58',
      resultSource: 'feed',
    });
    expect(await findDraw(world.server.db, day, 4)).toBeNull();
    const audit = await auditOf(draw!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'twod.result.enter', actorId: null, actorLabel: 'feed' });
    expect(audit[0]!.after).toMatchObject({ result: '38', source: 'feed', status: 'result_entered' });

    expect(await world.tickAt(myanmar(day, '12:05:02'))).toBe('fetched');
    expect(await auditOf(draw!.id)).toHaveLength(1);

    expect(await world.tickAt(myanmar(day, '16:31:00'))).toBe('fetched');
    expect(await findDraw(world.server.db, day, 4)).toMatchObject({
      result: '72',
      resultSet: '1350.47',
      resultValue: '61002.1',
    });
  });

  it('corrects its own result when the feed publishes another one', async () => {
    const day = '2026-11-23';
    world.simulator.reply = feedReplyOf(day, { 1: { set: '1,346.25', value: '57,388.58', twod: '58' } });
    expect(await world.tickAt(myanmar(day, '16:32:00'))).toBe('fetched');
    const draw = await findDraw(world.server.db, day, 2);
    expect(draw).toMatchObject({ result: '58', resultSet: '1,346.25', resultSource: 'feed' });
    expect((await auditOf(draw!.id)).map((row) => row.action)).toEqual([
      'twod.result.enter',
      'twod.result.correct',
    ]);
  });

  it('does not enter a result whose number disagrees with its SET and value, and says so once', async () => {
    const day = '2026-11-24';
    world.simulator.reply = feedReplyOf(day, { 1: { ...NOON, twod: '39' } });
    const warnsBefore = world.warns().length;
    expect(await world.tickAt(myanmar(day, '12:05:00'))).toBe('fetched');
    expect(await world.tickAt(myanmar(day, '12:05:02'))).toBe('fetched');
    expect((await findDraw(world.server.db, day, 2))?.result ?? null).toBeNull();
    const warns = world.warns().slice(warnsBefore);
    expect(warns).toHaveLength(1);
    expect(warns[0]!.detail).toEqual({ place: 'result 1', ...NOON, twod: '39' });
  });

  it("never overwrites an operator's result", async () => {
    const day = '2026-11-25';
    const { db } = world.server;
    world.server.clock.set(myanmar(day, '12:03:00'));
    const draw = await ensureDraw(db, day, 2, 10, world.server.clock.now());
    const operator = { source: 'operator', actorId: null, label: 'operator', ip: '127.0.0.1' } as const;
    await enterResult(db, draw.id, { twod: '11' }, operator, world.server.clock.now());
    world.simulator.reply = feedReplyOf(day, { 1: NOON });
    expect(await world.tickAt(myanmar(day, '12:05:00'))).toBe('fetched');
    expect(await findDraw(db, day, 2)).toMatchObject({ result: '11', resultSource: 'operator' });
    expect(await auditOf(draw.id)).toHaveLength(1);
  });

  it('enters nothing before the draw time, from another day, or on a weekend', async () => {
    const thursday = '2026-11-26';
    world.simulator.reply = feedReplyOf(thursday, { 1: NOON });
    expect(await world.tickAt(myanmar(thursday, '12:00:59'))).toBe('fetched');
    expect(await findDraw(world.server.db, thursday, 2)).toBeNull();

    expect(await world.tickAt(myanmar('2026-11-27', '12:05:00'))).toBe('fetched');
    expect(await findDraw(world.server.db, '2026-11-27', 2)).toBeNull();

    const saturday = '2026-11-28';
    world.simulator.reply = feedReplyOf(saturday, { 1: NOON });
    expect(await world.tickAt(myanmar(saturday, '12:05:00'))).toBe('fetched');
    expect(await findDraw(world.server.db, saturday, 2)).toBeNull();
  });
});
