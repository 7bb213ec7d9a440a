import { formatDay } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useState } from 'react';
import { Loading } from '@/shared/ui/loading';
import { FormAlert, TextField } from '@/shared/ui/form-fields';
import { Card, DeskHeading, failureText } from '@/features/agent-desk/desk-ui';
import { FIGURES, FigureTiles, winLoseTone } from '@/features/agent-desk/figures';
import { useReport } from '@/features/agent-desk/figures-api';
import { useDeskTexts, type DeskKey } from '@/features/agent-desk/messages';
import { periodOf, type Period, type PeriodChoice } from '@/features/agent-desk/period';

const CHOICES: readonly { choice: PeriodChoice; label: DeskKey }[] = [
  { choice: 'today', label: 'period_today' },
  { choice: 'yesterday', label: 'period_yesterday' },
  { choice: 'week', label: 'period_7_days' },
  { choice: 'month', label: 'period_this_month' },
  { choice: 'custom', label: 'period_custom' },
];

/**
 * /agent/reports: the agent's players' turnover, win/lose, deposits and withdrawals for a period, in total and per
 * Myanmar day. Win/lose is the players' side: positive when they came out ahead.
 */
export function ReportsPage() {
  const { t, failure } = useDeskTexts();
  const [choice, setChoice] = useState<PeriodChoice>('week');
  const [custom, setCustom] = useState<Period>(() => periodOf('week'));
  const period = choice === 'custom' ? custom : periodOf(choice);
  const report = useReport(period.from, period.to);
  return (
    <>
      <DeskHeading title={t('reports_title')} />
      <div className="space-y-3">
        <div role="group" aria-label={t('period')} className="flex gap-1 overflow-x-auto">
          {CHOICES.map((item) => (
            <button
              key={item.choice}
              type="button"
              aria-pressed={item.choice === choice}
              onClick={() => setChoice(item.choice)}
              className={`shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${
                item.choice === choice ? 'bg-brand text-ink' : 'bg-white/5 text-white/75'
              }`}
            >
              {t(item.label)}
            </button>
          ))}
        </div>
        {choice === 'custom' && (
          <div className="grid grid-cols-2 gap-2">
            <TextField
              name="from"
              type="date"
              label={t('from')}
              value={custom.from}
              onValue={(from) => setCustom((current) => ({ ...current, from }))}
            />
            <TextField
              name="to"
              type="date"
              label={t('to')}
              value={custom.to}
              onValue={(to) => setCustom((current) => ({ ...current, to }))}
            />
          </div>
        )}
        {report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <FormAlert message={failureText(report.error, failure)} />
        ) : (
          <>
            <Card>
              <h2 className="mb-2 font-bold text-amber-200">
                {t('period_total', { from: formatDay(report.data.from), to: formatDay(report.data.to) })}
              </h2>
              <FigureTiles figures={report.data.total} />
              <p className="mt-2 text-xs text-white/60">{t('win_lose_note')}</p>
            </Card>
            <div className="overflow-x-auto rounded-xl border border-amber-400/20">
              <table className="w-full min-w-[520px] text-sm">
                <thead className="bg-black/30 text-left text-amber-100/70">
                  <tr>
                    <th scope="col" className="px-2 py-2 font-semibold">
                      {t('day')}
                    </th>
                    {FIGURES.map((figure) => (
                      <th key={figure.key} scope="col" className="px-2 py-2 text-right font-semibold">
                        {t(figure.label)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...report.data.days].reverse().map((day) => (
                    <tr key={day.date} className="border-t border-white/5">
                      <th
                        scope="row"
                        className="px-2 py-1.5 text-left font-normal whitespace-nowrap text-white tabular-nums"
                      >
                        {formatDay(day.date)}
                      </th>
                      {FIGURES.map((figure) => (
                        <td
                          key={figure.key}
                          className={`px-2 py-1.5 text-right whitespace-nowrap tabular-nums ${
                            figure.key === 'players_win_lose' ? winLoseTone(day[figure.key]) : 'text-white'
                          }`}
                        >
                          {formatKs(day[figure.key], 2)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </>
  );
}
