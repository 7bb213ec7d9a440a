import { twodLiveReply, type TwodLive } from '@zeya/contract/twod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twodHolidays, twodInformational } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { startTestServer, type TestServer } from '../../../test/server';
import { ensureDraw } from '../draws';
import { enterResult } from '../results';
import { myanmar, recordingLog } from './feed-test-setup';
import { feedReplyOf } from './feed-simulator';
import { liveCache } from './live';
import { claimPoll, storeSnapshot } from './snapshot';
import { feedReply } from './upstream';

const MONDAY = '2026-12-07';
const OPERATOR = { source: 'operator', actorId: null, label: 'operator', ip: null } as const;

describe.each(testDatabaseKinds())('/api/twod/live without an upstream on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function liveAt(instant: Date): Promise<TwodLive> {
    server.clock.set(instant);
    const reply = await server.get('/api/twod/live');
    expect(reply.status).toBe(200);
    return twodLiveReply.parse(reply.body);
  }

  const nextDrawAt = (day: string, timeId: number, time: string, closes: string) => ({
    time_id: timeId,
    date: day,
    draw_at: myanmar(day, time).toISOString(),
    closes_at: myanmar(day, closes).toISOString(),
  });

  it("shows the latest entered result, today's results, the informational numbers and the next draw", async () => {
    server.clock.set(myanmar(MONDAY, '12:10:00'));
    const draw = await ensureDraw(server.db, MONDAY, 2, 10, server.clock.now());
    await enterResult(
      server.db,
      draw.id,
      { twod: '54', set: '1,402.15', value: '61,234.56' },
      OPERATOR,
      server.clock.now(),
    );
    await server.db
      .insert(twodInformational)
      .values({ date: MONDAY, time: '09:30', modern: '12', internet: '34', updatedAt: server.clock.now() });

    expect(await liveAt(myanmar(MONDAY, '12:10:00'))).toEqual({
      live: { set: '1,402.15', value: '61,234.56', time: '12:01:00', twod: '54', date: MONDAY },
      server_time: myanmar(MONDAY, '12:10:00').toISOString(),
      result: [
        {
          open_time: '12:01:00',
          set: '1,402.15',
          value: '61,234.56',
          twod: '54',
          stock_date: MONDAY,
          stock_datetime: `${MONDAY} 12:01:00`,
          history_id: String(draw.id),
        },
      ],
      holiday: { status: '0', date: MONDAY, name: '' },
      modern_internet: [
        { time: '09:30', modern: '12', internet: '34' },
        { time: '14:00', modern: null, internet: null },
      ],
      next_draw: nextDrawAt(MONDAY, 4, '16:30:00', '16:20:00'),
      source: 'results',
    });
  });

  it("keeps showing the latest result the next morning, with none of today's yet", async () => {
    const live = await liveAt(myanmar('2026-12-08', '09:00:00'));
    expect(live.live).toMatchObject({ twod: '54', date: MONDAY, time: '12:01:00' });
    expect(live.result).toEqual([]);
    expect(live.modern_internet.every((entry) => entry.modern === null)).toBe(true);
    expect(live.next_draw).toEqual(nextDrawAt('2026-12-08', 2, '12:01:00', '11:51:00'));
  });

  it('shows a holiday by its name and a weekend as such, with the next draw after them', async () => {
    await server.db
      .insert(twodHolidays)
      .values({ date: '2026-12-09', name: 'Thai market holiday', createdAt: server.clock.now() });
    const holiday = await liveAt(myanmar('2026-12-09', '10:00:00'));
    expect(holiday.holiday).toEqual({ status: '1', date: '2026-12-09', name: 'Thai market holiday' });
    expect(holiday.next_draw).toEqual(nextDrawAt('2026-12-10', 2, '12:01:00', '11:51:00'));

    const saturday = await liveAt(myanmar('2026-12-12', '10:00:00'));
    expect(saturday.holiday).toEqual({ status: '1', date: '2026-12-12', name: 'Weekend' });
    expect(saturday.next_draw).toEqual(nextDrawAt('2026-12-14', 2, '12:01:00', '11:51:00'));
  });

  it('reads the database at most once a second', async () => {
    const day = '2026-12-15';
    expect((await liveAt(myanmar(day, '10:00:00'))).modern_internet[0]!.modern).toBeNull();
    await server.db
      .insert(twodInformational)
      .values({ date: day, time: '09:30', modern: '77', internet: '88', updatedAt: server.clock.now() });
    const cached = await liveAt(new Date(myanmar(day, '10:00:00').getTime() + 999));
    expect(cached.modern_internet[0]!.modern).toBeNull();
    expect(cached.server_time).toBe(new Date(myanmar(day, '10:00:00').getTime() + 999).toISOString());
    expect((await liveAt(myanmar(day, '10:00:01'))).modern_internet[0]!.modern).toBe('77');
  });

  it("serves a fresh feed's number as sent when it disagrees with its SET and value, and says so once", async () => {
    const day = '2026-12-16';
    const now = myanmar(day, '10:00:00');
    const sent = feedReplyOf(day);
    sent.live.twod = '39';
    await claimPoll(server.db, now, 2_000);
    await storeSnapshot(server.db, feedReply.parse(sent), now);
    const recorded = recordingLog();
    const live = liveCache(server.db, server.clock, recorded.log);
    server.clock.set(now);
    expect((await live()).live.twod).toBe('39');
    server.clock.advance(1_000);
    expect(await live()).toMatchObject({ source: 'feed', live: { twod: '39' } });
    expect(recorded.warns()).toHaveLength(1);
    expect(recorded.warns()[0]!.detail).toMatchObject({ place: 'live', twod: '39' });
  });
});
