import { Link } from 'react-router';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { Icon } from '@/shared/ui/icons';
import { useExchangeLog } from '@/features/wallet/api';
import { useWalletTexts } from '@/features/wallet/messages';
import { PagedCards, usePageParam } from '@/features/wallet/pager';
import { formatDateTime, WalletFrame } from '@/features/wallet/wallet-frame';

/** /transactions?page=n: the player's transfers between main and game balance, as cards. */
export function TransactionsPage() {
  const { t } = useWalletTexts();
  return (
    <WalletFrame
      title={t('transfer_log')}
      action={
        <Link to="/exchange-log" className="shrink-0 text-sm font-semibold text-brand hover:underline">
          {t('exchange_log_title')}
        </Link>
      }
    >
      <TransferCards />
    </WalletFrame>
  );
}

function TransferCards() {
  const { t } = useWalletTexts();
  const [page, goTo] = usePageParam();
  return (
    <PagedCards
      log={useExchangeLog(page)}
      onPage={goTo}
      testId="transfer-card"
      card={(row) => (
        <>
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand/15 text-brand">
            <Icon name="swap" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-white">
              {t(row.type === 'mainBalanceToGaming' ? 'main_to_game' : 'game_to_main')}
            </p>
            <p className="text-xs text-white/60 tabular-nums">{formatDateTime(row.created_at)}</p>
          </div>
          <span className="shrink-0 font-bold text-brand tabular-nums">{formatKs(row.amount, 2)}</span>
        </>
      )}
    />
  );
}
