import { useTwodResults, type TwodLive, type TwodResult } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import { formatClock, formatDay } from '@zeya/ui-kit/format-date';
import { CARD } from '@/shared/ui/lottery-frame';

/** The draws of each day, in the order the server sends them (newest first). */
function byDay(results: TwodResult[]): [string, TwodResult[]][] {
  const days = new Map<string, TwodResult[]>();
  for (const result of results) days.set(result.date, [...(days.get(result.date) ?? []), result]);
  return [...days];
}

/** What changes only when a result is published: the table is fetched again then, not at every live reading. */
const publishedOf = (live: TwodLive | undefined) =>
  live?.result.map((result) => `${result.stock_date} ${result.open_time} ${result.twod}`).join();

/** /2d's results table: today's draws and the days before, each with its SET, value and two digits. */
export function ResultsTable({ live }: { live: TwodLive | undefined }) {
  const { t } = useTwodTexts();
  const results = useTwodResults(publishedOf(live));
  if (!results.data || results.data.length === 0) return null;
  const head = 'px-1 py-1.5 font-semibold';
  return (
    <section aria-labelledby="twod-results-history" className={CARD}>
      <h2 id="twod-results-history" className="pb-2 font-bold text-amber-200">
        {t('results_history')}
      </h2>
      <table data-testid="twod-results-table" className="w-full text-center text-sm tabular-nums">
        <thead className="text-amber-100/70">
          <tr>
            <th className={head}>{t('col_time')}</th>
            <th className={head}>{t('col_set')}</th>
            <th className={head}>{t('col_value')}</th>
            <th className={head}>{t('col_twod')}</th>
          </tr>
        </thead>
        {byDay(results.data).map(([day, draws]) => (
          <tbody key={day} className="border-t border-white/10">
            <tr>
              <th colSpan={4} scope="rowgroup" className="pt-2 text-left font-semibold text-amber-100">
                {formatDay(day)}
              </th>
            </tr>
            {draws.map((draw) => (
              <tr key={draw.time_id} data-testid="twod-result-row">
                <td className="px-1 py-1 whitespace-nowrap">{formatClock(draw.open_time)}</td>
                <td className="px-1 py-1">{draw.set || '--'}</td>
                <td className="px-1 py-1">{draw.value || '--'}</td>
                <td className="px-1 py-1 text-lg font-black text-brand">{draw.twod}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
