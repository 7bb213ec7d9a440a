import type { ConsoleDraw, TwodSettingsBody } from '@zeya/contract/twod-console';
import type { ConsoleLottery } from '@/shared/lottery/lottery';
import { drawTime } from './draw-time';
import { useTwodTexts } from './texts';

/** The SET index and traded value a 2D number comes from, as typed or as the feed read them. */
export interface Reading {
  twod: string;
  set: string;
  value: string;
}

type ResultText = Reading & { override_reason: string; hold_reason: string };

export interface DrawResult extends Reading {
  /** An admin's reason for a number that does not follow from SET and value. */
  override_reason?: string;
  /** An admin's reason for SET and value other than the feed's reading: held for a second admin to confirm. */
  hold_reason?: string;
}

/**
 * 2D as the shared lottery screens see it: two digits drawn at 12:01 and 16:30 from the SET index and traded value,
 * held to the feed's reading; an admin may override the number or hold other figures, each with a reason.
 */
export const TWOD: ConsoleLottery<ConsoleDraw, TwodSettingsBody, ResultText, DrawResult> = {
  game: 'twod',
  useTexts: useTwodTexts,
  settings: {
    break_limit: 'number',
    player_limit: 'optional',
    odds: 'number',
    close_minutes: 'number',
    closed_heads: 'list',
    closed_numbers: 'list',
  },
  result: {
    initial: (draw) => ({
      twod: draw.result ?? '',
      set: draw.set ?? '',
      value: draw.value ?? '',
      override_reason: '',
      hold_reason: '',
    }),
    fields: [
      { key: 'twod', label: 'twod', inputMode: 'decimal' },
      { key: 'set', label: 'set', inputMode: 'decimal' },
      { key: 'value', label: 'value', inputMode: 'decimal' },
    ],
    // Figures other than the feed's can be held only once the feed has read the draw.
    reasons: (draw) => (draw.feed_set === null ? ['override_reason'] : ['override_reason', 'hold_reason']),
    body: (form) => ({
      twod: form.twod.trim(),
      set: form.set.trim(),
      value: form.value.trim(),
      override_reason: form.override_reason.trim() || undefined,
      hold_reason: form.hold_reason.trim() || undefined,
    }),
    ready: (body) => /^\d{2}$/.test(body.twod) && body.set !== '' && body.value !== '',
    words: (draw, body) => ({
      date: draw.date,
      time: drawTime(draw.time_id),
      twod: draw.result ?? body.twod,
    }),
  },
};
