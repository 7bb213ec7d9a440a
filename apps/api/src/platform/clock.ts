import { myanmarInstant } from '@zeya/contract/myanmar-time';
/** The server's notion of now. Injectable so tests and demos (FAKE_NOW) can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at `start` and then runs at the speed of real time. */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** A clock that only moves when told to: for tests of time-bound rules. */
export function manualClock(start: Date) {
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
