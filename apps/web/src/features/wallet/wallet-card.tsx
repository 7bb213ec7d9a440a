import { Link, useLocation } from 'react-router';
import { useUser } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { Icon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { BonusBalance } from '@/shared/wallet/bonus-balance';
import { useRefreshUser } from '@/features/wallet/api';
import { useWalletTexts } from '@/features/wallet/messages';

const INTO = { main: 'gameToMain', game: 'mainToGame' } as const;

/** The bet screens show only the main balance: the game balance is what the bet itself spends. */
const WITHOUT_GAME_BALANCE = /^\/[23]d\/bet\/?$/i;

/**
 * The wallet card: main balance and (except on /2d/bet and /3d/bet) game balance, each with an add button to the
 * internal transfer and a refresh button fetching the player again.
 */
export function WalletCard() {
  const { t } = useWalletTexts();
  const user = useUser().data;
  const { pathname } = useLocation();
  const { refreshing, refresh } = useRefreshUser();
  const showGame = !WITHOUT_GAME_BALANCE.test(pathname);

  return (
    <section
      aria-label={t('wallet_title')}
      className="divide-y divide-white/10 rounded-2xl border border-amber-300/40 bg-gradient-to-br from-amber-500/30 via-[#2a1c05] to-[#1a1000] px-4 shadow-lg"
    >
      <BalanceRow id="main" amount={user?.main_balance} refreshing={refreshing} onRefresh={refresh} />
      {showGame && (
        <BalanceRow id="game" amount={user?.balance} refreshing={refreshing} onRefresh={refresh} />
      )}
      <BonusBalance className="py-3" />
    </section>
  );
}

/** One balance with its add and refresh buttons, named by the texts `<id>_balance`, `add_<id>` and `refresh_<id>`. */
function BalanceRow({
  id,
  amount,
  refreshing,
  onRefresh,
}: {
  id: 'main' | 'game';
  amount: number | undefined;
  refreshing: boolean;
  onRefresh: () => Promise<void>;
}) {
  const { t } = useWalletTexts();
  const round =
    'flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-brand/50 text-brand hover:bg-brand/10';
  return (
    <div className="flex items-center gap-3 py-4">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-amber-100/80">{t(`${id}_balance`)}</p>
        <p
          data-testid={`wallet-${id}-balance`}
          className={`mt-0.5 break-words text-xl font-black tabular-nums sm:text-2xl ${id === 'game' ? 'text-brand' : 'text-white'}`}
        >
          {formatKs(amount, 2)}
        </p>
      </div>
      {/* Adding to a balance means moving money in from the other one: the transfer opens in that direction. */}
      <Link
        to={`/wallet/internal-transfer?direction=${INTO[id]}`}
        aria-label={t(`add_${id}`)}
        className={round}
      >
        <Icon name="plus" />
      </Link>
      <button
        type="button"
        aria-label={t(`refresh_${id}`)}
        aria-busy={refreshing || undefined}
        disabled={refreshing}
        onClick={() => void onRefresh()}
        className={`${round} disabled:opacity-70`}
      >
        {refreshing ? <Spinner className="h-4 w-4" /> : <Icon name="refresh" />}
      </button>
    </div>
  );
}
