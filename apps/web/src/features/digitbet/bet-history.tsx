import { formatKs } from '@zeya/ui-kit/format-ks';
import { Loading, NoData } from '@/shared/ui/loading';
import type { DigitBetRound } from '@/features/digitbet/api';
import { useDigitBetTexts } from '@/features/digitbet/messages';

/** Local date and time of a round, e.g. 2025-01-31 14:05:09. */
function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

/** The player's rounds, newest first: time, bet, digit, rolled number, outcome, win amount and profit. */
export function BetHistory({ rounds, loading }: { rounds: DigitBetRound[] | undefined; loading: boolean }) {
  const { t } = useDigitBetTexts();
  const head = 'px-2 py-2 text-left font-semibold whitespace-nowrap';
  const cell = 'px-2 py-2 whitespace-nowrap tabular-nums';
  return (
    <section
      aria-labelledby="digitbet-history"
      className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-3"
    >
      <h2 id="digitbet-history" className="mb-2 text-base font-bold text-amber-200">
        {t('history')}
      </h2>
      {loading ? (
        <Loading />
      ) : !rounds || rounds.length === 0 ? (
        <NoData />
      ) : (
        <div className="-mx-3 overflow-x-auto px-3">
          <table className="w-full text-xs md:text-sm" aria-labelledby="digitbet-history">
            <thead className="text-amber-100/70">
              <tr className="border-b border-white/10">
                <th className={head}>{t('col_time')}</th>
                <th className={head}>{t('col_bet')}</th>
                <th className={head}>{t('col_digit')}</th>
                <th className={head}>{t('col_rolled')}</th>
                <th className={head}>{t('col_outcome')}</th>
                <th className={`${head} text-right`}>{t('col_win_amount')}</th>
                <th className={`${head} text-right`}>{t('col_profit')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <tr key={round.id} className="border-b border-white/5" data-testid="digitbet-history-row">
                  <td className={`${cell} text-white/60`}>{formatTime(round.timestamp)}</td>
                  <td className={cell}>
                    <span className="font-semibold">{t(`type_${round.betType}`)}</span>{' '}
                    <span className="text-white/60">
                      {formatKs(round.bet_amount, 2)} × {round.multiplier}
                    </span>
                  </td>
                  <td className={cell}>{round.digit ?? '-'}</td>
                  <td className={`${cell} font-bold text-brand`}>{round.rolledNumber}</td>
                  <td
                    className={`${cell} font-semibold ${round.outcome === 'win' ? 'text-green-400' : 'text-red-400'}`}
                  >
                    {t(`outcome_${round.outcome}`)}
                  </td>
                  <td className={`${cell} text-right`}>{formatKs(round.win_amount, 2)}</td>
                  <td
                    className={`${cell} text-right ${round.profit >= 0 ? 'text-green-400' : 'text-red-400'}`}
                  >
                    {round.profit > 0 ? '+' : ''}
                    {formatKs(round.profit, 2)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
