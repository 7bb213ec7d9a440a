import type { ConsoleGameType } from '@zeya/contract/catalogue-console';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { CATALOGUE_KEY, saveGameType, useGameTypes } from './api';
import { Thumbnail } from './row-actions';
import { useCatalogueTexts } from './texts';

function EditType({ type }: { type: ConsoleGameType }) {
  const { t } = useCatalogueTexts();
  const { run } = useConsoleAction(CATALOGUE_KEY);
  const [form, setForm] = useState({
    name: type.name,
    sort_order: String(type.sort_order),
    hidden: type.hidden,
  });
  const body = { name: form.name, sort_order: Number(form.sort_order), hidden: form.hidden };
  return (
    <ConfirmButton
      look="secondary"
      label={t('edit')}
      question={t('edit_question', { name: type.name })}
      onConfirm={() => saveGameType(run, type.id, body)}
    >
      <div className="grid gap-3">
        <Field
          label={t('name')}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <Field
          label={t('order')}
          type="number"
          value={form.sort_order}
          onChange={(e) => setForm({ ...form, sort_order: e.target.value })}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.hidden}
            onChange={(e) => setForm({ ...form, hidden: e.target.checked })}
          />
          {t('hidden')}
        </label>
      </div>
    </ConfirmButton>
  );
}

/** The category strip's types: name, order, and whether players see the type at all. */
export function GameTypesTab() {
  const { t } = useCatalogueTexts();
  const types = useGameTypes();
  return (
    <QueryView query={types}>
      {(rows) => (
        <DataTable
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { key: 'img', header: t('image'), cell: (row) => <Thumbnail src={row.img} alt={row.name} /> },
            { key: 'code', header: t('code'), cell: (row) => row.code },
            { key: 'name', header: t('name'), cell: (row) => row.name },
            { key: 'order', header: t('order'), cell: (row) => row.sort_order, align: 'right' },
            { key: 'state', header: t('state'), cell: (row) => t(row.hidden ? 'hidden' : 'visible') },
            { key: 'edit', header: t('actions'), cell: (row) => <EditType type={row} /> },
          ]}
        />
      )}
    </QueryView>
  );
}
