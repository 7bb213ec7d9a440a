import type { GscplusSettings } from './settings';

const EIGHT_HOURS = 8 * 3600;

/**
 * Whether a callback's request_time is recent. The document gives it as text in seconds "with time zone GMT+8" and
 * does not say whether that is Unix time or Unix time shifted by eight hours: one reading is configured (`epoch`, as
 * its examples, by default), never both, since accepting both would stretch the window a replay has by eight hours.
 * The sign does not cover the body, so this bound, with the wager rules, is what stands between an old signed call
 * and money.
 */
export function isRecentRequest(settings: GscplusSettings, requestTime: string, now: Date): boolean {
  if (!/^\d{9,11}$/.test(requestTime.trim())) return false;
  const sent = Number(requestTime) - (settings.requestTimeReading === 'gmt8' ? EIGHT_HOURS : 0);
  return Math.abs(now.getTime() / 1000 - sent) <= settings.requestWindowSeconds;
}
