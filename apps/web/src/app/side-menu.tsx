import { useEffect, useRef, useState } from 'react';
import { useTexts } from '@/shared/i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { MENU_GROUPS, menuTarget } from '@/app/menu-links';
import { useInstall } from '@/app/pwa';
import { useContacts } from '@/app/shell-api';
import { useSiteSettings } from '@/shared/api/site-settings';
import { Icon } from '@/shared/ui/icons';
import { useDialogFocus } from '@zeya/ui-kit/use-dialog-focus';
import { useLogout } from '@/features/auth/api';
import { useUser } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { mediaUrl } from '@/shared/format';
import { Spinner } from '@/shared/ui/spinner';

const SLIDE_MS = 300;

interface MenuProps {
  open: boolean;
  signedIn: boolean;
  /** False when a game another client launched plays here: no Login / Join Now for that client's player. */
  offerSignIn?: boolean;
  onClose: () => void;
  onLogin: () => void;
  onRegister: () => void;
}

/**
 * The menu sliding in from the right, 20rem wide; the backdrop, × and Escape close it. While open it keeps the focus
 * inside; closed, it gives the focus back to the menu button. It stays mounted while it slides out, hidden from
 * assistive technology and inert.
 */
export function SideMenu({ open, signedIn, offerSignIn, onClose, onLogin, onRegister }: MenuProps) {
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  useEffect(() => {
    if (open || !rendered) return;
    const timer = window.setTimeout(() => setRendered(false), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open, rendered]);
  if (!rendered) return null;
  return (
    <div className="fixed inset-0 z-50" aria-hidden={!open} inert={!open}>
      <div
        data-testid="side-menu-backdrop"
        onClick={onClose}
        className={`absolute inset-0 bg-black/60 transition-opacity duration-300 ${
          open ? 'opacity-100 starting:opacity-0' : 'opacity-0'
        }`}
      />
      <MenuPanel
        open={open}
        signedIn={signedIn}
        offerSignIn={offerSignIn}
        onClose={onClose}
        onLogin={onLogin}
        onRegister={onRegister}
      />
    </div>
  );
}

function MenuPanel({ open, signedIn, offerSignIn = true, onClose, onLogin, onRegister }: MenuProps) {
  const { t } = useTexts('shell');
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  const contacts = useContacts();
  const settings = useSiteSettings();
  // Download App installs the site itself where the browser offers it; an APK only when one is served.
  const install = useInstall();
  const logout = useLogout();
  // The × is the first control: focus lands there, as before.
  useDialogFocus(panel, onClose, open);

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        onClose();
        void navigate('/?type=all');
      },
    });

  return (
    <aside
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={t('menu')}
      className={`absolute inset-y-0 right-0 flex w-80 max-w-full flex-col overflow-y-auto bg-[#1f1300] shadow-2xl transition-transform duration-300 ease-out ${
        open ? 'translate-x-0 starting:translate-x-full' : 'translate-x-full'
      }`}
    >
      <div className="flex items-center justify-between border-b border-white/10 px-4 py-3">
        <span className="text-lg font-bold text-brand">{t('menu')}</span>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close_menu')}
          className="flex h-9 w-9 items-center justify-center rounded-full text-2xl leading-none text-white/70 hover:bg-white/10"
        >
          ×
        </button>
      </div>

      {signedIn ? (
        <ProfileCard onNavigate={onClose} />
      ) : (
        offerSignIn && (
          <div className="flex gap-2 px-4 py-4">
            <button
              type="button"
              onClick={onLogin}
              className="h-10 flex-1 rounded-full border border-brand font-semibold text-brand"
            >
              {t('login')}
            </button>
            <button
              type="button"
              onClick={onRegister}
              className="h-10 flex-1 rounded-full bg-brand font-bold text-ink"
            >
              {t('join_now')}
            </button>
          </div>
        )
      )}

      <MenuLinks signedIn={signedIn} onNavigate={onClose} />

      {contacts.data && contacts.data.length > 0 && (
        <section className="border-t border-white/10 px-4 py-4">
          <h2 className="mb-3 text-sm font-semibold text-white/60">{t('contact')}</h2>
          <ul className="grid grid-cols-4 gap-3">
            {contacts.data.map((contact) => (
              <li key={contact.id}>
                <Link
                  to="/contact"
                  onClick={onClose}
                  className="flex flex-col items-center gap-1 text-xs text-white/70"
                >
                  <img
                    src={mediaUrl(contact.image)}
                    alt={contact.name}
                    width={44}
                    height={44}
                    loading="lazy"
                    className="h-11 w-11 rounded-full object-contain"
                  />
                  <span className="capitalize">{contact.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-auto space-y-2 border-t border-white/10 px-4 py-4">
        {install && (
          <button
            type="button"
            onClick={() => void install()}
            className="flex h-11 w-full items-center justify-center gap-2 rounded-full border border-brand/60 font-semibold text-brand hover:bg-brand/10"
          >
            <Icon name="download" />
            {t('download_app')}
          </button>
        )}
        {settings.data?.download_app_url && (
          <a
            href={settings.data.download_app_url}
            download
            rel="noopener"
            className="flex h-11 items-center justify-center gap-2 rounded-full border border-brand/60 font-semibold text-brand hover:bg-brand/10"
          >
            <Icon name="download" />
            {t('download_apk')}
          </a>
        )}
        {signedIn && (
          <button
            type="button"
            onClick={signOut}
            disabled={logout.isPending}
            className="flex h-11 w-full items-center justify-center gap-2 rounded-full bg-red-600/90 font-semibold text-white hover:bg-red-600 disabled:opacity-70"
          >
            {logout.isPending ? <Spinner className="h-4 w-4" /> : <Icon name="logout" />}
            {t('logout')}
          </button>
        )}
      </div>
    </aside>
  );
}

function ProfileCard({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTexts('shell');
  const { data: user } = useUser();
  return (
    <div className="m-4 rounded-xl border border-brand/25 bg-gradient-to-br from-[#3a2708] to-[#1f1300] p-4">
      <Link
        to="/information?tab=profile"
        onClick={onNavigate}
        data-testid="side-menu-profile"
        className="flex items-center gap-3"
      >
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand text-ink">
          <Icon name="user" className="h-6 w-6" />
        </span>
        <span className="min-w-0">
          <span className="block truncate font-bold text-white">{user?.name || user?.user_name}</span>
          <span className="block truncate text-xs text-white/60">{user?.user_name}</span>
        </span>
      </Link>
      <div className="mt-4 flex items-end justify-between gap-2">
        <div>
          <p className="text-xs text-white/60">{t('balance')}</p>
          <p data-testid="side-menu-balance" className="text-lg font-bold text-brand tabular-nums">
            {formatKs(user?.main_balance)}
          </p>
        </div>
        <Link
          to="/information?tab=transfer"
          onClick={onNavigate}
          className="rounded-full bg-brand px-4 py-2 text-sm font-bold text-ink hover:brightness-110"
        >
          {t('deposit')}
        </Link>
      </div>
    </div>
  );
}

/** The spec's links, then the Games and More groups, each under its heading. */
function MenuLinks({ signedIn, onNavigate }: { signedIn: boolean; onNavigate: () => void }) {
  const { t } = useTexts('shell');
  return (
    <nav aria-label={t('menu')} className="px-2 py-2">
      {MENU_GROUPS.map((group) => (
        <div
          key={group.heading ?? 'main'}
          className={group.heading ? 'mt-2 border-t border-white/10 pt-2' : ''}
        >
          {group.heading && (
            <h2 className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-white/70 uppercase">
              {t(group.heading)}
            </h2>
          )}
          <ul>
            {group.links
              .filter((link) => signedIn || !link.signedInOnly)
              .map((link) => (
                <li key={link.label}>
                  <Link
                    to={menuTarget(link, signedIn)}
                    onClick={onNavigate}
                    className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-white/90 hover:bg-white/5 hover:text-brand"
                  >
                    <Icon name={link.icon} className="h-5 w-5 shrink-0 text-brand" />
                    {t(link.label)}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
