import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { BottomNav } from '@/app/bottom-nav';
import { DeferredToasts } from '@/app/deferred-toasts';
import { earlyShell } from '@/app/early-shell-state';
import { Footer } from '@/app/footer';
import { TopBar } from '@/app/top-bar';
import { usePlayerEvents } from '@/shared/api/events';
import { launchingClient } from '@/shared/launching-client';
import { readToken } from '@/shared/session';

// The menu and the dialogs load on first use, keeping them out of the first route's bundle.
const loadSideMenu = () => import('@/app/side-menu').then((m) => ({ default: m.SideMenu }));
const SideMenu = lazy(loadSideMenu);
const LoginDialog = lazy(() =>
  import('@/features/auth/login-dialog').then((m) => ({ default: m.LoginDialog })),
);
// The reality check watches over a signed-in player's play on every screen.
const RealityCheckDialog = lazy(() =>
  import('@/features/protection/reality-check-dialog').then((m) => ({ default: m.RealityCheckDialog })),
);
const RegisterDialog = lazy(() =>
  import('@/features/auth/register-dialog').then((m) => ({ default: m.RegisterDialog })),
);

type AuthDialog = 'login' | 'register' | null;

/** The frame every screen lives in: top bar, side menu, the screen, footer and, signed in on phones, the tab bar. */
export function RootLayout() {
  // Re-rendered on every navigation, so signing out (which navigates home) shows the signed-out frame at once.
  useLocation();
  const signedIn = readToken() !== null;
  // A game another client launched plays for that client's player: our sign-in and Join would be someone else's.
  const offerSignIn = !signedIn && launchingClient() === null;
  usePlayerEvents(signedIn);
  const [dialog, setDialog] = useState<AuthDialog>(null);
  // A menu opened in the early shell, before this script had arrived, stays open.
  const [menuOpen, setMenuOpen] = useState(earlyShell.menuOpen);
  const [menuUsed, setMenuUsed] = useState(earlyShell.menuOpen);

  const openLogin = useCallback(() => {
    setMenuOpen(false);
    setDialog('login');
  }, []);
  const openRegister = useCallback(() => {
    setMenuOpen(false);
    setDialog('register');
  }, []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Fetched with the page (index.html preloads it) and mounted closed as soon as it is here: mounted only on the first
  // tap, the lazy menu would show nothing for React's 300 ms fallback throttle even with its script already loaded.
  useEffect(() => void loadSideMenu().then(() => setMenuUsed(true)), []);

  return (
    <div className={`flex min-h-dvh flex-col ${signedIn ? 'pb-20 md:pb-0' : ''}`}>
      <TopBar
        signedIn={signedIn}
        offerSignIn={offerSignIn}
        onLogin={openLogin}
        onRegister={openRegister}
        onMenuIntent={() => void loadSideMenu()}
        onMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      {/* At least a screen tall: the footer starts below the fold instead of sliding down as content loads. */}
      <main className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <Footer />
      {signedIn && <BottomNav />}
      <Suspense fallback={null}>
        {menuUsed && (
          <SideMenu
            open={menuOpen}
            signedIn={signedIn}
            offerSignIn={offerSignIn}
            onClose={closeMenu}
            onLogin={openLogin}
            onRegister={openRegister}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {dialog === 'login' && <LoginDialog onClose={closeDialog} onRegister={openRegister} />}
        {dialog === 'register' && <RegisterDialog onClose={closeDialog} onLogin={openLogin} />}
      </Suspense>
      <Suspense fallback={null}>{signedIn && <RealityCheckDialog />}</Suspense>
      <DeferredToasts />
      <ScrollRestoration />
    </div>
  );
}
