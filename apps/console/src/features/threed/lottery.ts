import type { ThreedConsoleDraw, ThreedSettingsBody } from '@zeya/contract/threed';
import type { ConsoleLottery } from '@/shared/lottery/lottery';
import { useThreedTexts } from './texts';

/** The first prize as read (six digits), the result (its last three digits) and where it was read. */
export interface ThreedResult {
  first_prize: string;
  result: string;
  source: string;
}

/**
 * 3D as the shared lottery screens see it: three digits, the last three of the Thai lottery's first prize, drawn on
 * the 1st and 16th; the server checks that the digits are the prize's.
 */
export const THREED: ConsoleLottery<ThreedConsoleDraw, ThreedSettingsBody, ThreedResult, ThreedResult> = {
  game: 'threed',
  useTexts: useThreedTexts,
  settings: {
    break_limit: 'number',
    player_limit: 'optional',
    odds: 'number',
    tote_odds: 'optional',
    close_minutes: 'number',
    closed_numbers: 'list',
  },
  result: {
    initial: (draw) => ({
      first_prize: draw.first_prize ?? '',
      result: draw.result ?? '',
      source: draw.source ?? '',
    }),
    fields: [
      { key: 'first_prize', label: 'first_prize' },
      { key: 'result', label: 'number' },
      { key: 'source', label: 'source' },
    ],
    body: (form) => form,
    words: (draw, body) => ({ date: draw.date, number: draw.result ?? body.result, prize: body.first_prize }),
  },
};
