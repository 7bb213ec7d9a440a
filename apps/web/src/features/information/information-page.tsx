import { Suspense, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { isSignedIn } from '@/shared/api/user';
import { Loading } from '@/shared/ui/loading';
import { TabLinks } from '@/shared/ui/tab-links';
import { ProfileTab } from '@/features/information/profile-tab';
import { useInformationTexts } from '@/features/information/messages';

const TABS = [
  { tab: 'profile', label: 'tab_profile', to: '/information?tab=profile' },
  { tab: 'transfer', label: 'tab_wallet', to: '/information?tab=transfer' },
  { tab: 'logs', label: 'tab_logs', to: '/information?tab=logs&type=deposit' },
] as const;

/**
 * /information?tab=profile|transfer|logs: the player's account. Signed-out visitors go to the home list.
 * The Wallet and Logs tabs belong to another feature: the app layer hands them in (they may load lazily).
 */
export function InformationPage({
  transferTab = <Loading />,
  logsTab = <Loading />,
}: {
  transferTab?: ReactNode;
  logsTab?: ReactNode;
}) {
  const { t } = useInformationTexts();
  const [params] = useSearchParams();
  const tab = params.get('tab');

  if (!isSignedIn()) return <Navigate to="/?type=all" replace />;
  if (!TABS.some((item) => item.tab === tab)) return <Navigate to="/information?tab=profile" replace />;

  return (
    <section className="mx-auto max-w-3xl px-3 py-4">
      <header className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-brand">{t('title')}</h1>
        <span className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-emerald-500/15 px-3 py-1 text-xs font-semibold text-emerald-300">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-400" />
          {t('common:active')}
        </span>
      </header>

      <TabLinks
        label={t('tabs')}
        tabs={TABS.map((item) => ({ key: item.tab, to: item.to, label: t(item.label) }))}
        current={tab}
        className="grid-cols-3"
      />

      <Suspense fallback={<Loading />}>
        {tab === 'profile' ? <ProfileTab /> : tab === 'transfer' ? transferTab : logsTab}
      </Suspense>
    </section>
  );
}
