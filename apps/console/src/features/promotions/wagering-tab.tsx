import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin } from '@/shared/session';
import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { CONTRIBUTIONS_KEY, saveContributions, useContributions, type Contribution } from './api';
import { usePromotionTexts } from './texts';

/**
 * How much of a stake counts towards a bonus's wagering, per game type (the provider code games post as, or twod);
 * a game type not listed contributes nothing. Admins change them; they apply to the stakes that follow.
 */
export function WageringTab() {
  const query = useContributions();
  return (
    <QueryView query={query}>
      {(rows) => <ContributionsForm key={query.dataUpdatedAt} saved={rows} />}
    </QueryView>
  );
}

function ContributionsForm({ saved }: { saved: Contribution[] }) {
  const { t } = usePromotionTexts();
  const { run, errors } = useConsoleAction(CONTRIBUTIONS_KEY);
  const [rows, setRows] = useState(
    saved.map((row) => ({ game_type: row.game_type, percent: String(row.percent) })),
  );
  const edit = (index: number, key: 'game_type' | 'percent', value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const admin = isAdmin();
  const save = () =>
    saveContributions(
      run,
      rows
        .filter((row) => row.game_type.trim() !== '')
        .map((row) => ({ game_type: row.game_type.trim(), percent: Number(row.percent) })),
    );
  return (
    <div className="grid max-w-xl gap-3">
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-2 gap-2">
          <Field
            label={t('game_type')}
            value={row.game_type}
            disabled={!admin}
            onChange={(event) => edit(index, 'game_type', event.target.value)}
            errors={errors[`contributions.${index}.game_type`]}
          />
          <Field
            label={t('contribution')}
            value={row.percent}
            inputMode="numeric"
            disabled={!admin}
            onChange={(event) => edit(index, 'percent', event.target.value)}
            errors={errors[`contributions.${index}.percent`]}
          />
        </div>
      ))}
      {admin && (
        <div className="flex gap-2">
          <Button
            look="secondary"
            onClick={() => setRows((current) => [...current, { game_type: '', percent: '100' }])}
          >
            {t('add_row')}
          </Button>
          <ConfirmButton label={t('save')} question={t('save_question')} onConfirm={save} />
        </div>
      )}
    </div>
  );
}
