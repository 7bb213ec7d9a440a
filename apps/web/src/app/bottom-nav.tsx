import { useTexts } from '@/shared/i18n/i18n';
import { Link, useLocation } from 'react-router';
import type { IconName } from '@/shared/ui/icon-paths';
import { Icon } from '@/shared/ui/icons';

interface Tab {
  to: string;
  label: 'home' | 'ads_video' | 'promotion' | 'wallet' | 'contact';
  icon: IconName;
  /** Whether the current location is this tab's screen. */
  matches: (path: string, search: URLSearchParams) => boolean;
}

const TABS: Tab[] = [
  { to: '/?type=all', label: 'home', icon: 'home', matches: (path) => path === '/' },
  {
    to: '/ads-video?tab=AdsVideo',
    label: 'ads_video',
    icon: 'video',
    matches: (path) => path === '/ads-video',
  },
  {
    to: '/Promotion?tab=Promotion',
    label: 'promotion',
    icon: 'gift',
    matches: (path) => path === '/promotion',
  },
  {
    to: '/information?tab=transfer',
    label: 'wallet',
    icon: 'wallet',
    matches: (path, search) => path === '/information' && search.get('tab') === 'transfer',
  },
  { to: '/Contact?tab=Contact', label: 'contact', icon: 'contact', matches: (path) => path === '/contact' },
];

/** The signed-in player's tab bar, on phone widths only (hidden from md up). */
export function BottomNav() {
  const { t } = useTexts('shell');
  const location = useLocation();
  const path = location.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const search = new URLSearchParams(location.search);
  return (
    <nav
      aria-label={t('main_navigation')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-brand/20 bg-[#1f1300]/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid min-h-16 grid-cols-5">
        {TABS.map((tab) => {
          const active = tab.matches(path, search);
          return (
            <li key={tab.label}>
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={`flex h-full flex-col items-center justify-center gap-0.5 px-0.5 py-1.5 text-center text-[11px] leading-tight break-words ${
                  active ? 'text-brand' : 'text-white/70 hover:text-white'
                }`}
              >
                <Icon name={tab.icon} className="h-6 w-6" />
                {/* Wrapped, not clamped: a Burmese label is wider than a fifth of a 320 px phone. */}
                <span className="max-w-full">{t(tab.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
