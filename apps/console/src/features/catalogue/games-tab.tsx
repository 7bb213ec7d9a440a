import type { ConsoleGame } from '@zeya/contract/catalogue-console';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable } from '@/shared/ui/data-table';
import { Field, SelectField } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { Pager } from '@/shared/ui/pager';
import {
  CATALOGUE_KEY,
  saveGame,
  uploadGameImage,
  useGames,
  useGameTypes,
  useProviders,
  type GamesFilter,
} from './api';
import { EnableButton, ImageButton, OrderButton, Thumbnail } from './row-actions';
import { useCatalogueTexts } from './texts';

function GameActions({ game }: { game: ConsoleGame }) {
  const { t } = useCatalogueTexts();
  const { run } = useConsoleAction(CATALOGUE_KEY);
  const save = (changes: Partial<{ enabled: boolean; hot: boolean; sort_order: number }>) =>
    saveGame(run, game, changes);
  const name = game.game_name;
  return (
    <div className="flex flex-wrap gap-1">
      <EnableButton name={name} enabled={game.enabled} onToggle={(enabled) => save({ enabled })} />
      <ConfirmButton
        look="secondary"
        label={t(game.hot ? 'hot_off' : 'hot_on')}
        question={t('hot_question', { name })}
        onConfirm={() => save({ hot: !game.hot })}
      />
      <OrderButton name={name} order={game.sort_order} onSave={(sort_order) => save({ sort_order })} />
      <ImageButton name={name} onUpload={(body) => uploadGameImage(run, game.id, body)} />
    </div>
  );
}

function Filters({ filter, onChange }: { filter: GamesFilter; onChange: (filter: GamesFilter) => void }) {
  const { t } = useCatalogueTexts();
  const providers = useProviders();
  const types = useGameTypes();
  const all = { value: '', label: t('all') };
  const set = (changes: Partial<GamesFilter>) => onChange({ ...filter, ...changes, page: 1 });
  return (
    <div className="mb-3 grid gap-3 sm:grid-cols-3">
      <SelectField
        label={t('provider')}
        value={filter.provider_id}
        onChange={(e) => set({ provider_id: e.target.value })}
        options={[
          all,
          ...(providers.data ?? []).map((p) => ({ value: String(p.id), label: p.provider_name })),
        ]}
      />
      <SelectField
        label={t('game_type')}
        value={filter.game_type_id}
        onChange={(e) => set({ game_type_id: e.target.value })}
        options={[all, ...(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))]}
      />
      <Field
        label={t('search')}
        type="search"
        value={filter.q}
        onChange={(e) => set({ q: e.target.value })}
      />
    </div>
  );
}

/** Every game, enabled or not, by provider and type: enable, hot, order and image. */
export function GamesTab() {
  const { t } = useCatalogueTexts();
  const [filter, setFilter] = useState<GamesFilter>({ provider_id: '', game_type_id: '', q: '', page: 1 });
  const games = useGames(filter);
  const typeName = new Map((useGameTypes().data ?? []).map((type) => [type.id, type.name]));
  return (
    <>
      <Filters filter={filter} onChange={setFilter} />
      <QueryView query={games}>
        {(page) => (
          <div className="grid gap-3">
            <DataTable
              rows={page.data}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: 'img',
                  header: t('image'),
                  cell: (row) => <Thumbnail src={row.img_url} alt={row.game_name} />,
                },
                {
                  key: 'name',
                  header: t('name'),
                  cell: (row) => (
                    <>
                      <span className="font-medium">{row.game_name}</span>
                      <span className="block text-xs text-stone-600">{row.game_code}</span>
                    </>
                  ),
                },
                { key: 'provider', header: t('provider'), cell: (row) => row.provider },
                {
                  key: 'type',
                  header: t('game_type'),
                  cell: (row) => typeName.get(row.game_type_id) ?? row.game_type_id,
                },
                {
                  key: 'state',
                  header: t('state'),
                  cell: (row) =>
                    `${t(row.enabled ? 'enabled' : 'disabled')}${row.hot ? ` · ${t('hot')}` : ''}`,
                },
                { key: 'actions', header: t('actions'), cell: (row) => <GameActions game={row} /> },
              ]}
            />
            <Pager page={page} onPage={(n) => setFilter({ ...filter, page: n })} />
          </div>
        )}
      </QueryView>
    </>
  );
}
