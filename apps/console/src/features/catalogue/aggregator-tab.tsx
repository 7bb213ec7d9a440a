import type { SyncSummary } from '@zeya/contract/catalogue-console';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { QueryView } from '@/shared/ui/page';
import { CATALOGUE_KEY, syncCatalogue, useAggregator } from './api';
import { ProductsToReview } from './products-to-review';
import { useCatalogueTexts } from './texts';

function SyncButton() {
  const { t } = useCatalogueTexts();
  const { run } = useConsoleAction(CATALOGUE_KEY);
  const [summary, setSummary] = useState<SyncSummary>();
  const sync = async () => setSummary((await syncCatalogue(run)) ?? summary);
  if (!isAdmin()) return <p className="text-sm text-stone-600">{t('sync_admin_only')}</p>;
  return (
    <div className="grid justify-items-start gap-2">
      <ConfirmButton label={t('sync')} question={t('sync_question')} onConfirm={sync} />
      {summary && (
        <p className="text-sm text-stone-700">
          {t('sync_summary', {
            products: summary.products,
            games: summary.games,
            disabled: summary.disabledGames,
          })}
        </p>
      )}
    </div>
  );
}

/**
 * Whether the GSC+ aggregator is configured and where it points (never its secrets), the catalogue sync, and the
 * products its wallet callbacks named before the catalogue had them.
 */
export function AggregatorTab() {
  const { t } = useCatalogueTexts();
  const status = useAggregator();
  return (
    <QueryView query={status}>
      {(aggregator) => (
        <section className="grid max-w-2xl gap-4 rounded-lg border border-stone-200 bg-white p-4 text-sm">
          <p className={aggregator.configured ? 'text-stone-800' : 'text-amber-800'}>
            {t(aggregator.configured ? 'configured' : 'not_configured')}
          </p>
          {aggregator.configured && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-stone-600">{t('operator_code')}</dt>
              <dd className="font-mono">{aggregator.operator_code}</dd>
              <dt className="text-stone-600">{t('api_url')}</dt>
              <dd className="font-mono break-all">{aggregator.api_url}</dd>
            </dl>
          )}
          <p className="text-xs text-stone-600">{t('secrets_note')}</p>
          {aggregator.configured && <SyncButton />}
          {aggregator.configured && <ProductsToReview />}
        </section>
      )}
    </QueryView>
  );
}
