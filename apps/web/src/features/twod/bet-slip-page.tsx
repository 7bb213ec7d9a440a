import { formatKs } from '@zeya/ui-kit/format-ks';
import { DetailRow } from '@/shared/ui/detail-row';
import { Loading, NoData } from '@/shared/ui/loading';
import { SignedInOnly } from '@/shared/ui/signed-in-only';
import { LOGIN_PATH, useTwodSlips, type TwodSession, type TwodSlip } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import { CARD } from '@/shared/ui/lottery-frame';
import { TwodFrame } from '@/features/twod/twod-frame';
import { useDrawLabel } from '@/features/twod/use-draw-label';

export const MorningBetSlipPage = () => <BetSlipPage session="morning" />;
export const EveningBetSlipPage = () => <BetSlipPage session="evening" />;

/** /morning-bet-slip and /evening-bet-slip: the player's latest slip of the session. */
function BetSlipPage({ session }: { session: TwodSession }) {
  const { t } = useTwodTexts();
  return (
    <SignedInOnly to={LOGIN_PATH}>
      <TwodFrame title={t(`slip_title_${session}`)}>
        <LatestSlip session={session} />
      </TwodFrame>
    </SignedInOnly>
  );
}

function LatestSlip({ session }: { session: TwodSession }) {
  const { t } = useTwodTexts();
  const slips = useTwodSlips(session);
  if (slips.isPending) return <Loading />;
  if (slips.isError) return <NoData text={t('common:something_went_wrong')} />;
  const [slip] = slips.data;
  return slip ? <SlipCard slip={slip} /> : <NoData text={t('no_slip')} />;
}

/** Pending shows in one colour, a finished (or void) slip in another, as the spec says. */
const statusLook = (status: TwodSlip['status']) =>
  status === 'pending' ? 'bg-yellow-400/15 text-yellow-300' : 'bg-green-500/15 text-green-400';

const RESULT_LOOK: Record<TwodSlip['two_bets'][number]['result'], string> = {
  pending: 'text-yellow-300',
  win: 'text-green-400',
  lose: 'text-red-400',
  refunded: 'text-white/70',
};

function SlipCard({ slip }: { slip: TwodSlip }) {
  const { t } = useTwodTexts();
  const label = useDrawLabel();
  const details: [string, string][] = [
    [t('slip_no'), slip.slip_no],
    [t('player_name'), slip.player_name],
    [t('total_bet'), formatKs(slip.total_bet_amount)],
    [t('session'), t(`session_${slip.session}`)],
    // The day with its weekday and the draw's time: a slip placed at night is for the next business day's draw.
    [t('game_date'), label(slip.game_date, slip.time_id)],
    [t('before_balance'), formatKs(slip.before_balance, 2)],
    [t('after_balance'), formatKs(slip.after_balance, 2)],
  ];
  return (
    <article data-testid="twod-slip" className={`${CARD} space-y-4`}>
      <dl className="grid gap-2 text-sm">
        {details.map(([label, value]) => (
          <DetailRow key={label} label={label}>
            {value}
          </DetailRow>
        ))}
        <DetailRow label={t('status')}>
          <span className={`rounded-full px-2.5 py-0.5 text-xs ${statusLook(slip.status)}`}>
            {t(`status_${slip.status}`)}
          </span>
        </DetailRow>
      </dl>
      <SlipBets bets={slip.two_bets} />
    </article>
  );
}

function SlipBets({ bets }: { bets: TwodSlip['two_bets'] }) {
  const { t } = useTwodTexts();
  const head = 'px-1.5 py-2 font-semibold';
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table className="w-full text-xs tabular-nums sm:text-sm">
        <thead className="text-amber-100/70">
          <tr className="border-b border-white/10">
            <th className={`${head} text-left`}>{t('col_number')}</th>
            <th className={`${head} text-right`}>{t('col_amount')}</th>
            <th className={`${head} text-center`}>{t('col_win_lose')}</th>
            <th className={`${head} text-right`}>{t('col_payout')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={bet.id} data-testid="twod-slip-bet" className="border-b border-white/5">
              <td className="px-1.5 py-2 text-lg font-black text-brand">{bet.bet_number}</td>
              <td className="px-1.5 py-2 text-right">{formatKs(bet.bet_amount)}</td>
              <td className={`px-1.5 py-2 text-center font-semibold ${RESULT_LOOK[bet.result]}`}>
                {t(`result_${bet.result}`)}
              </td>
              <td className="px-1.5 py-2 text-right">{formatKs(bet.potential_payout)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
