import type { FastifyBaseLogger } from 'fastify';
import { twodOf } from '../derive';

export type FeedLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

interface Reading {
  set: string;
  value: string;
  twod: string;
}

/**
 * blank: nothing published yet (feeds send '', '--' or nulls before a draw); agrees or disagrees: whether the
 * feed's own number is the one its SET and value give.
 */
type Verdict = 'blank' | 'agrees' | 'disagrees';

function verdictOf(reading: Reading): Verdict {
  if (!/^\d{2}$/.test(reading.twod) || reading.set === '' || reading.value === '') return 'blank';
  return twodOf(reading.set, reading.value) === reading.twod ? 'agrees' : 'disagrees';
}

/**
 * Judges the feed's readings, warning with `message` about a disagreeing one once per place in the reply ('live',
 * 'result 1'...) and reading: the feed repeats the same reading on every poll, and the log should say it once.
 */
export function readingChecker(log: FeedLog, message: string) {
  const warned = new Map<string, string>();
  return (place: string, reading: Reading): Verdict => {
    const verdict = verdictOf(reading);
    const key = `${reading.set}|${reading.value}|${reading.twod}`;
    if (verdict === 'disagrees' && warned.get(place) !== key) {
      warned.set(place, key);
      log.warn({ place, set: reading.set, value: reading.value, twod: reading.twod }, message);
    }
    return verdict;
  };
}

export type ReadingChecker = ReturnType<typeof readingChecker>;
