import type { Dashboard, PeriodTotals } from '@zeya/contract/reports';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/client';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { myanmarToday } from '@/shared/format';
import { PeriodFilter } from '@/shared/ui/period-filter';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { AggregatorBalance } from './aggregator-balance';
import { useDashboard } from './api';
import { useOverviewTexts } from './texts';

const DailyChart = lazy(() => import('./daily-chart'));

const MONEY = ['deposits', 'withdrawals', 'bets', 'wins', 'free_round_wins', 'ggr'] as const;
const PEOPLE = ['new_players', 'active_players'] as const;

function Figures({ title, totals }: { title: string; totals: PeriodTotals }) {
  const { t } = useOverviewTexts();
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-4" aria-label={title}>
      <h2 className="mb-3 font-semibold text-stone-800">{title}</h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-4">
        {[...MONEY, ...PEOPLE].map((key) => (
          <div key={key}>
            <dt className="text-stone-600">{t(key)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={key}>
              {key === 'new_players' || key === 'active_players' ? totals[key] : formatKs(totals[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Each waiting count opens the queue it counts, on its pending requests. */
const QUEUES = [
  { label: 'pending_deposits', key: 'deposits', to: '/money/deposits?status=pending' },
  { label: 'pending_withdrawals', key: 'withdrawals', to: '/money/withdrawals?status=pending' },
] as const;

function Pending({ pending }: { pending: Dashboard['pending'] }) {
  const { t } = useOverviewTexts();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {QUEUES.map(({ label, key, to }) => (
        <section key={label} aria-labelledby={`${label}-title`}>
          <Link
            to={to}
            className="block rounded-lg border border-stone-200 bg-white p-4 hover:border-stone-400 hover:underline"
          >
            <h2 id={`${label}-title`} className="text-sm text-stone-700">
              {t(label)}
            </h2>
            <span className="text-3xl font-semibold text-stone-900" data-testid={label}>
              {pending[key]}
            </span>
          </Link>
        </section>
      ))}
    </div>
  );
}

/**
 * How the business is doing: the money queues waiting for a decision, our balance at the game aggregator, today's
 * and a chosen period's figures (month to date unless chosen), and the last 30 days as a chart.
 */
export function OverviewPage() {
  const { t } = useOverviewTexts();
  const [params, setParams] = useSearchParams();
  const today = myanmarToday();
  const period = { from: params.get('from') ?? `${today.slice(0, 8)}01`, to: params.get('to') ?? today };
  const dashboard = useDashboard(period);
  return (
    <>
      <PageHeader title={t('title')}>
        <PeriodFilter
          value={period}
          onChange={(next) => setParams({ ...next })}
          errors={dashboard.error instanceof ApiError ? dashboard.error.errors : {}}
        />
      </PageHeader>
      <div className="mb-4 empty:hidden">
        <AggregatorBalance />
      </div>
      <QueryView query={dashboard}>
        {(data) => (
          <div className="grid gap-4">
            <Pending pending={data.pending} />
            <Figures title={t('today')} totals={data.today} />
            <Figures title={t('period', data.period)} totals={data.period} />
            <section className="rounded-lg border border-stone-200 bg-white p-4">
              <h2 className="mb-3 font-semibold text-stone-800">{t('chart')}</h2>
              <Suspense fallback={<div className="h-64" />}>
                <DailyChart days={data.days} />
              </Suspense>
            </section>
          </div>
        )}
      </QueryView>
    </>
  );
}
