import { formatDay } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { Loading, NoData } from '@/shared/ui/loading';
import { SignedInOnly } from '@/shared/ui/signed-in-only';
import { LOGIN_PATH, useThreedSlips, useThreedWinners, type ThreedSlip } from '@/features/threed/api';
import { useThreedTexts } from '@/features/threed/messages';
import { CARD } from '@/shared/ui/lottery-frame';
import { ThreedFrame } from '@/features/threed/threed-frame';

/** /3d/slips: the player's latest 3D slips, each number with what it won. */
export function ThreedSlipsPage() {
  const { t } = useThreedTexts();
  const slips = useThreedSlips();
  return (
    <SignedInOnly to={LOGIN_PATH}>
      <ThreedFrame title={t('slips')}>
        {slips.isPending ? (
          <Loading />
        ) : !slips.data?.length ? (
          <NoData text={t('no_slips')} />
        ) : (
          slips.data.map((slip) => <SlipCard key={slip.id} slip={slip} />)
        )}
      </ThreedFrame>
    </SignedInOnly>
  );
}

function SlipCard({ slip }: { slip: ThreedSlip }) {
  const { t } = useThreedTexts();
  return (
    <article className={CARD} data-testid="threed-slip">
      <header className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-bold text-white">{t('slip', { no: slip.slip_no })}</span>
        <span className="text-white/70">{t('draw_of', { date: formatDay(slip.game_date) })}</span>
        <span className="text-amber-200">{t(`status_${slip.status}`)}</span>
        {slip.result && (
          <span className="font-bold text-amber-300">{t('result_is', { result: slip.result })}</span>
        )}
      </header>
      <ul className="divide-y divide-white/10">
        {slip.bets.map((bet) => (
          <li key={bet.id} className="flex justify-between py-1 text-sm">
            <span className="font-mono font-bold text-white">{bet.bet_number}</span>
            <span className="text-white/70">{formatKs(bet.bet_amount)}</span>
            <span className={bet.payout > 0 ? 'font-bold text-green-400' : 'text-white/60'}>
              {t(`result_${bet.result}`, { amount: formatKs(bet.payout) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-white/80">{t('total', { amount: formatKs(slip.total_bet_amount) })}</p>
    </article>
  );
}

/** /3d/winners: the winners of the latest settled draw. */
export function ThreedWinnersPage() {
  const { t } = useThreedTexts();
  const winners = useThreedWinners();
  return (
    <SignedInOnly to={LOGIN_PATH}>
      <ThreedFrame title={t('winners')}>
        {winners.isPending ? (
          <Loading />
        ) : (
          <div className={CARD}>
            {winners.data?.result && (
              <p className="mb-2 font-bold text-amber-300">
                {formatDay(winners.data.date ?? '')} · {t('result_is', { result: winners.data.result })}
              </p>
            )}
            {!winners.data?.winners.length ? (
              <NoData text={t('no_winners')} />
            ) : (
              <ul className="divide-y divide-white/10">
                {winners.data.winners.map((winner, index) => (
                  <li key={index} className="flex justify-between py-1 text-sm">
                    <span className="text-white">{winner.player_name}</span>
                    <span className="font-mono text-amber-200">{winner.number}</span>
                    <span className="font-bold text-green-400">
                      {t(`result_${winner.kind}`, { amount: formatKs(winner.payout) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </ThreedFrame>
    </SignedInOnly>
  );
}
