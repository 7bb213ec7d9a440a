import { z } from 'zod';

/**
 * Upstream feeds send the same field as a number one day and as text ("1,346.23") the next, and null or nothing for
 * values not published yet: everything is kept as text, missing as ''.
 */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? '' : String(value)));

const reading = { set: text, value: text, twod: text };

// z.object accepts keys it does not know and drops them: the snapshot keeps only what /twod/live serves.
export const feedReply = z.object({
  live: z.object({ ...reading, time: text, date: text }),
  result: z.array(
    z.object({ ...reading, open_time: text, stock_date: text, stock_datetime: text, history_id: text }),
  ),
  holiday: z
    .object({ status: text, date: text, name: text })
    .nullish()
    .transform((holiday) => holiday ?? { status: '0', date: '', name: '' }),
});
export type FeedReply = z.infer<typeof feedReply>;

/** Why a poll failed, fit for a log line: a status or a kind of failure, never the upstream's body. */
export class FeedError extends Error {}

function failureOf(error: unknown): FeedError {
  if (error instanceof FeedError) return error;
  const name = error instanceof Error ? error.name : '';
  return new FeedError(
    name === 'TimeoutError' ? 'timeout' : name === 'SyntaxError' ? 'not JSON' : 'unreachable',
  );
}

/** GET the feed; anything but a 2xx JSON reply of the feed's shape within `timeoutMs` is a FeedError. */
export async function fetchFeed(url: string, timeoutMs: number): Promise<FeedReply> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      // Read nothing of a failed reply, but let its connection go back to the pool.
      await response.body?.cancel();
      throw new FeedError(`HTTP ${response.status}`);
    }
    const parsed = feedReply.safeParse(await response.json());
    if (!parsed.success) throw new FeedError('unexpected shape');
    return parsed.data;
  } catch (error) {
    throw failureOf(error);
  }
}
