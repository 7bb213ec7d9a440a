import type { TwodLive } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import { isWeekend } from '@zeya/contract/twod-constants';
import { formatClock, formatDay, formatInstantClock } from '@zeya/ui-kit/format-date';
import { CARD } from '@/shared/ui/lottery-frame';

/** What a digit the feed has not published yet shows. */
const NONE = '--';

/** The live 2D board: the number with its time, the closing time, each open time's result and Modern / Internet. */
export function LiveBoard({ live }: { live: TwodLive }) {
  return (
    <>
      <LiveNumber live={live} />
      <Results results={live.result} />
      <ModernInternet rows={live.modern_internet} />
    </>
  );
}

function LiveNumber({ live }: { live: TwodLive }) {
  const { t } = useTwodTexts();
  const next = live.next_draw;
  return (
    <section aria-label={t('live_number')} className={`${CARD} text-center`}>
      <p
        data-testid="twod-live-number"
        className="text-7xl font-black tracking-widest text-brand tabular-nums drop-shadow-[0_0_18px_rgba(255,200,61,0.45)]"
      >
        {live.live.twod || NONE}
      </p>
      <p className="mt-2 text-sm text-white/70 tabular-nums">
        {t('updated', { date: formatDay(live.live.date), time: formatClock(live.live.time) })}
      </p>
      <p data-testid="twod-closing" className="mt-1 text-sm font-semibold text-amber-200">
        {next
          ? t('closing', { date: formatDay(next.date), time: formatInstantClock(next.closes_at) })
          : t('no_next_draw')}
      </p>
      {live.holiday.status === '1' && (
        <p className="mt-2 rounded-lg bg-red-500/15 px-3 py-1.5 text-sm text-red-300">
          {/* The feed names a weekend in English ("Weekend"): the player reads it in their language. */}
          {isWeekend(live.holiday.date)
            ? t('holiday_today_weekend')
            : t('holiday_today', { name: live.holiday.name })}
        </p>
      )}
    </section>
  );
}

function Results({ results }: { results: TwodLive['result'] }) {
  const { t } = useTwodTexts();
  if (results.length === 0) return null;
  const head = 'px-2 py-1.5 font-semibold';
  return (
    <section aria-label={t('results')} className="grid gap-3 sm:grid-cols-2">
      {results.map((row) => (
        <table key={row.open_time} className={`${CARD} w-full text-center text-sm tabular-nums`}>
          <caption className="pb-2 text-left font-bold text-amber-200">{formatClock(row.open_time)}</caption>
          <thead className="text-amber-100/70">
            <tr>
              <th className={head}>{t('col_set')}</th>
              <th className={head}>{t('col_value')}</th>
              <th className={head}>{t('col_twod')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="px-2 py-1.5">{row.set || NONE}</td>
              <td className="px-2 py-1.5">{row.value || NONE}</td>
              <td className="px-2 py-1.5 text-lg font-black text-brand">{row.twod || NONE}</td>
            </tr>
          </tbody>
        </table>
      ))}
    </section>
  );
}

/** The 9:30 AM and 2:00 PM informational numbers (nothing settles against them). */
function ModernInternet({ rows }: { rows: TwodLive['modern_internet'] }) {
  const { t } = useTwodTexts();
  if (rows.length === 0) return null;
  return (
    <section aria-label={`${t('modern')} / ${t('internet')}`} className={`${CARD} grid gap-3`}>
      {rows.map((row) => (
        <div
          key={row.time}
          data-testid="twod-modern-internet"
          className="grid grid-cols-3 items-center gap-2 text-center"
        >
          <span className="font-bold text-amber-200 tabular-nums">{formatClock(row.time)}</span>
          <Digit label={t('modern')} value={row.modern} />
          <Digit label={t('internet')} value={row.internet} />
        </div>
      ))}
    </section>
  );
}

function Digit({ label, value }: { label: string; value: string | null }) {
  return (
    <span>
      <span className="block text-xs text-white/60">{label}</span>
      <span className="text-xl font-black text-white tabular-nums">{value ?? NONE}</span>
    </span>
  );
}
