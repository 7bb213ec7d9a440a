import type { ThreedConsoleDraw } from '@zeya/contract/threed';
import { formatTime } from '@/shared/format';
import { DrawExposure } from '@/shared/lottery/draw-exposure';
import { ResultEntry } from '@/shared/lottery/result-entry';
import { THREED } from './lottery';
import { useThreedTexts } from './texts';

/**
 * One 3D draw: its state, the result with the first prize it comes from and where that was read (a second person
 * confirms it, or an admin voids the draw), and the exposure per number.
 */
export function DrawPanel({ draw }: { draw: ThreedConsoleDraw }) {
  const { t } = useThreedTexts();
  return (
    <article className="grid gap-5 rounded-lg border border-stone-200 bg-white p-4" aria-label={draw.date}>
      <header className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <h2 className="text-lg font-semibold">{draw.date}</h2>
        <span data-testid="threed-draw-status">{t(`status_${draw.status}`)}</span>
        <span className="text-sm text-stone-600">
          {t('closes', { time: formatTime(draw.closes_at), draw: formatTime(draw.draw_at) })}
        </span>
      </header>
      <ResultEntry
        key={`${draw.id}-${draw.status}-${draw.result}`}
        lottery={THREED}
        draw={draw}
        steps={
          draw.result && (
            <p className="text-sm text-stone-700" data-testid="threed-result-steps">
              {t('entered_by', {
                name: draw.entered_by ?? '—',
                prize: draw.first_prize,
                source: draw.source,
              })}
              {draw.confirmed_by && <> · {t('confirmed_by', { name: draw.confirmed_by })}</>}
            </p>
          )
        }
      />
      <DrawExposure lottery={THREED} drawId={draw.id} />
    </article>
  );
}
