import { useUser } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { Modal } from '@/shared/ui/modal';
import { ExchangeForm, useExchangeForm, type ExchangeStart } from '@/shared/wallet/exchange-form';
import { useExchangeTexts } from '@/shared/wallet/messages';

/**
 * The Exchange Balance dialog: moves kyat between the main and the game balance, saying the server's messages. It
 * keeps its amount and direction while closed; a success closes it, clears the amount and turns the direction back
 * to Main → Game. `start` prefills the direction and amount the first time it renders, so a caller that wants a
 * prefilled dialog mounts it when it opens. The balances shown are the signed-in player's unless given.
 */
export function ExchangeDialog({
  open,
  onClose,
  mainBalance,
  gameBalance,
  start,
}: {
  open: boolean;
  onClose: () => void;
  mainBalance?: number;
  gameBalance?: number;
  start?: ExchangeStart;
}) {
  const { t } = useExchangeTexts();
  const user = useUser().data;
  const exchange = useExchangeForm({
    texts: {
      invalidAmount: t('invalid_amount'),
      success: t('exchange_success'),
      failure: t('exchange_failed'),
    },
    serverMessages: true,
    start,
    onExchanged: () => {
      exchange.reset();
      onClose();
    },
  });

  if (!open) return null;

  const close = () => {
    exchange.clearErrors();
    onClose();
  };

  return (
    <Modal title={t('exchange_balance')} onClose={close}>
      <ExchangeForm
        exchange={exchange}
        directionLabel={t('direction')}
        className="space-y-4"
        before={
          <dl className="grid grid-cols-2 gap-2 text-center">
            <Balance id="main" label={t('main')} amount={mainBalance ?? user?.main_balance} />
            <Balance id="game" label={t('game')} amount={gameBalance ?? user?.balance} />
          </dl>
        }
      >
        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={close}
            className="rounded-full border border-white/30 px-4 py-2.5 text-sm font-semibold text-white/80"
          >
            {t('common:cancel')}
          </button>
          <button
            type="submit"
            disabled={exchange.amount === '' || exchange.pending}
            className="rounded-full bg-brand px-4 py-2.5 text-sm font-semibold text-ink disabled:opacity-50"
          >
            {exchange.pending ? t('exchanging') : t('exchange')}
          </button>
        </div>
      </ExchangeForm>
    </Modal>
  );
}

function Balance({ id, label, amount }: { id: 'main' | 'game'; label: string; amount: number | undefined }) {
  return (
    <div className="rounded-lg bg-white/5 p-3">
      <dt className="text-xs text-white/70">{label}</dt>
      <dd
        data-testid={`exchange-${id}-balance`}
        className={`mt-1 font-bold tabular-nums ${id === 'game' ? 'text-brand' : 'text-white'}`}
      >
        {formatKs(amount, 2)}
      </dd>
    </div>
  );
}
