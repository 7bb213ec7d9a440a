import type { ThreedConsoleDraw } from '@zeya/contract/threed';

/** The draw of 1 December 2026 as the console API lists it, open, with two slips. */
export const threedDraw = (changes: Partial<ThreedConsoleDraw> = {}): ThreedConsoleDraw => ({
  id: 5,
  date: '2026-12-01',
  draw_at: '2026-12-01T09:00:00.000Z',
  closes_at: '2026-12-01T08:00:00.000Z',
  status: 'open',
  result: null,
  first_prize: null,
  source: null,
  entered_by: null,
  confirmed_by: null,
  slips: 2,
  staked: 400,
  paid: 0,
  ...changes,
});
