import type { ContributionChoice } from '@zeya/contract/promotions';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin } from '@/shared/session';
import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field, SelectField } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import {
  CONTRIBUTIONS_KEY,
  saveContributions,
  useContributionChoices,
  useContributions,
  type Contribution,
} from './api';
import { usePromotionTexts } from './texts';

/**
 * How much of a stake counts towards a bonus's wagering, per game type chosen from the catalogue (our own games, the
 * aggregator, each of its products); a game type not listed contributes nothing. Admins change them; they apply to
 * the stakes that follow.
 */
export function WageringTab() {
  const query = useContributions();
  const choices = useContributionChoices();
  return (
    <QueryView query={query}>
      {(rows) => (
        <QueryView query={choices}>
          {(options) => <ContributionsForm key={query.dataUpdatedAt} saved={rows} choices={options} />}
        </QueryView>
      )}
    </QueryView>
  );
}

function ContributionsForm({ saved, choices }: { saved: Contribution[]; choices: ContributionChoice[] }) {
  const { t } = usePromotionTexts();
  const { run, errors } = useConsoleAction(CONTRIBUTIONS_KEY);
  const [rows, setRows] = useState(
    saved.map((row) => ({ game_type: row.game_type, percent: String(row.percent) })),
  );
  // A game type set earlier and since gone from the catalogue stays choosable, so it can be set to 0.
  const options = [
    ...choices.map((choice) => ({ value: choice.code, label: `${choice.name} (${choice.code})` })),
    ...saved
      .filter((row) => !choices.some((choice) => choice.code === row.game_type))
      .map((row) => ({ value: row.game_type, label: row.game_type })),
  ];
  const edit = (index: number, key: 'game_type' | 'percent', value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  // A new row offers the first game type not listed yet, counting in full.
  const add = () =>
    setRows((current) => {
      const free = options.find((option) => !current.some((row) => row.game_type === option.value));
      return free ? [...current, { game_type: free.value, percent: '100' }] : current;
    });
  const admin = isAdmin();
  const save = () =>
    saveContributions(
      run,
      rows.map((row) => ({ game_type: row.game_type, percent: Number(row.percent) })),
    );
  return (
    <div className="grid max-w-xl gap-3">
      <p className="text-sm text-stone-600">{t('wagering_hint')}</p>
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-2 gap-2">
          <SelectField
            label={t('game_type')}
            value={row.game_type}
            disabled={!admin}
            options={options}
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
          <Button look="secondary" onClick={add}>
            {t('add_row')}
          </Button>
          <ConfirmButton label={t('save')} question={t('save_question')} onConfirm={save} />
        </div>
      )}
    </div>
  );
}
