import { describe, expect, it } from 'vitest';
import { myanmarToday } from '@/shared/myanmar-time';

describe('Myanmar time', () => {
  it("today is Myanmar's date, 6:30 ahead of UTC", () => {
    expect(myanmarToday(new Date('2025-02-03T17:29:59Z'))).toBe('2025-02-03');
    expect(myanmarToday(new Date('2025-02-03T17:30:00Z'))).toBe('2025-02-04');
  });
});
