import { Loading, NoData } from '@/shared/ui/loading';
import { formatMmk, useTopTenWithdraw, type RankingRow } from '@/features/ranking/api';
import { useRankingTexts } from '@/features/ranking/messages';

const PODIUM = [
  'bg-gradient-to-r from-amber-400/40 to-amber-400/10 text-amber-100',
  'bg-gradient-to-r from-slate-300/30 to-slate-300/5 text-slate-100',
  'bg-gradient-to-r from-orange-700/40 to-orange-700/10 text-orange-100',
];

/** /ranking: the month's winner banner and today's top ten withdrawals. */
export function RankingPage() {
  const { t } = useRankingTexts();
  const ranking = useTopTenWithdraw();
  const rows = ranking.data ?? [];

  return (
    <section className="mx-auto max-w-3xl px-3 py-4">
      <h1 className="sr-only">{t('title')}</h1>
      <WinnerBanner winner={rows[0]} loading={ranking.isPending} />

      <div className="mt-6 flex items-center justify-between">
        <h2 className="text-lg font-bold text-brand">{t('top_withdrawals')}</h2>
        <span className="rounded-full bg-brand px-3 py-0.5 text-xs font-bold text-ink">{t('today')}</span>
      </div>

      {ranking.isPending ? (
        <Loading />
      ) : ranking.isError ? (
        <NoData text={t('common:something_went_wrong')} />
      ) : rows.length === 0 ? (
        <NoData />
      ) : (
        <table className="mt-3 w-full border-separate border-spacing-y-1.5 text-sm">
          <thead>
            <tr className="text-left text-xs text-white/60">
              <th scope="col" className="px-3 py-1 font-medium">
                {t('rank')}
              </th>
              <th scope="col" className="px-3 py-1 font-medium">
                {t('player_id')}
              </th>
              <th scope="col" className="px-3 py-1 text-right font-medium">
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                key={`${row.player_id}-${index}`}
                data-top={index < 3 ? 'true' : undefined}
                className={index < 3 ? `${PODIUM[index]} font-semibold` : 'bg-white/5 text-white/80'}
              >
                <td className="rounded-l-lg px-3 py-2.5">
                  <span
                    className={`inline-flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold ${
                      index < 3 ? 'bg-brand text-ink' : 'bg-white/10'
                    }`}
                  >
                    {index + 1}
                  </span>
                </td>
                <td className="px-3 py-2.5">{row.player_id}</td>
                <td className="rounded-r-lg px-3 py-2.5 text-right tabular-nums">{formatMmk(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function WinnerBanner({ winner, loading }: { winner: RankingRow | undefined; loading: boolean }) {
  const { t } = useRankingTexts();
  return (
    <div
      data-testid="winner-banner"
      className="relative overflow-hidden rounded-2xl border border-amber-300/40 bg-gradient-to-br from-amber-500/30 via-[#2a1c05] to-[#120b00] p-5 text-center shadow-xl"
    >
      <TrophyIcon />
      <p className="mt-2 text-sm font-semibold uppercase tracking-wider text-amber-200">
        {t('winner_of_month')}
      </p>
      {winner ? (
        <>
          <p className="mt-2 text-2xl font-black text-white">{winner.player_id}</p>
          <p className="mt-1 text-lg font-bold text-brand tabular-nums">{formatMmk(winner.amount)}</p>
        </>
      ) : (
        !loading && <p className="mt-2 text-sm text-white/70">{t('winner_pending')}</p>
      )}
    </div>
  );
}

function TrophyIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="mx-auto h-12 w-12 fill-brand">
      <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.35A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1A5 5 0 0 1 8.35 12H8a4 4 0 0 1-4-4V5h3V3Zm0 4H6v1a2 2 0 0 0 1 1.73V7Zm10 0v2.73A2 2 0 0 0 18 8V7h-1ZM6 20h12v2H6v-2Z" />
    </svg>
  );
}
