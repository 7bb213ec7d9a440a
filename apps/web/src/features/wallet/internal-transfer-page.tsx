import { Link, useSearchParams } from 'react-router';
import type { ExchangeDirection } from '@/shared/wallet/api';
import { Icon } from '@/shared/ui/icons';
import { ExchangeForm, useExchangeForm } from '@/shared/wallet/exchange-form';
import { useWalletTexts } from '@/features/wallet/messages';
import { WalletCard } from '@/features/wallet/wallet-card';
import { WalletFrame } from '@/features/wallet/wallet-frame';

/**
 * /wallet/internal-transfer[?direction=gameToMain|mainToGame]: moves kyat between the main and the game balance,
 * starting in the direction asked (the wallet card's add buttons ask for the balance they add to). The amount must be
 * above 0; the server's amount error shows under the field, any other failure as 'Something Went Wrong!'.
 */
export function InternalTransferPage() {
  const { t } = useWalletTexts();
  const [params] = useSearchParams();
  const direction: ExchangeDirection = params.get('direction') === 'gameToMain' ? 'gameToMain' : 'mainToGame';
  return (
    <WalletFrame title={t('transfer_title')}>
      <div className="space-y-4">
        <WalletCard />
        <TransferForm key={direction} direction={direction} />
      </div>
    </WalletFrame>
  );
}

function TransferForm({ direction }: { direction: ExchangeDirection }) {
  const { t } = useWalletTexts();
  const transfer = useExchangeForm({
    start: { direction },
    texts: {
      invalidAmount: t('amount_required'),
      success: t('transfer_success'),
      failure: t('common:something_went_wrong'),
    },
    serverMessages: false,
  });

  return (
    <ExchangeForm
      exchange={transfer}
      directionLabel={t('direction')}
      label={t('transfer_title')}
      className="space-y-4 rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4"
    >
      <button
        type="submit"
        disabled={transfer.pending}
        className="w-full rounded-full bg-brand px-4 py-3 font-bold text-ink disabled:opacity-60"
      >
        {transfer.pending ? t('transferring') : t('transfer')}
      </button>

      <Link
        to="/transactions"
        className="flex items-center justify-center gap-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        <Icon name="history" className="h-4 w-4" />
        {t('transfer_log')}
      </Link>
    </ExchangeForm>
  );
}
