import { useState } from 'react';
import { Link } from 'react-router';
import { useUser } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { ExchangeDialog } from '@/shared/wallet/exchange-dialog';
import { useExchangeTexts } from '@/shared/wallet/messages';

/** Which of the player's two balances pays a stake: games play from `game`, 2D bets from `main`. */
export type PayingBalance = 'game' | 'main';

/** Where a player deposits (the cashier's deposit form inside /information). */
export const DEPOSIT_PATH = '/information?tab=transfer';

/** Kyat rounded up to the pya, so a moved amount always covers the shortfall. */
const upToPya = (amount: number) => Math.ceil(Math.round(amount * 10_000) / 100) / 100;

/**
 * How much of `need` the balance `uses` lacks, in kyat: 0 when it covers the stake or the player is not known yet.
 * A game disables its play button while this is above 0.
 */
export function useShortfall(uses: PayingBalance, need: number): number {
  const user = useUser().data;
  if (!user) return 0;
  const have = uses === 'game' ? user.balance : user.main_balance;
  return need > have ? upToPya(need - have) : 0;
}

/**
 * What a game or the 2D confirm page shows when the balance it pays from cannot cover a stake; nothing when it can
 * (or before the player is known), so it can always be rendered next to the play button.
 *
 * `<InsufficientBalance uses="game" need={1000} />`
 * - `uses`: the balance the stake comes from, `'game'` (Shwe Slot, Digit Bet, Shan) or `'main'` (2D).
 * - `need`: the stake in kyat.
 *
 * It says the stake, what the paying balance holds and what the other holds. When the other balance holds the
 * shortfall, one button opens the Exchange Balance dialog prefilled with the shortfall (rounded up to the pya) in the
 * direction towards the paying balance; after the exchange every balance on screen refreshes from the shared player
 * query. When the other balance cannot cover it either, the button is a link to the deposit form instead.
 */
export function InsufficientBalance({ uses, need }: { uses: PayingBalance; need: number }) {
  const { t } = useExchangeTexts();
  const user = useUser().data;
  const shortfall = useShortfall(uses, need);
  const [exchanging, setExchanging] = useState(false);
  if (!user || shortfall <= 0) return null;

  const have = uses === 'game' ? user.balance : user.main_balance;
  const other = uses === 'game' ? user.main_balance : user.balance;
  const names = {
    balance: t(`${uses}_balance`),
    other: t(uses === 'game' ? 'main_balance' : 'game_balance'),
  };
  const canMove = other >= shortfall;

  return (
    <div
      role="status"
      data-testid="insufficient-balance"
      className="space-y-2 rounded-lg border border-amber-400/40 bg-amber-500/10 p-3 text-sm text-amber-50"
    >
      <p className="font-bold text-amber-200">{t('short_title', names)}</p>
      <p>
        {t('short_need', {
          ...names,
          need: formatKs(need, 2),
          have: formatKs(have, 2),
          otherHave: formatKs(other, 2),
        })}
      </p>
      {canMove ? (
        <button
          type="button"
          onClick={() => setExchanging(true)}
          className="w-full rounded-full bg-brand px-4 py-2.5 font-bold text-ink"
        >
          {t(uses === 'game' ? 'move_to_game' : 'move_to_main', { amount: formatKs(shortfall, 2) })}
        </button>
      ) : (
        <>
          <p>{t('deposit_needed', names)}</p>
          <Link
            to={DEPOSIT_PATH}
            className="block w-full rounded-full bg-brand px-4 py-2.5 text-center font-bold text-ink"
          >
            {t('deposit')}
          </Link>
        </>
      )}
      {exchanging && (
        <ExchangeDialog
          open
          onClose={() => setExchanging(false)}
          start={{ direction: uses === 'game' ? 'mainToGame' : 'gameToMain', amount: shortfall }}
        />
      )}
    </div>
  );
}

/**
 * For a game whose stake is not known before it opens (Shan, the catalogue's games): nothing while the game balance
 * holds money; when it is empty, says so with the main balance and offers the Exchange Balance dialog (Main → Game),
 * or the deposit form when main is empty too.
 */
export function EmptyGameBalance() {
  const { t } = useExchangeTexts();
  const user = useUser().data;
  const [exchanging, setExchanging] = useState(false);
  if (!user || user.balance > 0) return null;
  return (
    <div
      role="status"
      data-testid="empty-game-balance"
      className="space-y-2 rounded-lg border border-amber-400/40 bg-amber-500/10 p-3 text-sm text-amber-50"
    >
      <p>{t('empty_game', { main: formatKs(user.main_balance, 2) })}</p>
      {user.main_balance > 0 ? (
        <button
          type="button"
          onClick={() => setExchanging(true)}
          className="w-full rounded-full bg-brand px-4 py-2.5 font-bold text-ink"
        >
          {t('move_money')}
        </button>
      ) : (
        <Link
          to={DEPOSIT_PATH}
          className="block w-full rounded-full bg-brand px-4 py-2.5 text-center font-bold text-ink"
        >
          {t('deposit')}
        </Link>
      )}
      {exchanging && (
        <ExchangeDialog open onClose={() => setExchanging(false)} start={{ direction: 'mainToGame' }} />
      )}
    </div>
  );
}
