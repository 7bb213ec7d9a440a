import { useTwodTexts } from '@/features/twod/messages';
import { timeLabel } from '@/features/twod/draw-label';
import { useDrawLabel } from '@/features/twod/use-draw-label';

const TODAY_REASONS = ['closed', 'weekend', 'holiday'];

/**
 * Which draw a slip is for, by day and time, and (when it is not today's) why: at night, on a weekend or a holiday
 * the slip goes to the next business day's draw, and the player reads that before choosing numbers or confirming.
 */
export function DrawDay({ draw }: { draw: { date: string; time_id: number; today_reason?: string | null } }) {
  const { t } = useTwodTexts();
  const label = useDrawLabel();
  const reason = draw.today_reason;
  return (
    <div className="rounded-lg border border-brand/40 bg-black/30 px-3 py-2 text-sm">
      <p data-testid="twod-draw-day" className="font-bold text-brand">
        {t('draw_for', { draw: label(draw.date, draw.time_id) })}
      </p>
      {reason && (
        <p className="mt-0.5 text-amber-100/80">
          {t(`today_reason_${TODAY_REASONS.includes(reason) ? reason : 'other'}`, {
            time: timeLabel(draw.time_id),
          })}
        </p>
      )}
    </div>
  );
}
