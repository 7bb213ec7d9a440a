import { NavLink } from 'react-router';

/** Sub-pages of a screen as tabs: links relative to the screen's route, so each tab has its own address. */
export function TabNav({ tabs }: { tabs: { to: string; label: string }[] }) {
  return (
    <nav className="mb-4 flex flex-wrap gap-1 border-b border-stone-200">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            `-mb-px border-b-2 px-3 py-1.5 text-sm ${isActive ? 'border-stone-900 font-semibold' : 'border-transparent text-stone-600'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
