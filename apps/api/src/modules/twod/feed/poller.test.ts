import { twodLiveReply } from '@zeya/contract/twod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../../../db/client';
import { testDatabaseKinds } from '../../../test/databases';
import { startTestServer } from '../../../test/server';
import { feedReplyOf, startFeedSimulator, type FeedBehaviour } from './feed-simulator';
import { INTERVAL_MS, myanmar, recordingLog, startFeedWorld, type FeedWorld } from './feed-test-setup';
import { createFeedPoller } from './poller';
import { readSnapshot } from './snapshot';

const DAY = '2026-11-23';
const EARLY = { set: 1345.1, value: '20,123.45', twod: 3 };

describe.each(testDatabaseKinds())('the 2D feed poller on %s', (kind) => {
  let world: FeedWorld;
  let at = myanmar(DAY, '10:00:00').getTime();
  /** The next tick, an interval after the last one. */
  const nextTick = () => world.tickAt(new Date((at += INTERVAL_MS)));
  const live = async () => {
    const reply = await world.server.get('/api/twod/live');
    expect(reply.status).toBe(200);
    return twodLiveReply.parse(reply.body);
  };

  beforeAll(async () => {
    world = await startFeedWorld(kind);
    world.simulator.reply = feedReplyOf(DAY, { 0: EARLY });
  });
  afterAll(() => world.close());

  it('stores what the upstream sends, and /api/twod/live serves it as text with what we add', async () => {
    expect(await nextTick()).toBe('fetched');
    expect(world.simulator.requests).toBe(1);
    const blank = (index: number, openTime: string) => ({
      open_time: openTime,
      set: '',
      value: '',
      twod: '',
      stock_date: DAY,
      stock_datetime: `${DAY} ${openTime}`,
      history_id: String(9000 + index),
    });
    expect((await world.server.get('/api/twod/live')).body).toEqual({
      live: { set: '1,346.23', value: '57,388.58', time: '12:01:05', twod: '38', date: DAY },
      server_time: new Date(at).toISOString(),
      result: [
        { ...blank(0, '11:00:00'), set: '1345.1', value: '20,123.45', twod: '3' },
        blank(1, '12:01:00'),
        blank(2, '15:00:00'),
        blank(3, '16:30:00'),
      ],
      holiday: { status: '0', date: DAY, name: '' },
      modern_internet: [
        { time: '09:30', modern: null, internet: null },
        { time: '14:00', modern: null, internet: null },
      ],
      next_draw: {
        time_id: 2,
        date: DAY,
        draw_at: myanmar(DAY, '12:01:00').toISOString(),
        closes_at: myanmar(DAY, '11:51:00').toISOString(),
      },
      source: 'feed',
    });
  });

  it('survives a failing upstream, keeps serving the last good reply, backs off and comes back', async () => {
    expect(await nextTick()).toBe('fetched');
    expect(world.poller.wait).toBe(INTERVAL_MS);
    const warnsBefore = world.warns().length;
    const good = world.simulator.reply;
    const failures: [FeedBehaviour, unknown][] = [
      ['error', good],
      ['garbage', good],
      ['hang', good],
      ['ok', { live: 'closed', result: 'none' }],
      ['error', good],
    ];
    const waits: number[] = [];
    for (const [behaviour, reply] of failures) {
      Object.assign(world.simulator, { behaviour, reply });
      expect(await nextTick()).toBe('failed');
      waits.push(world.poller.wait);
    }
    world.simulator.reply = good;
    expect(waits).toEqual([4_000, 8_000, 16_000, 30_000, 30_000]);
    const warns = world.warns().slice(warnsBefore);
    expect(warns).toHaveLength(1);
    expect(warns[0]!.detail).toEqual({ reason: 'HTTP 500' });
    expect(JSON.stringify(warns)).not.toContain('exploded');

    const served = await live();
    expect(served.source).toBe('feed');
    expect(served.live.twod).toBe('38');

    world.simulator.behaviour = 'ok';
    expect(await nextTick()).toBe('fetched');
    expect(world.poller.wait).toBe(INTERVAL_MS);
    expect(world.lines.at(-1)).toMatchObject({ level: 'info' });
    world.simulator.behaviour = 'error';
    expect(await nextTick()).toBe('failed');
    expect(world.warns().slice(warnsBefore)).toHaveLength(2);
    world.simulator.behaviour = 'ok';
  });

  it('names a timeout and an unreachable upstream in its one warn line', async () => {
    expect(await nextTick()).toBe('fetched');
    world.simulator.behaviour = 'hang';
    expect(await nextTick()).toBe('failed');
    expect(world.warns().at(-1)!.detail).toEqual({ reason: 'timeout' });
    world.simulator.behaviour = 'ok';
    expect(await nextTick()).toBe('fetched');

    const gone = await startFeedSimulator();
    await gone.close();
    const recorded = recordingLog();
    const orphan = createFeedPoller(world.server.deps, recorded.log, {
      url: gone.url,
      intervalMs: INTERVAL_MS,
    });
    world.server.clock.set(new Date((at += INTERVAL_MS)));
    expect(await orphan.tick()).toBe('failed');
    expect(recorded.warns()[0]!.detail).toEqual({ reason: 'unreachable' });
  });

  it('ticks only once per interval, and two instances ticking together send the upstream one request', async () => {
    const second = kind === 'postgres' ? openPostgres(world.server.databaseUrl!, 2) : undefined;
    const other = createFeedPoller(
      { ...world.server.deps, db: second?.db ?? world.server.db },
      recordingLog().log,
      {
        url: world.simulator.url,
        intervalMs: INTERVAL_MS,
      },
    );
    try {
      // The first one's fetch is still under way when the second one looks.
      world.simulator.delayMs = 100;
      for (let round = 0; round < 5; round += 1) {
        world.server.clock.set(new Date((at += INTERVAL_MS)));
        const before = world.simulator.requests;
        const outcomes = await Promise.all([world.poller.tick(), other.tick()]);
        expect(outcomes.sort()).toEqual(['fetched', 'skipped']);
        expect(world.simulator.requests).toBe(before + 1);
      }
      world.server.clock.set(new Date((at += INTERVAL_MS - 1)));
      expect(await other.tick()).toBe('skipped');
    } finally {
      world.simulator.delayMs = 0;
      await second?.close();
    }
  });

  it('falls back to our own results when the upstream has been gone a minute', async () => {
    expect(await nextTick()).toBe('fetched');
    world.server.clock.set(new Date((at += 59_000)));
    expect((await live()).source).toBe('feed');
    world.server.clock.set(new Date((at += 1_000)));
    const served = await live();
    expect(served.source).toBe('results');
    expect(served.result).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('the app with TWOD_FEED_URL on %s', (kind) => {
  it('polls from when it is ready and every interval after, serves the feed, and closes cleanly', async () => {
    const simulator = await startFeedSimulator();
    const server = await startTestServer(kind, { TWOD_FEED_URL: simulator.url });
    try {
      await vi.waitFor(async () => expect(await readSnapshot(server.db)).not.toBeNull(), { timeout: 10_000 });
      expect(simulator.requests).toBe(1);
      expect((await server.get('/api/twod/live')).body.source).toBe('feed');
      server.clock.advance(INTERVAL_MS);
      await vi.waitFor(() => expect(simulator.requests).toBe(2), { timeout: 10_000 });
    } finally {
      await server.close();
      await simulator.close();
    }
  });
});
