import type { ConsoleDraw } from '@zeya/contract/twod-console';
import { formatTime } from '@/shared/format';
import { useTwodTexts } from './texts';

/** A figure as a number: the feed and people write 1,346.23, 1346.23 or 1346.230 for the same reading. */
const figure = (text: string) => Number(text.replaceAll(',', ''));

/**
 * The feed's own reading of the draw beside the figures entered, which are held to it: whether they are the feed's,
 * and when an admin held different ones, that a second admin must confirm them and why.
 */
export function FeedCheck({ draw }: { draw: ConsoleDraw }) {
  const { t } = useTwodTexts();
  if (draw.feed_set === null || draw.feed_value === null)
    return <p className="text-sm text-stone-700">{t('feed_no_reading')}</p>;
  const entered = draw.set !== null && draw.value !== null;
  const same =
    draw.set !== null &&
    draw.value !== null &&
    figure(draw.set) === figure(draw.feed_set) &&
    figure(draw.value) === figure(draw.feed_value);
  return (
    <div className="grid gap-1 text-sm text-stone-700" data-testid="feed-check">
      <p>
        {t('feed_reading', {
          set: draw.feed_set,
          value: draw.feed_value,
          time: formatTime(draw.feed_read_at),
        })}
      </p>
      {entered && (
        <p className={same ? '' : 'font-medium text-amber-800'}>
          {t(same ? 'entered_matches' : 'entered_differs', { set: draw.set, value: draw.value })}
        </p>
      )}
      {draw.held && draw.status === 'result_entered' && (
        <p className="font-semibold text-amber-800">{t('held', { reason: draw.hold_reason })}</p>
      )}
    </div>
  );
}
