import { TWOD_TIMES, type TwodOpenDraw } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import { formatInstantClock } from '@zeya/ui-kit/format-date';
import { CARD } from '@/shared/ui/lottery-frame';
import { useDrawLabel } from '@/features/twod/use-draw-label';

/**
 * The draws taking bets now, each with its day and closing time (betting closes on the draw's own day): at night, on a weekend or a holiday these are the
 * next business day's, and the board says so rather than only "closed".
 */
export function OpenDrawsCard({ draws }: { draws: TwodOpenDraw[] }) {
  const { t } = useTwodTexts();
  const label = useDrawLabel();
  return (
    <section aria-labelledby="twod-open-draws" className={CARD}>
      <h2 id="twod-open-draws" className="mb-2 font-bold text-amber-200">
        {t('open_draws')}
      </h2>
      {draws.length === 0 ? (
        <p className="text-sm text-white/70">{t('no_next_draw')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {TWOD_TIMES.map((time) => draws.find((draw) => draw.time_id === time.id))
            .filter((draw) => draw !== undefined)
            .map((draw) => (
              <li
                key={draw.time_id}
                data-testid="twod-open-draw"
                className="rounded-lg bg-black/30 px-3 py-2"
              >
                <span className="block font-bold text-brand">{label(draw.date, draw.time_id)}</span>
                <span className="block text-sm text-white/70">
                  {t('closes_at', { time: formatInstantClock(draw.closes_at) })}
                </span>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
