import type { ReactNode } from 'react';

/** One labelled value of a details card (a <dl>): the label on the left, the value on the right. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-black/30 px-3 py-2">
      <dt className="text-amber-100/70">{label}</dt>
      <dd className="font-bold text-white tabular-nums">{children}</dd>
    </div>
  );
}
