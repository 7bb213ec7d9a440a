/**
 * The bench runs on a weekday morning in Yangon, whatever the real day: 2D draws take bets only then. The server
 * starts its clock there (FAKE_NOW) and the bench's own signed requests use the same offset from real time.
 */
const DAY = 24 * 3600_000;

function nextWeekdayMorning(from: Date): Date {
  for (let offset = 1; ; offset += 1) {
    const day = new Date(from.getTime() + offset * DAY + 390 * 60_000).toISOString().slice(0, 10);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return new Date(`${day}T09:00:00+06:30`);
  }
}

export const BENCH_START = nextWeekdayMorning(new Date());
const offset = BENCH_START.getTime() - Date.now();

/** Now, on the server's clock. */
export const benchNow = () => new Date(Date.now() + offset);
