import { NavLink, useLocation, useParams } from 'react-router';

/**
 * The address of the screen a TabNav sits on: the current path without what the screen's splat route (`money/*`)
 * matched below it. Tabs link from there, never from the current address, so the second tab clicked does not nest
 * under the first (/money/deposits/withdrawals).
 */
export function useSectionBase(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  const below = splat.split('/').filter(Boolean).length;
  return `/${segments.slice(0, segments.length - below).join('/')}`;
}

/** A tab's absolute address: '' is the screen itself, 'withdrawals' a sub-page of it, '/x' already absolute. */
export function tabAddress(base: string, to: string): string {
  if (to.startsWith('/')) return to;
  if (to === '') return base;
  return `${base === '/' ? '' : base}/${to}`;
}

/** Sub-pages of a screen as tabs, each with its own address under the screen's own (see useSectionBase). */
export function TabNav({ tabs }: { tabs: { to: string; label: string }[] }) {
  const base = useSectionBase();
  return (
    <nav className="mb-4 flex flex-wrap gap-1 border-b border-stone-200">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tabAddress(base, tab.to)}
          end
          className={({ isActive }) =>
            `-mb-px border-b-2 px-3 py-1.5 text-sm ${isActive ? 'border-stone-900 font-semibold text-stone-900' : 'border-transparent text-stone-700'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
