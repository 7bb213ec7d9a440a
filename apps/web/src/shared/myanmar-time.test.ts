import { describe, expect, it } from 'vitest';
import { clockLabel, dayLabel, drawLabel, myanmarClock, myanmarToday } from '@/shared/myanmar-time';

describe('Myanmar time', () => {
  it("today is Myanmar's date, 6:30 ahead of UTC", () => {
    expect(myanmarToday(new Date('2025-02-03T17:29:59Z'))).toBe('2025-02-03');
    expect(myanmarToday(new Date('2025-02-03T17:30:00Z'))).toBe('2025-02-04');
  });

  it('shows instants and feed times on a 12-hour Myanmar clock', () => {
    expect(myanmarClock('2025-02-03T05:25:00.000Z')).toBe('11:55 AM');
    expect(myanmarClock('2025-02-03T17:30:00.000Z')).toBe('12:00 AM');
    expect(clockLabel('09:30')).toBe('9:30 AM');
    expect(clockLabel('12:01:00')).toBe('12:01 PM');
    expect(clockLabel('16:30:00')).toBe('4:30 PM');
    expect(clockLabel('later')).toBe('later');
  });

  it('names a draw by its weekday, day and month in the interface language, and its time', () => {
    expect(drawLabel('2026-11-24', '12:00 PM', 'en')).toBe('Tue 24 Nov, 12:00 PM');
    expect(dayLabel('2026-11-24', 'mm')).toBe('နို ၂၄ အင်္ဂါ');
    expect(dayLabel('2026-11-24', 'zh')).toBe('11月24日周二');
    expect(dayLabel('2026-11-24', 'th')).toBe('อังคาร 24 พ.ย.');
    expect(dayLabel('not a day', 'en')).toBe('not a day');
  });
});
