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
  };
}

/** Myanmar time is UTC+6:30 all year: the business day of an instant, as YYYY-MM-DD. */
export function yangonDate(instant: Date): string {
  return new Date(instant.getTime() + 390 * 60_000).toISOString().slice(0, 10);
}
