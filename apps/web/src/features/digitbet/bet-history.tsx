import { formatStamp } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useState } from 'react';
import { FormAlert } from '@/shared/ui/form-fields';
import { Loading, NoData } from '@/shared/ui/loading';
import { useFairness, type DigitBetRound } from '@/features/digitbet/api';
import { useDigitBetTexts } from '@/features/digitbet/messages';
import { failureText, RollCheck } from '@/features/digitbet/seed-check';

const cell = 'px-2 py-2 align-top tabular-nums';

/**
 * The player's rounds, newest first, in three columns so that a 360 px phone shows the outcome without scrolling:
 * the bet (with its stake and time under it), the rolled number, and the outcome with the profit.
 */
export function BetHistory({ rounds, loading }: { rounds: DigitBetRound[] | undefined; loading: boolean }) {
  const { t } = useDigitBetTexts();
  const head = 'px-2 py-2 text-left font-semibold';
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
                <th className={head}>{t('col_bet')}</th>
                <th className={`${head} text-center`}>{t('col_rolled')}</th>
                <th className={`${head} text-right`}>{t('col_outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <HistoryRow key={round.id} round={round} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One round; "Check this roll" opens the browser's check of it in a line below. */
function HistoryRow({ round }: { round: DigitBetRound }) {
  const { t } = useDigitBetTexts();
  const [checking, setChecking] = useState(false);
  const tone = round.outcome === 'win' ? 'text-green-400' : 'text-red-400';
  return (
    <>
      <tr className="border-b border-white/5" data-testid="digitbet-history-row">
        <td className={cell}>
          <span className="font-semibold">
            {t(`type_${round.betType}`)}
            {round.digit !== null && ` ${round.digit}`}
          </span>{' '}
          <span className="whitespace-nowrap text-white/60">
            {formatKs(round.bet_amount, 2)} × {round.multiplier}
          </span>
          <span className="block text-white/50">{formatStamp(round.timestamp, true)}</span>
          <button
            type="button"
            aria-expanded={checking}
            onClick={() => setChecking((shown) => !shown)}
            className="mt-1 text-brand underline underline-offset-2"
          >
            {t('check_roll')}
          </button>
        </td>
        <td className={`${cell} text-center text-base font-bold text-brand`}>{round.rolledNumber}</td>
        <td className={`${cell} text-right whitespace-nowrap ${tone}`}>
          <span className="block font-semibold">{t(`outcome_${round.outcome}`)}</span>
          {round.profit > 0 ? '+' : ''}
          {formatKs(round.profit, 2)}
        </td>
      </tr>
      {checking && (
        <tr className="border-b border-white/5">
          <td colSpan={3} className="px-2 pb-3">
            <RollCheckLoaded round={round} />
          </td>
        </tr>
      )}
    </>
  );
}

/** The check needs the player's seeds: which one is in play and which are revealed. */
function RollCheckLoaded({ round }: { round: DigitBetRound }) {
  const { t } = useDigitBetTexts();
  const fairness = useFairness(true);
  if (fairness.isPending) return <Loading />;
  if (fairness.isError) return <FormAlert message={failureText(fairness.error, t)} />;
  return <RollCheck round={round} fairness={fairness.data} />;
}
