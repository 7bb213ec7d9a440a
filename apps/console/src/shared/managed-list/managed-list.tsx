import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { Button } from '@/shared/ui/button';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { QueryView } from '@/shared/ui/page';
import { managedKey, useManagedRows, type ManagedRow } from './api';
import { ItemForm } from './item-form';
import { MediaPreview } from './media-preview';
import { OrderButtons, RowActions } from './row-actions';
import { itemName, type ManagedListSpec } from './spec';
import { useManagedTexts } from './texts';

/**
 * A list the player site shows in this order (banners, promotions, payment channels...): every row with its image,
 * texts and state; add, edit, move, show or hide, delete, each confirmed, then a toast and a fresh list.
 */
export function ManagedList({ spec, canChange = true }: { spec: ManagedListSpec; canChange?: boolean }) {
  const { t } = useManagedTexts();
  const rows = useManagedRows(spec.path);
  const { run, errors } = useConsoleAction(managedKey(spec.path));
  const [editing, setEditing] = useState<ManagedRow | 'new' | null>(null);
  const editedRow = editing === 'new' ? null : editing;

  const save = async (form: FormData) => {
    const saved = await run(editedRow ? `${spec.path}/${editedRow.id}` : spec.path, {
      method: editedRow ? 'PUT' : 'POST',
      body: form,
    });
    if (saved) setEditing(null);
  };

  const columns = (all: ManagedRow[]): Column<ManagedRow>[] => [
    ...(spec.media
      ? [
          {
            key: 'media',
            header: t(spec.media),
            cell: (row: ManagedRow) => (
              <MediaPreview url={row.media_url} kind={spec.media!} alt={itemName(spec, row)} />
            ),
          },
        ]
      : []),
    ...spec.fields.map(({ name, label, options }) => ({
      key: name,
      header: label,
      cell: (row: ManagedRow) => {
        const value = String(row[name] ?? '');
        const shown = options ? (options.find((option) => option.value === value)?.label ?? value) : value;
        return <span className="line-clamp-3 max-w-md">{shown}</span>;
      },
    })),
    { key: 'state', header: t('state'), cell: (row) => t(row.enabled ? 'enabled' : 'disabled') },
    ...(canChange
      ? [
          {
            key: 'order',
            header: t('order'),
            cell: (row: ManagedRow) => (
              <OrderButtons
                path={spec.path}
                item={itemName(spec, row)}
                row={row}
                first={row.id === all[0]?.id}
                last={row.id === all.at(-1)?.id}
                run={run}
              />
            ),
          },
          {
            key: 'actions',
            header: t('actions'),
            cell: (row: ManagedRow) => (
              <RowActions
                path={spec.path}
                item={itemName(spec, row)}
                row={row}
                run={run}
                onEdit={() => setEditing(row)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="grid gap-3">
      {canChange ? (
        <div>
          <Button onClick={() => setEditing('new')}>{t('add')}</Button>
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t('read_only')}</p>
      )}
      {editing && (
        <ItemForm
          key={editedRow?.id ?? 'new'}
          spec={spec}
          row={editedRow}
          errors={errors}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <QueryView query={rows}>
        {(data) => <DataTable rows={data} rowKey={(row) => row.id} columns={columns(data)} />}
      </QueryView>
      {spec.hint && <p className="text-xs text-stone-600">{spec.hint}</p>}
    </section>
  );
}
