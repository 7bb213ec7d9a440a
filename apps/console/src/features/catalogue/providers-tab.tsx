import type { ConsoleProvider } from '@zeya/contract/catalogue-console';
import { useConsoleAction } from '@/shared/api/use-action';
import { DataTable } from '@/shared/ui/data-table';
import { QueryView } from '@/shared/ui/page';
import { CATALOGUE_KEY, saveProvider, uploadProviderImage, useGameTypes, useProviders } from './api';
import { EnableButton, ImageButton, OrderButton, Thumbnail } from './row-actions';
import { useCatalogueTexts } from './texts';

function ProviderActions({ provider }: { provider: ConsoleProvider }) {
  const { run } = useConsoleAction(CATALOGUE_KEY);
  const save = (changes: Partial<{ enabled: boolean; sort_order: number }>) =>
    saveProvider(run, provider, changes);
  const name = provider.provider_name;
  return (
    <div className="flex flex-wrap gap-1">
      <EnableButton name={name} enabled={provider.enabled} onToggle={(enabled) => save({ enabled })} />
      <OrderButton name={name} order={provider.sort_order} onSave={(sort_order) => save({ sort_order })} />
      <ImageButton name={name} onUpload={(body) => uploadProviderImage(run, provider.id, body)} />
    </div>
  );
}

/**
 * Every product: our own (house) and the aggregator's, with where its games come from, in which currency and under
 * which game types (an aggregator's product may be listed under several, and is shown under each).
 */
export function ProvidersTab() {
  const { t } = useCatalogueTexts();
  const providers = useProviders();
  const typeNames = new Map((useGameTypes().data ?? []).map((type) => [type.id, type.name]));
  return (
    <QueryView query={providers}>
      {(rows) => (
        <DataTable
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'img',
              header: t('image'),
              cell: (row) => <Thumbnail src={row.img_url} alt={row.short_name} />,
            },
            { key: 'code', header: t('code'), cell: (row) => row.code },
            {
              key: 'name',
              header: t('name'),
              cell: (row) => (
                <>
                  <span className="font-medium">{row.provider_name}</span>
                  <span className="block text-xs text-stone-600">{row.product_title}</span>
                </>
              ),
            },
            { key: 'adapter', header: t('adapter'), cell: (row) => row.adapter },
            { key: 'currency', header: t('currency'), cell: (row) => row.currency },
            {
              key: 'types',
              header: t('tab_types'),
              cell: (row) => row.game_types.map((id) => typeNames.get(id) ?? id).join(', '),
            },
            { key: 'games', header: t('games'), cell: (row) => row.games, align: 'right' },
            { key: 'state', header: t('state'), cell: (row) => t(row.enabled ? 'enabled' : 'disabled') },
            { key: 'actions', header: t('actions'), cell: (row) => <ProviderActions provider={row} /> },
          ]}
        />
      )}
    </QueryView>
  );
}
