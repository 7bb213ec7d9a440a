import { formatKs } from '@zeya/ui-kit/format-ks';
import { Loading, NoData } from '@/shared/ui/loading';
import { FormAlert } from '@/shared/ui/form-fields';
import { useCommission } from '@/features/agent-desk/api';
import { Card, DeskHeading, failureText } from '@/features/agent-desk/desk-ui';
import { RequireAbility } from '@/features/agent-desk/require-ability';
import { useDeskTexts } from '@/features/agent-desk/messages';

/** /agent/commission: the agent's plan and its statements, newest first, with what approved ones paid. */
export function CommissionPage() {
  return (
    <RequireAbility needs="agentOnly">
      <Statements />
    </RequireAbility>
  );
}

function Statements() {
  const { t, failure } = useDeskTexts();
  const commission = useCommission();
  if (commission.isPending) return <Loading />;
  if (commission.isError) return <FormAlert message={failureText(commission.error, failure)} />;
  const { plan, statements, balance } = commission.data;
  return (
    <>
      <DeskHeading title={t('commission_title')} />
      <div className="space-y-3">
        <Card>
          <p className="text-sm text-amber-100/70">{t('commission_balance')}</p>
          <p className="text-2xl font-black text-white tabular-nums">{formatKs(balance, 2)}</p>
          <p className="mt-2 text-sm text-white/75">
            {plan
              ? t('commission_plan', {
                  percent: plan.percent,
                  basis: t(plan.basis === 'ngr' ? 'basis_ngr' : 'basis_turnover'),
                  period: t(plan.period === 'week' ? 'period_week' : 'period_month'),
                })
              : t('commission_no_plan')}
          </p>
        </Card>
        {statements.length === 0 ? (
          <NoData text={t('commission_empty')} />
        ) : (
          <ul className="space-y-2">
            {statements.map((statement) => (
              <li key={statement.id}>
                <Card>
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-sm text-white/80 tabular-nums">
                      {statement.period_from} – {statement.period_to}
                    </p>
                    <p className="text-xs font-semibold text-amber-200">
                      {t(statement.status === 'approved' ? 'statement_approved' : 'statement_pending')}
                    </p>
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-1 text-sm">
                    <dt className="text-amber-100/70">{t('turnover')}</dt>
                    <dd className="text-right text-white tabular-nums">{formatKs(statement.turnover, 2)}</dd>
                    <dt className="text-amber-100/70">{t('ngr')}</dt>
                    <dd className="text-right text-white tabular-nums">{formatKs(statement.ngr, 2)}</dd>
                    <dt className="text-amber-100/70">{t('commission')}</dt>
                    <dd className="text-right font-bold text-brand tabular-nums">
                      {formatKs(statement.commission, 2)}
                    </dd>
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
