import type { ConsoleDraw } from '@zeya/contract/twod-console';
import { Button } from '@/shared/ui/button';
import { useLive } from './api';
import { drawTime } from './draw-time';
import type { Reading } from './lottery';
import { useTwodTexts } from './texts';

/**
 * What the live feed says beside the result entry: its result for this draw's time when it has one, and its live
 * reading while the draw's day is today. The operator may copy the feed's result into the form.
 */
export function FeedReadings({ draw, onUse }: { draw: ConsoleDraw; onUse: (reading: Reading) => void }) {
  const { t } = useTwodTexts();
  const live = useLive().data;
  const time = drawTime(draw.time_id);
  const result = live?.result.find(
    (entry) => entry.stock_date === draw.date && entry.open_time.startsWith(time),
  );
  return (
    <div className="grid gap-1 rounded-md bg-stone-50 p-3 text-sm text-stone-700" data-testid="feed">
      {live && live.live.date === draw.date && (
        <p>{t('feed_live', { ...live.live, time: live.live.time })}</p>
      )}
      {result ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>{t('feed_result', { ...result, time })}</span>
          <Button look="secondary" onClick={() => onUse(result)}>
            {t('use_feed')}
          </Button>
        </p>
      ) : (
        <p>{t('feed_none')}</p>
      )}
    </div>
  );
}
