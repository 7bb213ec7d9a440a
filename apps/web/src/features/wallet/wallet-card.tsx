import { Link, useLocation } from 'react-router';
import { useUser } from '@/shared/api/user';
import { formatKs } from '@/shared/format';
import { Spinner } from '@/shared/ui/spinner';
import { useRefreshUser } from '@/features/wallet/api';
import { useWalletTexts } from '@/features/wallet/messages';
import { WalletIcon } from '@/features/wallet/wallet-icons';

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
      <BalanceRow
        id="main"
        label={t('main_balance')}
        amount={user?.main_balance}
        addLabel={t('add_main')}
        refreshLabel={t('refresh_main')}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
      />
      {showGame && (
        <BalanceRow
          id="game"
          label={t('game_balance')}
          amount={user?.balance}
          addLabel={t('add_game')}
          refreshLabel={t('refresh_game')}
          refreshing={refreshing}
          onRefresh={() => void refresh()}
        />
      )}
    </section>
  );
}

function BalanceRow({
  id,
  label,
  amount,
  addLabel,
  refreshLabel,
  refreshing,
  onRefresh,
}: {
  id: 'main' | 'game';
  label: string;
  amount: number | undefined;
  addLabel: string;
  refreshLabel: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const round =
    'flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-brand/50 text-brand hover:bg-brand/10';
  return (
    <div className="flex items-center gap-3 py-4">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-amber-100/80">{label}</p>
        <p
          data-testid={`wallet-${id}-balance`}
          className={`mt-0.5 truncate text-2xl font-black tabular-nums ${id === 'game' ? 'text-brand' : 'text-white'}`}
        >
          {formatKs(amount, 2)}
        </p>
      </div>
      <Link to="/wallet/internal-transfer" aria-label={addLabel} className={round}>
        <WalletIcon name="plus" />
      </Link>
      <button
        type="button"
        aria-label={refreshLabel}
        aria-busy={refreshing || undefined}
        disabled={refreshing}
        onClick={onRefresh}
        className={`${round} disabled:opacity-70`}
      >
        {refreshing ? <Spinner className="h-4 w-4" /> : <WalletIcon name="refresh" />}
      </button>
    </div>
  );
}
