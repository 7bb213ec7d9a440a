import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/shared/ui/icons';
import { useThreedTexts } from '@/features/threed/messages';

/** A 3D screen: a way back (to /3d unless `back` says otherwise), its heading, then the content. */
export function ThreedFrame({
  title,
  back = '/3d',
  children,
}: {
  title: string;
  back?: string | null;
  children: ReactNode;
}) {
  const { t } = useThreedTexts();
  return (
    <section className="mx-auto max-w-3xl px-3 pt-3 pb-24">
      <header className="mb-4 flex items-center gap-2">
        {back && (
          <Link
            to={back}
            aria-label={t('back')}
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

export const CARD = 'rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4';
export const BUTTON = 'rounded-full bg-brand px-6 py-2.5 font-bold text-ink disabled:opacity-50';
