import { useState } from 'react';
import { Navigate } from 'react-router';
import { ApiError } from '@/shared/api/client';
import { formatDay } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { DetailRow } from '@/shared/ui/detail-row';
import { FormAlert, TextField } from '@/shared/ui/form-fields';
import { Icon } from '@/shared/ui/icons';
import { Loading, NoData } from '@/shared/ui/loading';
import { SignedInOnly } from '@/shared/ui/signed-in-only';
import { Spinner } from '@/shared/ui/spinner';
import { LOGIN_PATH, useDailyWinners, type DailyWinners, type WinnersSession } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import { myanmarToday } from '@/shared/myanmar-time';
import { SelectField } from '@/features/twod/select-field';
import { CARD } from '@/shared/ui/lottery-frame';
import { TwodFrame } from '@/features/twod/twod-frame';

const SESSIONS: readonly WinnersSession[] = ['all', 'morning', 'evening'];

/** /2d/daily-winner: the winners of a Myanmar day's draws (today by default), for signed-in players only. */
export function DailyWinnerPage() {
  const { t } = useTwodTexts();
  return (
    <SignedInOnly to={LOGIN_PATH}>
      <TwodFrame title={t('lucky_winners')}>
        <Winners />
      </TwodFrame>
    </SignedInOnly>
  );
}

function Winners() {
  const { t } = useTwodTexts();
  const [date, setDate] = useState(myanmarToday);
  const [session, setSession] = useState<WinnersSession>('all');
  const winners = useDailyWinners(date, session);

  return (
    <>
      <div className={`${CARD} grid grid-cols-2 items-start gap-3`}>
        {/* A cleared date picker keeps the day shown: there is no "no day" to ask for. */}
        <TextField
          name="date"
          label={t('date')}
          type="date"
          value={date}
          onValue={(day) => day && setDate(day)}
        />
        <SelectField
          label={t('session')}
          value={session}
          options={SESSIONS.map((value) => ({ value, label: t(`session_${value}`) }))}
          onChange={setSession}
        />
        <button
          type="button"
          aria-busy={winners.isFetching || undefined}
          disabled={winners.isFetching}
          onClick={() => void winners.refetch()}
          className="col-span-2 flex items-center justify-center gap-2 rounded-full bg-brand px-4 py-2.5 font-bold text-ink disabled:opacity-60"
        >
          {winners.isFetching ? <Spinner className="h-4 w-4" /> : <Icon name="refresh" />}
          {t('refresh')}
        </button>
      </div>
      {winners.isPending ? (
        <Loading />
      ) : winners.isError ? (
        <WinnersFailure error={winners.error} />
      ) : (
        <>
          <DrawWinners draw={winners.data} />
          <section aria-labelledby="twod-latest-results" className="space-y-3">
            <h2 id="twod-latest-results" className="font-bold text-amber-200">
              {t('latest_results')}
            </h2>
            {winners.data.latest_results.length === 0 ? (
              <NoData />
            ) : (
              winners.data.latest_results.map((draw) => (
                <DrawWinners key={`${draw.date}-${draw.session}`} draw={draw} />
              ))
            )}
          </section>
        </>
      )}
    </>
  );
}

/** A 401 has signed the player out (the API client reloads on the login); a 403 is a non-player account. */
function WinnersFailure({ error }: { error: Error }) {
  const { t } = useTwodTexts();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return <Navigate to={LOGIN_PATH} replace />;
  return <FormAlert message={t(status === 403 ? 'players_only' : 'winners_failed')} />;
}

type Draw = Omit<DailyWinners, 'latest_results'>;

function DrawWinners({ draw }: { draw: Draw }) {
  const { t } = useTwodTexts();
  return (
    <article data-testid="twod-draw-winners" className={`${CARD} space-y-3`}>
      <dl className="grid gap-2 text-sm">
        <DetailRow label={t('session')}>
          {t(`session_${draw.session}`, { defaultValue: draw.session })}
        </DetailRow>
        <DetailRow label={t('date')}>{formatDay(draw.date)}</DetailRow>
        <DetailRow label={t('win_digit')}>
          <span className="text-lg text-brand">{draw.win_digit ?? '--'}</span>
        </DetailRow>
      </dl>
      {draw.winners.length === 0 ? (
        <p className="text-center text-sm text-white/60">{t('no_winners')}</p>
      ) : (
        <table className="w-full text-sm tabular-nums" aria-label={t('winners')}>
          <thead className="text-amber-100/70">
            <tr className="border-b border-white/10">
              <th className="py-2 text-left font-semibold">{t('member_name')}</th>
              <th className="py-2 text-right font-semibold">{t('bet_amount')}</th>
              <th className="py-2 text-right font-semibold">{t('win_amount')}</th>
            </tr>
          </thead>
          <tbody>
            {draw.winners.map((winner, index) => (
              <tr key={index} className="border-b border-white/5">
                <td className="py-2">{winner.member_name}</td>
                <td className="py-2 text-right">{formatKs(winner.bet_amount)}</td>
                <td className="py-2 text-right font-bold text-green-400">{formatKs(winner.win_amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
