import { useState } from 'react';
import { useUser } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { ExchangeDialog } from '@/shared/wallet/exchange-dialog';
import { useExchangeTexts } from '@/shared/wallet/messages';

/**
 * A game's balance line: the game balance it plays from, the main balance beside it, and an Exchange button that
 * opens the Exchange Balance dialog, so a player never has to leave the game to move money across. `gameBalance`
 * overrides the player's cached game balance when the game knows a fresher one.
 */
export function GameBalances({ testId, gameBalance }: { testId: string; gameBalance?: number }) {
  const { t } = useExchangeTexts();
  const user = useUser().data;
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">
      <p className="rounded-full border border-brand/50 bg-black/40 px-3 py-1">
        <span className="text-amber-100/70">{t('game_balance')}: </span>
        <span data-testid={testId} className="font-bold text-brand tabular-nums">
          {formatKs(gameBalance ?? user?.balance, 2)}
        </span>
      </p>
      <p className="text-white/75">
        <span>{t('main_balance')}: </span>
        <span data-testid="game-main-balance" className="font-semibold text-white tabular-nums">
          {formatKs(user?.main_balance, 2)}
        </span>
      </p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-full border border-brand/60 px-3 py-1 font-semibold text-brand"
      >
        {t('exchange')}
      </button>
      {open && <ExchangeDialog open onClose={() => setOpen(false)} />}
    </div>
  );
}
