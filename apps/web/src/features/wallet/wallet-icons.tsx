/** Line icons of the wallet screens, inline so they cost no request. */
const PATHS = {
  plus: 'M12 5v14M5 12h14',
  refresh: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4.5H15',
  topUp: 'M12 3.5v11M7.5 10 12 14.5 16.5 10M4.5 16v3.5h15V16',
  withdraw: 'M12 14.5v-11M7.5 8 12 3.5 16.5 8M4.5 16v3.5h15V16',
  history: 'M12 21a9 9 0 1 0-9-9M3 12l-1.5-1.5M3 12l1.5-1.5M12 7.5V12l3 2',
  back: 'M15 5.5 8.5 12l6.5 6.5',
  swap: 'M4.5 8.5h14l-3.5-3.5M19.5 15.5h-14l3.5 3.5',
} as const;

export type WalletIconName = keyof typeof PATHS;

export function WalletIcon({ name, className = 'h-5 w-5' }: { name: WalletIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
