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

/** Myanmar time is UTC+6:30 all year: the business day of an instant, as YYYY-MM-DD. */
export function yangonDate(instant: Date): string {
  return new Date(instant.getTime() + 390 * 60_000).toISOString().slice(0, 10);
}

/** An instant as a person in Myanmar reads it: YYYY-MM-DD HH:MM, Myanmar time. */
export function yangonTime(instant: Date): string {
  return new Date(instant.getTime() + 390 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A Myanmar business day (YYYY-MM-DD) as the instants it runs between. */
export function yangonDayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00+06:30`);
  return { from, to: new Date(from.getTime() + 24 * 3600_000) };
}
