import { createHash, timingSafeEqual } from 'node:crypto';

/** Helpers for what game providers sign: their callbacks are authenticated by a shared secret, not a session. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Compares two hex signatures in constant time (case-insensitive, as some senders upper-case them). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Providers disagree whether their request time is in seconds or milliseconds: a value above 10^12 is taken as
 * milliseconds. A signature that does not cover the body is only as fresh as its time: old or future ones are refused.
 */
export function isFresh(requestTime: number, now: Date, maxAgeSeconds: number): boolean {
  const millis = requestTime > 1e12 ? requestTime : requestTime * 1000;
  return Math.abs(now.getTime() - millis) <= maxAgeSeconds * 1000;
}
