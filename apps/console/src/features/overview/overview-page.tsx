import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consoleData } from '@/shared/api/client';
import { consoleTexts } from '@/shared/i18n/i18n';
import type { Paged } from '@/shared/ui/pager';
import { PageHeader, QueryView } from '@/shared/ui/page';

const useTexts = consoleTexts(
  'overview',
  {
    title: 'Overview',
    pending_deposits: 'Deposits waiting',
    pending_withdrawals: 'Withdrawals waiting',
  },
  {
    title: 'အကျဉ်းချုပ်',
    pending_deposits: 'စောင့်ဆိုင်းနေသော ငွေသွင်းမှု',
    pending_withdrawals: 'စောင့်ဆိုင်းနေသော ငွေထုတ်မှု',
  },
);

function usePending(kind: 'deposits' | 'withdrawals') {
  return useQuery({
    queryKey: ['overview', kind],
    queryFn: ({ signal }) =>
      consoleData<Paged<unknown>>(`/${kind}`, { query: { status: 'pending' }, signal }),
    refetchInterval: 15_000,
  });
}

/** What needs an operator now: the money queues waiting for a decision. */
export function OverviewPage() {
  const { t } = useTexts();
  const deposits = usePending('deposits');
  const withdrawals = usePending('withdrawals');
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['pending_deposits', deposits],
            ['pending_withdrawals', withdrawals],
          ] as const
        ).map(([label, query]) => (
          <section key={label} className="rounded-lg border border-stone-200 bg-white p-4">
            <h2 className="text-sm text-stone-600">{t(label)}</h2>
            <QueryView query={query}>
              {(page) => (
                <Link
                  to="/money"
                  className="text-3xl font-semibold text-stone-900 hover:underline"
                  data-testid={label}
                >
                  {page.total}
                </Link>
              )}
            </QueryView>
          </section>
        ))}
      </div>
    </>
  );
}
