import { Link } from 'react-router';

/**
 * Tabs that are links (each tab is an address), as a labelled navigation; the current one is marked
 * aria-current="page". `className` sets the columns (grid-cols-n), one a tab.
 */
export function TabLinks({
  label,
  tabs,
  current,
  className,
}: {
  label: string;
  tabs: readonly { key: string; to: string; label: string }[];
  current: string | null;
  className: string;
}) {
  return (
    <nav aria-label={label} className={`mb-4 grid gap-1 rounded-full bg-white/5 p-1 ${className}`}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.key === current ? 'page' : undefined}
          className={`rounded-full px-3 py-2 text-center text-sm font-semibold ${
            tab.key === current ? 'bg-brand text-ink' : 'text-white/70'
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
