import { myanmarInstant } from '@zeya/contract/myanmar-time';
/** The server's notion of now. Injectable so tests and demos (FAKE_NOW) can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test may move forward while the server runs (the test clock control, TEST_CLOCK_CONTROL). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).advance === 'function';

/**
 * A clock that starts at `start` (FAKE_NOW) and then runs at the speed of real time; `advance` jumps it forward, so
 * a browser test reaches a draw's minute without waiting for it.
 */
export function clockStartingAt(start: Date): MovableClock {
  let offset = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** A clock that only moves when told to: for tests of time-bound rules. */
export function manualClock(start: Date): MovableClock & { set(instant: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(instant: Date) {
      current = instant.getTime();
    },
  };
}

/** A Myanmar business day (YYYY-MM-DD) as the instants it runs between. */
export function yangonDayBounds(day: string): { from: Date; to: Date } {
  const from = myanmarInstant(day);
  return { from, to: new Date(from.getTime() + 24 * 3600_000) };
}
