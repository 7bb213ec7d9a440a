import type { ConsoleDraw } from '@zeya/contract/twod-console';

/** The 12:01 draw of 24 November 2026 as the console API lists it, open, with stakes on 38, 44 and 83. */
export const twodDraw = (changes: Partial<ConsoleDraw> = {}): ConsoleDraw => ({
  id: 7,
  date: '2026-11-24',
  time_id: 2,
  draw_at: '2026-11-24T05:31:00.000Z',
  closes_at: '2026-11-24T05:26:00.000Z',
  status: 'open',
  result: null,
  set: null,
  value: null,
  result_source: null,
  entered_by: null,
  confirmed_by: null,
  override_reason: null,
  entered_role: null,
  feed_set: null,
  feed_value: null,
  feed_read_at: null,
  held: false,
  hold_reason: null,
  slips: 3,
  staked: 1_300,
  paid: 0,
  numbers: { '38': 1_000, '44': 900, '83': 200 },
  ...changes,
});

export const TWOD_SETTINGS = {
  break_limit: 1_000,
  player_limit: null,
  odds: 80,
  close_minutes: 5,
  closed_heads: [],
  closed_numbers: ['77'],
};
