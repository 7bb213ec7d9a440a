import { describe, expect, it } from 'vitest';
import { isRecentRequest } from './request-time';
import type { GscplusSettings } from './settings';

const now = new Date('2026-11-28T03:00:00Z');
const seconds = now.getTime() / 1000;
const reading = (requestTimeReading: 'epoch' | 'gmt8') =>
  ({ requestTimeReading, requestWindowSeconds: 300 }) as GscplusSettings;

describe('request_time, read one way', () => {
  it('as Unix seconds by default: the shifted reading is eight hours out of the window', () => {
    expect(isRecentRequest(reading('epoch'), String(seconds), now)).toBe(true);
    expect(isRecentRequest(reading('epoch'), String(seconds + 300), now)).toBe(true);
    expect(isRecentRequest(reading('epoch'), String(seconds - 301), now)).toBe(false);
    expect(isRecentRequest(reading('epoch'), String(seconds + 8 * 3600), now)).toBe(false);
  });

  it('as Unix seconds shifted to GMT+8 when so configured, and then only that way', () => {
    expect(isRecentRequest(reading('gmt8'), String(seconds + 8 * 3600), now)).toBe(true);
    expect(isRecentRequest(reading('gmt8'), String(seconds), now)).toBe(false);
  });

  it('refuses what is not whole seconds', () => {
    for (const time of [String(seconds * 1000), `${seconds}.5`, 'now', ''])
      expect(isRecentRequest(reading('epoch'), time, now)).toBe(false);
  });
});
