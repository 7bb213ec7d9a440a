import type { TwodTimeId } from '@zeya/contract/twod-constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { twodDraws } from '../../../db/schema';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { HttpError } from '../../../platform/http/errors';
import { drawSchedule, noDrawReason } from '../calendar';
import { ensureDraw, type Draw } from '../draws';
import { enterResult, type ResultAuthor } from '../results';
import { twodSettingsOf } from '../settings';
import type { ReadingChecker } from './readings';
import type { FeedReply } from './upstream';

type FeedResult = FeedReply['result'][number];

/** Where the feed's result list holds our draws (integrations.md); [0] and [2] are values on the way. */
const FEED_DRAWS: readonly { index: number; timeId: TwodTimeId }[] = [
  { index: 1, timeId: 2 },
  { index: 3, timeId: 4 },
];

const FEED_AUTHOR: ResultAuthor = { source: 'feed', actorId: null, label: 'feed', ip: null };

/**
 * Keeps today's 12:01 and 16:30 readings the feed has published on their draws, and enters them as results, once
 * their draw time has passed and their number agrees with their SET and value. The feed never confirms: an operator
 * does, before settlement.
 */
export async function enterFeedResults(db: Database, reply: FeedReply, now: Date, check: ReadingChecker) {
  const day = myanmarDay(now);
  for (const { index, timeId } of FEED_DRAWS) {
    const result = reply.result[index];
    if (!result || result.stock_date.slice(0, 10) !== day) continue;
    if (drawSchedule(day, timeId, 0).drawAt > now) continue;
    if (check(`result ${index}`, result) !== 'agrees') continue;
    await enterFeedResult(db, day, timeId, result, now);
  }
}

async function enterFeedResult(db: Database, day: string, timeId: TwodTimeId, result: FeedResult, now: Date) {
  if (await noDrawReason(db, day)) return;
  const { closeMinutes } = await twodSettingsOf(db);
  const draw = await keepReading(db, await ensureDraw(db, day, timeId, closeMinutes, now), result, now);
  if (!takesFeedResult(draw, result)) return;
  try {
    await enterResult(
      db,
      draw.id,
      { twod: result.twod, set: result.set, value: result.value },
      FEED_AUTHOR,
      now,
    );
  } catch (error) {
    // Settled or voided since it was read: the feed has nothing more to say about this draw.
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
  }
}

/**
 * The feed's reading stays on its draw, whoever entered the result (and even once it is settled): a person's entry is
 * held to it, and the console shows both. Read at: when this reading first arrived.
 */
async function keepReading(db: Database, draw: Draw, result: FeedResult, now: Date): Promise<Draw> {
  if (draw.feedSet === result.set && draw.feedValue === result.value) return draw;
  const [kept] = await db
    .update(twodDraws)
    .set({ feedSet: result.set, feedValue: result.value, feedReadAt: now })
    .where(eq(twodDraws.id, draw.id))
    .returning();
  return kept!;
}

/** Every poll repeats the result: only a draw without one, or with another feed result, takes it. */
function takesFeedResult(draw: Draw, result: FeedResult): boolean {
  if (draw.status === 'settled' || draw.status === 'void' || draw.resultSource === 'operator') return false;
  return draw.result !== result.twod || draw.resultSet !== result.set || draw.resultValue !== result.value;
}
