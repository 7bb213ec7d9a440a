import type { FeedMatch } from '@zeya/contract/twod';
import { HttpError } from '../../platform/http/errors';
import type { Draw } from './draws';

/** A figure as a number: the feed and people write 1,346.23, 1346.23 or 1346.230 for the same reading. */
const figure = (text: string) => Number(text.replaceAll(',', ''));

/** Whether SET and value are the ones the feed published for the draw; no_reading when it has published none. */
export function feedMatchOf(draw: Draw, set: string | null, value: string | null): FeedMatch {
  if (draw.feedSet === null || draw.feedValue === null) return 'no_reading';
  const same =
    set !== null &&
    value !== null &&
    figure(set) === figure(draw.feedSet) &&
    figure(value) === figure(draw.feedValue);
  return same ? 'matched' : 'differs';
}

/** An admin's entry that differs from the feed, with its written reason, waiting for a second admin's confirmation. */
export const isHeld = (draw: Draw) => draw.status === 'result_entered' && draw.feedOverrideReason !== null;

/**
 * Where a person's figures are held to the feed (it is configured, `heldToFeed`) and the feed has read the draw: null
 * when they are the feed's, or when there is no reading to hold them to; the admin's written reason to hold them when
 * they differ; without one, a refusal that names the feed's figures so the person can enter those.
 */
export function holdReasonOf(
  draw: Draw,
  figures: { set: string | null; value: string | null; reason: string | null },
  heldToFeed: boolean,
): string | null {
  if (!heldToFeed || feedMatchOf(draw, figures.set, figures.value) !== 'differs') return null;
  if (figures.reason) return figures.reason;
  throw new HttpError(409, 'twod_result_differs_from_feed', { set: draw.feedSet!, value: draw.feedValue! });
}
