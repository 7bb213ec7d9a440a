import { useState } from 'react';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { ExchangeDialog } from '@/shared/wallet/exchange-dialog';
import { useCashierTexts } from '@/features/cashier/messages';

/**
 * For the withdraw form: money left in the game balance cannot be withdrawn as it is, so the form says how much there
 * is (`note`, nothing when the game balance is empty) and opens the exchange (`dialog`), prefilled to move all of it
 * back to the main balance. The dialog is a form of its own: the caller places it outside the withdraw form.
 */
export function useGameMoney(gameBalance: number | undefined) {
  const { t } = useCashierTexts();
  const [exchanging, setExchanging] = useState(false);
  const amount = gameBalance ?? 0;
  const note = amount > 0 && (
    <div
      data-testid="withdraw-game-money"
      className="space-y-2 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-100"
    >
      <p>{t('game_money_note', { amount: formatKs(amount, 2) })}</p>
      <button
        type="button"
        onClick={() => setExchanging(true)}
        className="rounded-full border border-amber-400/60 px-3 py-1.5 text-xs font-semibold text-amber-200 hover:bg-amber-400/10"
      >
        {t('move_to_main')}
      </button>
    </div>
  );
  const dialog = exchanging && (
    <ExchangeDialog open onClose={() => setExchanging(false)} start={{ direction: 'gameToMain', amount }} />
  );
  return { note, dialog };
}
