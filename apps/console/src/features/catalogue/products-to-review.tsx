import type { AggregatorProductRow } from '@zeya/contract/gscplus-console';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable } from '@/shared/ui/data-table';
import { QueryView } from '@/shared/ui/page';
import { CATALOGUE_KEY, markProductReviewed, useProductsToReview } from './api';
import { useCatalogueTexts } from './texts';

function MarkReviewed({ row }: { row: AggregatorProductRow }) {
  const { t } = useCatalogueTexts();
  const { run } = useConsoleAction(CATALOGUE_KEY);
  return (
    <ConfirmButton
      look="secondary"
      label={t('mark_reviewed')}
      question={t('mark_reviewed_question', { code: row.product_code, currency: row.currency })}
      onConfirm={() => markProductReviewed(run, row)}
    />
  );
}

/** Products the aggregator moved money for before our catalogue had them, or no longer lists, per game type. */
export function ProductsToReview() {
  const { t } = useCatalogueTexts();
  const products = useProductsToReview();
  return (
    <section className="grid gap-2">
      <h2 className="font-semibold text-stone-800">{t('review_title')}</h2>
      <p className="text-sm text-stone-600">{t('review_note')}</p>
      <QueryView query={products}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm text-stone-600">{t('review_none')}</p>
          ) : (
            <DataTable
              rows={rows}
              rowKey={(row) => `${row.product_code}:${row.currency}:${row.game_type}`}
              columns={[
                { key: 'product', header: t('product'), cell: (row) => row.product_code },
                { key: 'currency', header: t('currency'), cell: (row) => row.currency },
                // A product may be listed under two game types; one met in a callback has none yet.
                { key: 'type', header: t('game_type'), cell: (row) => row.game_type || '—' },
                { key: 'seen', header: t('first_seen'), cell: (row) => formatTime(row.first_seen_at) },
                { key: 'actions', header: '', cell: (row) => <MarkReviewed row={row} /> },
              ]}
            />
          )
        }
      </QueryView>
    </section>
  );
}
