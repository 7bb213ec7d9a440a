import type { ReactNode } from 'react';
import { formatStamp } from '@zeya/ui-kit/format-date';
import { Link } from 'react-router';
import { Icon } from '@/shared/ui/icons';
import { SignedInOnly } from '@/shared/ui/signed-in-only';
import { useWalletTexts } from '@/features/wallet/messages';

/**
 * A wallet screen, the signed-in player's only: its heading, optionally a way back to /wallet, an action on the
 * right, then the content.
 */
export function WalletFrame({
  title,
  back = true,
  action,
  children,
}: {
  title: string;
  back?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useWalletTexts();
  return (
    <SignedInOnly>
      <section className="mx-auto max-w-3xl px-3 py-4">
        <header className="mb-4 flex items-center gap-2">
          {back && (
            <Link
              to="/wallet"
              aria-label={t('back_to_wallet')}
              className="-ml-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-brand hover:bg-white/10"
            >
              <Icon name="back" className="h-6 w-6" />
            </Link>
          )}
          <h1 className="min-w-0 flex-1 break-words text-xl font-bold text-brand">{title}</h1>
          {action}
        </header>
        {children}
      </section>
    </SignedInOnly>
  );
}

/** An API timestamp in Myanmar time, in the reader's digits, e.g. 2025-01-31 14:05. */
export const formatDateTime = (iso: string) => formatStamp(iso);
