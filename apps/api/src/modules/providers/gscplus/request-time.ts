import type { GscplusSettings } from './settings';

const EIGHT_HOURS = 8 * 3600;

/**
 * Whether a callback's request_time is recent. The document gives it as text in seconds "with time zone GMT+8" and
 * does not say whether that is Unix time or Unix time shifted by eight hours; `both` (the default) accepts either
 * reading within the window, `epoch` or `gmt8` only one, once staging has shown which the aggregator sends.
 * The sign does not cover the body, so this bound is what keeps an old signed call from being replayed.
 */
export function isRecentRequest(settings: GscplusSettings, requestTime: string, now: Date): boolean {
  if (!/^\d{9,11}$/.test(requestTime.trim())) return false;
  const sent = Number(requestTime);
  const ours = now.getTime() / 1000;
  const shifts = { both: [0, EIGHT_HOURS], epoch: [0], gmt8: [EIGHT_HOURS] }[settings.requestTimeReading];
  return shifts.some((shift) => Math.abs(ours + shift - sent) <= settings.requestWindowSeconds);
}
