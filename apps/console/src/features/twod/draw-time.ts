import type { TwodTimeId } from '@zeya/contract/twod-constants';

/** The draws' times (Myanmar) by time id; the contract's TWOD_TIMES would bring zod into the bundle. */
const DRAW_TIMES: Record<TwodTimeId, string> = { 2: '12:01', 4: '16:30' };

/** A draw's time as operators name it: 12:01 or 16:30. */
export const drawTime = (timeId: number) => DRAW_TIMES[timeId as TwodTimeId] ?? String(timeId);
