import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/shared/ui/icons';

/** A lottery screen (2D, 3D): a way back when `back` names one, its heading, then the content. */
export function LotteryFrame({
  title,
  back,
  backLabel,
  children,
}: {
  title: string;
  back: string | null;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-3 pt-3 pb-24">
      <header className="mb-4 flex items-center gap-2">
        {back && (
          <Link
            to={back}
            aria-label={backLabel}
            className="-ml-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-brand hover:bg-white/10"
          >
            <Icon name="back" className="h-6 w-6" />
          </Link>
        )}
        <h1 className="min-w-0 flex-1 text-xl font-bold break-words text-brand">{title}</h1>
      </header>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

/** A card of a lottery screen. */
export const CARD = 'rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4';
