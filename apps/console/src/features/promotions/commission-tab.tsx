import type { CommissionStatement } from '@zeya/contract/commission';
import { approveStatement, computeStatements, setCommissionPlan, STATEMENTS_KEY, useStatements } from './api';
import { useState } from 'react';
import { AgentPicker } from '@/shared/agents/agent-picker';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatTime } from '@/shared/format';
import { isAdmin, readSession } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { Field, SelectField } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import { SecondPersonNote } from '@/shared/ui/second-person-note';
import { usePromotionTexts } from './texts';

/**
 * Admins ask for an agent's plan: percent of their players' NGR or turnover, weekly or monthly, within the caps of
 * the approval rules. It holds once a second admin approves it; until then the plan in force stays.
 */
function SetPlan() {
  const { t } = usePromotionTexts();
  const { run, errors } = useConsoleAction(STATEMENTS_KEY);
  const [plan, setPlan] = useState({ agent: '', basis: 'ngr', percent: '', period: 'week', carry: 'yes' });
  const [asked, setAsked] = useState<number | null>(null);
  const set = (key: keyof typeof plan, value: string) => setPlan((current) => ({ ...current, [key]: value }));
  const save = async (reason: string) => {
    const reply = await setCommissionPlan(run, Number(plan.agent), {
      basis: plan.basis,
      percent: Number(plan.percent),
      period: plan.period,
      carry_forward: plan.carry === 'yes',
      reason,
    });
    if (reply) setAsked(reply.request_id);
  };
  return (
    <>
      <ReasonConfirmButton
        look="secondary"
        label={t('plan')}
        question={t('plan_question')}
        errors={errors.reason}
        onConfirm={save}
      >
        <AgentPicker value={plan.agent} onChange={(agent) => set('agent', agent)} errors={errors.id} />
        <SelectField
          label={t('basis')}
          value={plan.basis}
          onChange={(event) => set('basis', event.target.value)}
          options={[
            { value: 'ngr', label: t('ngr') },
            { value: 'turnover', label: t('turnover') },
          ]}
        />
        <Field
          label={t('percent')}
          value={plan.percent}
          onChange={(event) => set('percent', event.target.value)}
          errors={errors.percent}
        />
        <SelectField
          label={t('period')}
          value={plan.period}
          onChange={(event) => set('period', event.target.value)}
          options={[
            { value: 'week', label: t('week') },
            { value: 'month', label: t('month') },
          ]}
        />
        <SelectField
          label={t('carry_forward')}
          value={plan.carry}
          onChange={(event) => set('carry', event.target.value)}
          options={[
            { value: 'yes', label: '✓' },
            { value: 'no', label: '—' },
          ]}
        />
      </ReasonConfirmButton>
      {asked !== null && <SecondPersonNote requestId={asked} admin />}
    </>
  );
}

/**
 * Above the staff rule a statement is paid on a second admin's approval: the first approver sees that it waits for
 * someone else (the server refuses them too).
 */
function Approve({ statement }: { statement: CommissionStatement }) {
  const { t } = usePromotionTexts();
  const { run } = useConsoleAction(STATEMENTS_KEY);
  if (statement.status !== 'pending' || !isAdmin()) return null;
  const first = statement.first_approved_by;
  if (first !== null && first === readSession()?.user.user_name)
    return <p className="text-xs text-amber-800">{t('yours_waiting')}</p>;
  return (
    <ConfirmButton
      label={t('approve')}
      question={first ? t('second_approval_question', { name: first }) : t('approve_question')}
      onConfirm={() => approveStatement(run, statement.id)}
    />
  );
}

/** Pending or approved, and the first of two approvals when one was given. */
function StatementState({ statement }: { statement: CommissionStatement }) {
  const { t } = usePromotionTexts();
  return (
    <div className="grid gap-0.5 text-xs">
      <span className="text-sm">{t(statement.status)}</span>
      {statement.status === 'pending' && statement.first_approved_by && (
        <span className="text-amber-800">
          {t('first_approval', {
            name: statement.first_approved_by,
            time: formatTime(statement.first_approved_at),
          })}
        </span>
      )}
    </div>
  );
}

/** Statements per agent and period, computed from the ledger by one console user, approved (and paid) by an admin. */
export function CommissionTab() {
  const { t } = usePromotionTexts();
  const { run } = useConsoleAction(STATEMENTS_KEY);
  const statements = useStatements();
  const money = (key: 'turnover' | 'ngr' | 'carried_in' | 'carried_out' | 'commission', header: string) => ({
    key,
    header,
    align: 'right' as const,
    cell: (row: CommissionStatement) => formatKs(row[key]),
  });
  const columns: Column<CommissionStatement>[] = [
    { key: 'agent', header: t('agent'), cell: (row) => row.agent ?? row.agent_id },
    { key: 'period', header: t('period'), cell: (row) => `${row.period_from} – ${row.period_to}` },
    { key: 'basis', header: t('basis'), cell: (row) => `${row.percent}% ${t(row.basis)}` },
    money('turnover', t('turnover')),
    money('ngr', t('ngr')),
    money('carried_in', t('carried_in')),
    money('carried_out', t('carried_out')),
    money('commission', t('commission')),
    { key: 'status', header: t('status'), cell: (row) => <StatementState statement={row} /> },
    { key: 'computed_by', header: t('computed_by'), cell: (row) => row.computed_by },
    { key: 'actions', header: '', cell: (row) => <Approve statement={row} /> },
  ];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          label={t('compute')}
          question={t('compute_question')}
          onConfirm={() => computeStatements(run)}
        />
        {isAdmin() && <SetPlan />}
      </div>
      <QueryView query={statements}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(row) => row.id} />}
      </QueryView>
    </div>
  );
}
