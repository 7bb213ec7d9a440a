import type { ConsoleDraw, TwodSettingsBody } from '@zeya/contract/twod-console';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useLotterySettings } from '@/shared/lottery/api';
import { DrawExposure } from '@/shared/lottery/draw-exposure';
import { ResultEntry } from '@/shared/lottery/result-entry';
import { QueryView } from '@/shared/ui/page';
import { useDrawStateText } from './draw-state';
import { drawTime } from './draw-time';
import { FeedCheck } from './feed-check';
import { FeedReadings } from './feed-readings';
import { HeatMap } from './heat-map';
import { TWOD } from './lottery';
import { useTwodTexts } from './texts';
import { Winners } from './winners';

/** Who did each step of the draw's result (in which role), and an admin's override, as the audit has them. */
function ResultSteps({ draw }: { draw: ConsoleDraw }) {
  const { t } = useTwodTexts();
  if (!draw.result) return null;
  const person = draw.entered_by !== null && draw.entered_role !== null && draw.entered_role !== 'feed';
  return (
    <div className="grid gap-1 text-sm text-stone-700" data-testid="result-steps">
      <p>
        {person
          ? t('entered_by_role', { name: draw.entered_by, role: t(`role_${draw.entered_role}`) })
          : t('entered_by', { name: draw.entered_by ?? t('source_feed') })}
      </p>
      {draw.confirmed_by && <p>{t('confirmed_by', { name: draw.confirmed_by })}</p>}
      {draw.override_reason && (
        <p className="font-medium text-amber-800">{t('overridden', { reason: draw.override_reason })}</p>
      )}
    </div>
  );
}

/**
 * One draw: its settlement status, the heat map of its stakes, result entry beside the feed (held to
 * the feed's reading: an admin may enter another number, or other figures held for a second admin, each with a
 * reason), and its winners.
 */
export function DrawPanel({ draw }: { draw: ConsoleDraw }) {
  const { t } = useTwodTexts();
  const stateText = useDrawStateText();
  const settings = useLotterySettings<TwodSettingsBody>(TWOD);
  return (
    <article
      className="grid gap-5 rounded-lg border border-stone-200 bg-white p-4"
      aria-label={drawTime(draw.time_id)}
    >
      <header className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <h2 className="text-lg font-semibold">
          {draw.date} {drawTime(draw.time_id)}
        </h2>
        <span data-testid="draw-status">{stateText(draw)}</span>
        <span>
          {t('slips')}: {draw.slips}
        </span>
        <span>
          {t('staked')}: {formatKs(draw.staked)}
        </span>
        <span>
          {t('paid')}: {formatKs(draw.paid)}
        </span>
      </header>
      <section className="grid gap-2">
        <h3 className="font-semibold text-stone-800">{t('heat_map')}</h3>
        <QueryView query={settings}>
          {(current) => <HeatMap numbers={draw.numbers} breakLimit={current.break_limit} />}
        </QueryView>
      </section>
      <DrawExposure lottery={TWOD} drawId={draw.id} />
      <ResultEntry
        key={`${draw.id}-${draw.status}-${draw.result}`}
        lottery={TWOD}
        draw={draw}
        above={(fill) => (
          <>
            <h3 className="font-semibold text-stone-800">{t('result_entry')}</h3>
            <FeedReadings draw={draw} onUse={fill} />
            <FeedCheck draw={draw} />
          </>
        )}
        steps={<ResultSteps draw={draw} />}
      />
      {draw.status === 'settled' && <Winners drawId={draw.id} />}
    </article>
  );
}
