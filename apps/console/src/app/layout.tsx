import { Link, NavLink, Navigate, Outlet } from 'react-router';
import { useShellTexts } from '@/app/messages';
import { SoundToggle, useArrivedCount, useQueueAlerts } from '@/app/queue-alerts';
import { useMenuSections } from '@/app/sections';
import { consoleApi } from '@/shared/api/client';
import { chooseLanguage, storedLanguage } from '@/shared/i18n/i18n';
import { clearSession, useSession, type ConsoleSession } from '@/shared/session';
import { PageHeader } from '@/shared/ui/page';
import { StepUpDialog } from '@/shared/ui/step-up-dialog';

/**
 * Side menu, who is signed in, language and sign-out around every screen. No session, or one whose second factor
 * is still to prove or enrol, goes to the sign-in page, where that is done.
 */
export function Layout() {
  const session = useSession();
  if (!session || session.second_factor !== 'none') return <Navigate to="/login" replace />;
  return <SignedInLayout session={session} />;
}

/** Said on every screen while the factor is optional and the person has none. */
function NoFactorBanner() {
  const { t } = useShellTexts();
  return (
    <p className="flex flex-wrap items-center gap-2 border-b border-amber-300 bg-amber-50 px-5 py-2 text-sm text-amber-900">
      {t('no_factor')}
      <Link to="/security" className="font-semibold underline">
        {t('add_factor')}
      </Link>
    </p>
  );
}

function SignedInLayout({ session }: { session: ConsoleSession }) {
  const { t } = useShellTexts();
  useQueueAlerts();
  const arrived = useArrivedCount();
  const signOut = async () => {
    await consoleApi('/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    window.location.assign('/console/login');
  };
  const sections = useMenuSections(session.user.role);
  return (
    <div className="flex min-h-screen">
      <nav aria-label={t('console')} className="w-56 shrink-0 border-r border-stone-200 bg-white p-3">
        <p className="mb-4 px-2 text-lg font-bold text-brand">{t('console')}</p>
        <ul className="grid gap-0.5">
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/${section.path}`}
                end={section.path === ''}
                className={({ isActive }) =>
                  `block rounded-md px-2 py-1.5 text-sm ${isActive ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100'}`
                }
              >
                {t(section.label)}
                {section.label === 'money' && arrived > 0 && (
                  // The link keeps its name; the status line below says it in words.
                  <span
                    data-testid="money-badge"
                    aria-hidden="true"
                    className="ml-2 rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white"
                  >
                    {arrived}
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {arrived > 0 ? t('new_requests', { count: arrived }) : ''}
        </p>
      </nav>
      <div className="min-w-0 flex-1">
        <header className="flex items-center justify-end gap-3 border-b border-stone-200 bg-white px-5 py-2 text-sm">
          <span className="text-stone-600">
            {t('signed_in_as', { name: session.user.user_name, role: session.user.role })}
          </span>
          {/* A visible label: the control's name then holds what the operator reads beside it. */}
          <label className="flex items-center gap-1.5 text-stone-700">
            {t('language')}
            <select
              value={storedLanguage()}
              onChange={(event) => {
                chooseLanguage(event.target.value === 'mm' ? 'mm' : 'en');
                window.location.reload();
              }}
              className="rounded-md border border-stone-300 px-2 py-1"
            >
              <option value="en">English</option>
              <option value="mm">မြန်မာ</option>
            </select>
          </label>
          <SoundToggle />
          <button
            type="button"
            onClick={() => void signOut()}
            className="rounded-md border border-stone-300 px-2 py-1 hover:bg-stone-100"
          >
            {t('sign_out')}
          </button>
        </header>
        {session.methods.length === 0 && <NoFactorBanner />}
        <main className="p-5">
          <Outlet />
        </main>
      </div>
      <StepUpDialog />
    </div>
  );
}

export function NotFound() {
  const { t } = useShellTexts();
  return <PageHeader title={t('not_found')} />;
}
