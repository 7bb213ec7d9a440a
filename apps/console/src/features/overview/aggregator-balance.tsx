import { ApiError } from '@/shared/api/client';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useAggregatorBalance } from './api';
import { useOverviewTexts } from './texts';

/** 409: this server has no aggregator configured, so there is nothing to show. */
const notConfigured = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Our own balance at the GSC+ aggregator per currency (games stop when it runs out), with a warning below the
 * configured level. Refreshed every minute; nothing when the aggregator is not configured.
 */
export function AggregatorBalance() {
  const { t } = useOverviewTexts();
  const balance = useAggregatorBalance();
  if (balance.isPending || notConfigured(balance.error)) return null;
  const data = balance.data;
  return (
    <section
      aria-label={t('aggregator_balance')}
      className={`rounded-lg border bg-white p-4 ${data?.low ? 'border-amber-400' : 'border-stone-200'}`}
    >
      <h2 className="mb-2 font-semibold text-stone-800">{t('aggregator_balance')}</h2>
      {data?.demo && (
        <p className="mb-2 text-sm text-sky-800" data-testid="aggregator-demo">
          {t('aggregator_demo')}
        </p>
      )}
      {!data && <p className="text-sm text-red-700">{t('aggregator_unavailable')}</p>}
      {data?.low && (
        <p role="alert" className="mb-2 text-sm font-medium text-amber-800">
          {t('aggregator_low', { level: formatKs(data.warn_below) })}
        </p>
      )}
      {data && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-4">
          {data.currencies.map((row) => (
            <div key={row.currency}>
              <dt className="text-stone-600">
                {row.currency}
                {data.is_credit ? ` · ${t('credit_mode')}` : ''}
              </dt>
              <dd
                className={`text-lg font-semibold tabular-nums ${row.low ? 'text-amber-800' : ''}`}
                data-testid={`aggregator-${row.currency}`}
              >
                {row.balance_ks === null ? row.balance : formatKs(row.balance_ks)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
