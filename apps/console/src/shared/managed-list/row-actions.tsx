import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import type { ManagedRow } from './api';
import { useManagedTexts } from './texts';

type Run = (path: string, init?: { method?: string; body?: unknown }) => Promise<unknown>;

/** Up and down: each move is confirmed, and the ends of the list cannot move further. */
export function OrderButtons({
  path,
  item,
  row,
  first,
  last,
  run,
}: {
  path: string;
  item: string;
  row: ManagedRow;
  first: boolean;
  last: boolean;
  run: Run;
}) {
  const { t } = useManagedTexts();
  const move = (direction: 'up' | 'down') => run(`${path}/${row.id}/move`, { body: { direction } });
  return (
    <div className="flex gap-1">
      {(['up', 'down'] as const).map((direction) => (
        <ConfirmButton
          key={direction}
          look="secondary"
          label={t(direction === 'up' ? 'move_up' : 'move_down')}
          question={t('move_question', { item, direction: t(direction) })}
          disabled={direction === 'up' ? first : last}
          onConfirm={() => move(direction)}
        />
      ))}
    </div>
  );
}

/** Edit opens the form; showing, hiding and deleting are confirmed first. */
export function RowActions({
  path,
  item,
  row,
  run,
  onEdit,
}: {
  path: string;
  item: string;
  row: ManagedRow;
  run: Run;
  onEdit: () => void;
}) {
  const { t } = useManagedTexts();
  const toggle = row.enabled ? 'disable' : 'enable';
  return (
    <div className="flex flex-wrap gap-1">
      <Button look="secondary" onClick={onEdit}>
        {t('edit')}
      </Button>
      <ConfirmButton
        look="secondary"
        label={t(toggle)}
        question={t(`${toggle}_question`, { item })}
        onConfirm={() => run(`${path}/${row.id}/${toggle}`)}
      />
      <ConfirmButton
        look="danger"
        label={t('delete')}
        question={t('delete_question', { item })}
        onConfirm={() => run(`${path}/${row.id}`, { method: 'DELETE' })}
      />
    </div>
  );
}
