import { formatKs } from '@zeya/ui-kit/format-ks';
import { Link } from 'react-router';
import { useFloat, useQueue } from '@/features/agent-desk/api';
import { useDeskAccess } from '@/features/agent-desk/desk-access';
import { Card, DeskHeading } from '@/features/agent-desk/desk-ui';
import { useDeskTexts } from '@/features/agent-desk/messages';
import { TodayFigures } from '@/features/agent-desk/today-figures';

/** The desk's first screen: the float, the requests waiting for a decision, and today's figures. */
export function DeskHomePage() {
  const { t } = useDeskTexts();
  const float = useFloat();
  const deposits = useQueue('deposits', 'pending');
  const withdrawals = useQueue('withdrawals', 'pending');
  const { me } = useDeskAccess();
  return (
    <>
      <DeskHeading title={t('home_title')} />
      {me?.agent.user_name && (
        <p className="-mt-2 mb-3 text-sm text-white/70">
          {me.staff
            ? t('staff_of', { user_name: me.staff.user_name, agent: me.agent.user_name })
            : t('signed_in_as', { user_name: me.agent.user_name })}
        </p>
      )}
      <div className="space-y-3">
        <Card>
          <p className="text-sm text-amber-100/70">{t('float')}</p>
          <p data-testid="desk-float" className="text-2xl font-black text-white tabular-nums">
            {float.data ? formatKs(float.data.float, 2) : '…'}
          </p>
          <p className="mt-1 text-xs text-white/60">{t('float_note')}</p>
        </Card>
        <div className="grid grid-cols-2 gap-3">
          <OpenCount to="/agent/deposits" label={t('open_deposits')} count={deposits.data?.total} />
          <OpenCount to="/agent/withdrawals" label={t('open_withdrawals')} count={withdrawals.data?.total} />
        </div>
        <TodayFigures />
      </div>
    </>
  );
}

function OpenCount({ to, label, count }: { to: string; label: string; count: number | undefined }) {
  return (
    <Link
      to={to}
      className="block rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4 hover:border-brand/60"
    >
      <span className="block text-sm text-amber-100/70">{label}</span>
      <span className="text-2xl font-black text-white tabular-nums">{count ?? '…'}</span>
    </Link>
  );
}
