import type { FreeRoundRow } from '@zeya/contract/gscplus-console';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { cancelFreeRounds, freeRoundsKey, grantFreeRounds, useFreeRounds } from './api';
import { usePlayerTexts } from './texts';

const DAY_MS = 86_400_000;
const localInput = (at: Date) =>
  new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Admins only: free rounds at the aggregator, on a product's games, for a period. */
function GrantForm({ id }: { id: number }) {
  const { t } = usePlayerTexts();
  const { run, errors } = useConsoleAction(freeRoundsKey(id));
  const [form, setForm] = useState(() => ({
    product_code: '',
    game_codes: '',
    rounds: '10',
    bet_value: '',
    start_at: localInput(new Date()),
    end_at: localInput(new Date(Date.now() + 7 * DAY_MS)),
  }));
  const field = (name: keyof typeof form, type = 'text') => ({
    type,
    value: form[name],
    errors: errors[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });
  const grant = () =>
    grantFreeRounds(run, id, {
      product_code: Number(form.product_code),
      game_codes: form.game_codes
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
      rounds: Number(form.rounds),
      bet_value: Number(form.bet_value),
      start_at: new Date(form.start_at).toISOString(),
      end_at: new Date(form.end_at).toISOString(),
    });
  return (
    <ConfirmButton label={t('grant')} question={t('grant_question')} onConfirm={grant}>
      <div className="grid gap-2">
        <Field label={t('product_code')} inputMode="numeric" {...field('product_code')} />
        <Field label={t('game_codes')} {...field('game_codes')} />
        <Field label={t('rounds_count')} inputMode="numeric" {...field('rounds')} />
        <Field label={t('bet_value')} inputMode="decimal" {...field('bet_value')} />
        <Field label={t('start_at')} {...field('start_at', 'datetime-local')} />
        <Field label={t('end_at')} {...field('end_at', 'datetime-local')} />
      </div>
    </ConfirmButton>
  );
}

function CancelButton({ id, row }: { id: number; row: FreeRoundRow }) {
  const { t } = usePlayerTexts();
  const { run } = useConsoleAction(freeRoundsKey(id));
  if (row.status !== 'active' || !isAdmin()) return null;
  return (
    <ConfirmButton
      look="danger"
      label={t('cancel_rounds')}
      question={t('cancel_rounds_question', { bonus: row.bonus_code })}
      onConfirm={() => cancelFreeRounds(run, row.bonus_code)}
    />
  );
}

function useColumns(id: number): Column<FreeRoundRow>[] {
  const { t } = usePlayerTexts();
  return [
    {
      key: 'bonus',
      header: t('bonus_code'),
      cell: (row) => <code className="text-xs">{row.bonus_code}</code>,
    },
    { key: 'product', header: t('product_code'), cell: (row) => `${row.product_code} (${row.currency})` },
    { key: 'games', header: t('game_code'), cell: (row) => row.game_codes.join(', ') },
    {
      key: 'rounds',
      header: t('played'),
      align: 'right',
      cell: (row) => `${row.rounds_played ?? '—'} / ${row.rounds}`,
    },
    { key: 'bet', header: t('bet'), align: 'right', cell: (row) => row.bet_value },
    { key: 'until', header: t('end_at'), cell: (row) => formatTime(row.end_at) },
    {
      key: 'status',
      header: t('status'),
      cell: (row) => (row.status === 'active' ? t('active') : t('cancelled')),
    },
    { key: 'actions', header: '', cell: (row) => <CancelButton id={id} row={row} /> },
  ];
}

/** A player's free rounds at the aggregator: granted, played so far, cancelled. */
export function FreeRounds({ id }: { id: number }) {
  const grants = useFreeRounds(id);
  const columns = useColumns(id);
  return (
    <div className="grid gap-3">
      {isAdmin() && (
        <div>
          <GrantForm id={id} />
        </div>
      )}
      <QueryView query={grants}>
        {(rows) => <DataTable rows={rows} rowKey={(row) => row.bonus_code} columns={columns} />}
      </QueryView>
    </div>
  );
}
