import type { StaffRules, StaffRulesFields } from '@zeya/contract/staff-requests';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import { SecondPersonNote } from '@/shared/ui/second-person-note';
import { changeStaffRules, RULES_KEY, useStaffRules } from './api';
import { useOperatorTexts } from './texts';

type Rule = keyof StaffRulesFields;

/** The rules in groups, each group under its own explanation: what a number means depends on what it counts. */
const GROUPS: { help: string; rules: Rule[] }[] = [
  { help: 'rules_per_player', rules: ['deposit_above', 'withdrawal_above', 'adjustment_above'] },
  { help: 'rules_other', rules: ['commission_above', 'offer_above'] },
  {
    help: 'rules_limits',
    rules: ['free_credit_min_wagering', 'commission_max_ngr_percent', 'commission_max_turnover_percent'],
  },
];
const RULES = GROUPS.flatMap((group) => group.rules);

type Draft = Record<Rule, string>;

const draftOf = (rules: StaffRules) =>
  Object.fromEntries(RULES.map((rule) => [rule, String(rules[rule])])) as Draft;

/** An empty field is no number (the server says so), never a silent 0: 0 means every such action needs two people. */
const fieldsOf = (draft: Draft) =>
  Object.fromEntries(
    RULES.map((rule) => [rule, draft[rule].trim() === '' ? Number.NaN : Number(draft[rule])]),
  ) as StaffRulesFields;

function RulesForm({ rules }: { rules: StaffRules }) {
  const { t } = useOperatorTexts();
  const { run, errors } = useConsoleAction(RULES_KEY);
  const [draft, setDraft] = useState(() => draftOf(rules));
  return (
    <form onSubmit={(event) => event.preventDefault()} className="grid max-w-3xl gap-5">
      <p className="text-sm text-stone-700">{t('rules_help')}</p>
      {GROUPS.map((group) => (
        <fieldset key={group.help} className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 text-sm text-stone-700">{t(group.help)}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {group.rules.map((rule) => (
              <Field
                key={rule}
                label={t(rule)}
                inputMode="decimal"
                value={draft[rule]}
                disabled={rules.pending_request_id !== null}
                errors={errors[rule]}
                onChange={(event) => setDraft({ ...draft, [rule]: event.target.value })}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-xs text-stone-600">{t('rules_updated', { time: formatTime(rules.updated_at) })}</p>
      {rules.pending_request_id !== null ? (
        <SecondPersonNote requestId={rules.pending_request_id} admin />
      ) : (
        <div>
          <ReasonConfirmButton
            label={t('save_rules')}
            question={t('save_rules_question')}
            errors={errors.reason}
            onConfirm={(reason) => changeStaffRules(run, { ...fieldsOf(draft), reason })}
          />
        </div>
      )}
    </form>
  );
}

/**
 * The approval rules: above which amounts a staff money action needs a second person, and the floors and caps of
 * promotions and commission. A change is itself a request a second admin approves; while one waits, it says so.
 */
export function RulesTab() {
  const rules = useStaffRules();
  return (
    <QueryView query={rules}>
      {(current) => <RulesForm key={`${current.updated_at}-${current.pending_request_id}`} rules={current} />}
    </QueryView>
  );
}
