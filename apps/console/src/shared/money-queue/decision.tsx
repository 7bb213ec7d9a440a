import type { ConsoleMoneyRequest } from '@zeya/contract/cashier';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { readSession } from '@/shared/session';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import { useMoneyTexts } from './texts';

export const MONEY_KEY = ['money'];

/** Which question the approval asks: a plain one, or a maker-checker step that names the first approver. */
function approveQuestion(row: ConsoleMoneyRequest) {
  if (!row.needs_second_approval) return 'approve_question' as const;
  return row.first_approved_by ? ('second_step_question' as const) : ('first_step_question' as const);
}

/** Approve and reject a pending request, each with the operator's reason. */
export function Decision({ row }: { row: ConsoleMoneyRequest }) {
  const { t } = useMoneyTexts();
  const { run, errors } = useConsoleAction(MONEY_KEY);
  if (row.status !== 'pending') return null;
  const path = `/${row.kind === 'deposit' ? 'deposits' : 'withdrawals'}/${row.id}`;
  const facts = {
    id: row.id,
    kind: t(row.kind),
    amount: formatKs(row.amount),
    player: row.player.user_name,
    first: row.first_approved_by,
  };
  const mine = row.first_approved_by !== null && row.first_approved_by === readSession()?.user.user_name;
  // Its first approver can decide it neither way (the server refuses both): they see that it waits for someone else.
  if (mine) return <p className="text-xs text-amber-800">{t('yours_waiting')}</p>;
  return (
    <div className="flex flex-wrap gap-1">
      <ReasonConfirmButton
        label={t('approve')}
        question={t(approveQuestion(row), facts)}
        errors={errors.reason}
        onConfirm={(reason) => run(`${path}/approve`, { body: { reason } })}
      />
      <ReasonConfirmButton
        look="danger"
        label={t('reject')}
        question={t('reject_question', facts)}
        errors={errors.reason}
        onConfirm={(reason) => run(`${path}/reject`, { body: { reason } })}
      />
    </div>
  );
}
