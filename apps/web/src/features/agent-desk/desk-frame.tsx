import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { readToken } from '@/shared/session';
import { deskApi } from '@/features/agent-desk/client';
import { useDeskEvents } from '@/features/agent-desk/desk-events';
import { DeskNav } from '@/features/agent-desk/desk-nav';
import { FactorGate } from '@/features/agent-desk/factor-gate';
import { useDeskTexts } from '@/features/agent-desk/messages';
import { clearDeskSession, useDeskSession } from '@/features/agent-desk/session';
import { DeskSignIn } from '@/features/agent-desk/sign-in';
import { StepUpDialog } from '@/features/agent-desk/step-up-dialog';

/**
 * /agent: the agent desk, a frame of its own (the player's top bar, balances and tab bar mean nothing to an agent).
 * Signed out it offers the desk's sign-in; a player's session sees only that this is not for their account; a desk
 * session proves or enrols its second factor before anything else.
 */
export function DeskFrame({ languagePicker }: { languagePicker: ReactNode }) {
  const session = useDeskSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <DeskHeader languagePicker={languagePicker} signedIn={session !== null} />
      {session ? (
        <FactorGate>
          <DeskEvents />
          <DeskNav />
          <main className="mx-auto w-full max-w-3xl flex-1 px-3 py-4">
            <Outlet />
          </main>
          <StepUpDialog />
        </FactorGate>
      ) : (
        <main className="mx-auto w-full max-w-md flex-1 px-3 py-6">
          {readToken() ? <NotForYourAccount /> : <DeskSignIn />}
        </main>
      )}
    </div>
  );
}

/** Holds the desk's event stream open while the desk's screens are (after the second factor). */
function DeskEvents() {
  useDeskEvents();
  return null;
}

function DeskHeader({ languagePicker, signedIn }: { languagePicker: ReactNode; signedIn: boolean }) {
  const { t } = useDeskTexts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    // Ends the session on the server too; the desk is signed out here whatever the network says.
    await deskApi('/logout', { method: 'POST', body: {} }).catch(() => undefined);
    clearDeskSession();
    queryClient.clear();
    await navigate('/agent', { replace: true });
  };
  return (
    <header className="sticky top-0 z-40 border-b border-brand/15 bg-[#1f1300]/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-3">
        <Link to={signedIn ? '/agent' : '/'} className="flex min-w-0 items-center gap-2">
          <img src="/favicon.svg" alt="" width={30} height={30} className="h-[30px] w-[30px]" />
          <span className="truncate font-black text-brand">{t('desk_title')}</span>
        </Link>
        <div className="ml-auto flex items-center gap-1.5">
          {languagePicker}
          {signedIn && (
            <button
              type="button"
              onClick={() => void signOut()}
              className="h-9 rounded-full border border-brand px-3 text-sm font-semibold whitespace-nowrap text-brand hover:bg-brand/10"
            >
              {t('sign_out')}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

/** What a player who finds the address sees: nothing of the desk, and the way back to the site. */
function NotForYourAccount() {
  const { t } = useDeskTexts();
  return (
    <section className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-5 text-center">
      <h1 className="mb-2 text-lg font-bold text-brand">{t('not_for_you_title')}</h1>
      <p className="mb-4 text-sm text-white/80">{t('not_for_you_text')}</p>
      <Link to="/" className="inline-block rounded-full bg-brand px-4 py-2 text-sm font-bold text-ink">
        {t('back_to_site')}
      </Link>
    </section>
  );
}
