import { NavLink } from 'react-router';
import { useDeskAccess, type DeskAbilities } from '@/features/agent-desk/desk-access';
import { useDeskTexts, type DeskKey } from '@/features/agent-desk/messages';

interface Screen {
  to: string;
  label: DeskKey;
  /** The ability the screen needs; none: every person of the desk sees it. */
  needs?: keyof DeskAbilities;
}

/** The desk's screens, in the order a working day uses them. */
export const DESK_SCREENS: readonly Screen[] = [
  { to: '/agent', label: 'nav_home' },
  { to: '/agent/deposits', label: 'nav_deposits' },
  { to: '/agent/withdrawals', label: 'nav_withdrawals' },
  { to: '/agent/players', label: 'nav_players' },
  { to: '/agent/accounts', label: 'nav_accounts', needs: 'agentOnly' },
  { to: '/agent/staff', label: 'nav_staff', needs: 'agentOnly' },
  { to: '/agent/reports', label: 'nav_reports' },
  { to: '/agent/float', label: 'nav_float_log' },
  { to: '/agent/commission', label: 'nav_commission', needs: 'agentOnly' },
  { to: '/agent/security', label: 'nav_security' },
];

/** The desk's sections as one row of tabs that scrolls sideways on a phone. */
export function DeskNav() {
  const { t } = useDeskTexts();
  const { abilities } = useDeskAccess();
  return (
    <nav aria-label={t('nav_label')} className="overflow-x-auto border-b border-brand/15 bg-black/20">
      <ul className="mx-auto flex max-w-3xl gap-1 px-2 py-2">
        {DESK_SCREENS.filter((screen) => !screen.needs || abilities[screen.needs]).map((screen) => (
          <li key={screen.to} className="shrink-0">
            <NavLink
              to={screen.to}
              end
              className={({ isActive }) =>
                `block rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${
                  isActive ? 'bg-brand text-ink' : 'text-white/75 hover:bg-white/10'
                }`
              }
            >
              {t(screen.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
