import type { TwodLive } from '@zeya/contract/twod';
import type { Executor } from '../../../db/client';
import { type Clock } from '../../../platform/runtime/clock';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { informationalOn } from '../calendar';
import { openSlots, readBettingDays } from '../open-draw';
import { liveFromResults } from './live-results';
import { readingChecker, type FeedLog, type ReadingChecker } from './readings';
import { readSnapshot } from './snapshot';
import type { FeedReply } from './upstream';

/** How long one instance serves the same reply: players poll every 2 s, the database is read once a second. */
const CACHE_MS = 1_000;
/** A snapshot older than this means the upstream is gone (down, or no instance polls it): show our own results. */
const FRESH_MS = 60_000;
const INFORMATIONAL_TIMES = ['09:30', '14:00'];

type LiveBody = Omit<TwodLive, 'server_time'>;

function fromFeed(reply: FeedReply, check: ReadingChecker) {
  check('live', reply.live);
  reply.result.forEach((result, index) => check(`result ${index}`, result));
  return { live: reply.live, result: reply.result, holiday: reply.holiday };
}

async function modernInternet(db: Executor, day: string): Promise<TwodLive['modern_internet']> {
  const rows = await informationalOn(db, day);
  return INFORMATIONAL_TIMES.map((time) => {
    const row = rows.find((entry) => entry.time === time);
    return { time, modern: row?.modern ?? null, internet: row?.internet ?? null };
  });
}

/** The first draw of either time still taking bets (today's, or a later business day's once today's closed). */
async function nextDrawOf(db: Executor, now: Date): Promise<TwodLive['next_draw']> {
  const [next] = openSlots((await readBettingDays(db, now)).days, now);
  if (!next) return null;
  const { timeId, day, drawAt, closesAt } = next;
  return { time_id: timeId, date: day, draw_at: drawAt.toISOString(), closes_at: closesAt.toISOString() };
}

async function liveBody(db: Executor, now: Date, check: ReadingChecker): Promise<LiveBody> {
  const day = myanmarDay(now);
  const snapshot = await readSnapshot(db);
  const fresh = snapshot !== null && now.getTime() - snapshot.receivedAt.getTime() < FRESH_MS;
  return {
    ...(fresh ? fromFeed(snapshot.reply, check) : await liveFromResults(db, day)),
    modern_internet: await modernInternet(db, day),
    next_draw: await nextDrawOf(db, now),
    source: fresh ? 'feed' : 'results',
  };
}

/**
 * GET /twod/live of one instance: the reply is rebuilt at most once a second and shared by every request in between
 * (one rebuild in flight at a time), so a crowd polling it costs neither upstream calls nor many database reads.
 */
export function liveCache(db: Executor, clock: Clock, log: FeedLog) {
  const check = readingChecker(log, 'twod feed number disagrees with its SET and value; served as sent');
  let cached: { at: number; body: Promise<LiveBody> } | undefined;

  function bodyAt(now: Date, fresh: boolean): Promise<LiveBody> {
    const age = cached ? now.getTime() - cached.at : Infinity;
    // A clock set back (tests, FAKE_NOW) makes the cached reply one from the future: rebuild it.
    if (cached && !fresh && age >= 0 && age < CACHE_MS) return cached.body;
    const entry = { at: now.getTime(), body: liveBody(db, now, check) };
    cached = entry;
    entry.body.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.body;
  }

  /** `fresh`: rebuilt now, when a new reading has just been stored. */
  return async function live(options: { fresh?: boolean } = {}): Promise<TwodLive> {
    const now = clock.now();
    return { ...(await bodyAt(now, options.fresh ?? false)), server_time: now.toISOString() };
  };
}
