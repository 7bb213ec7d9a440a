import { useEffect, useState } from 'react';
import { formatNumber } from '@zeya/ui-kit/reader-style';
import { useTexts } from '@/shared/i18n/i18n';
import { Link } from 'react-router';
import { LanguagePicker } from '@/app/language-picker';
import { Icon } from '@/shared/ui/icons';
import { useUser } from '@/shared/api/user';

const SHADOW_AFTER_PX = 10;

/** A whole amount with thousands separators and at most two decimals, e.g. 10,000 or 1,234.5, in the reader's digits. */
export function formatAmount(amount: number | undefined): string {
  return formatNumber(amount ?? 0);
}

/**
 * The sticky bar: logo, both balances or Login / Join Now (unless `offerSignIn` is false), language picker and the
 * menu button.
 */
export function TopBar({
  signedIn,
  offerSignIn = true,
  onLogin,
  onRegister,
  onMenu,
  onMenuIntent,
}: {
  signedIn: boolean;
  offerSignIn?: boolean;
  onLogin: () => void;
  onRegister: () => void;
  onMenu: () => void;
  /** The pointer is on its way to the menu button: a moment to start loading the menu. */
  onMenuIntent: () => void;
}) {
  const { t } = useTexts('shell');
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b border-brand/15 bg-[#1f1300]/95 backdrop-blur transition-shadow duration-200 ${
        scrolled ? 'shadow-[0_6px_20px_rgba(0,0,0,0.75)]' : 'shadow-[0_1px_4px_rgba(0,0,0,0.35)]'
      }`}
    >
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3">
        <Link to="/" aria-label={t('logo')} className="flex shrink-0 items-center gap-2">
          <img src="/favicon.svg" alt="" width={34} height={34} className="h-[34px] w-[34px]" />
          <span className="hidden text-lg font-black tracking-widest text-brand min-[400px]:inline">
            ZEYA
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1.5">
          {signedIn ? (
            <Balances />
          ) : (
            offerSignIn && (
              <>
                <button
                  type="button"
                  onClick={onLogin}
                  className="h-9 rounded-full border border-brand px-2.5 text-[13px] font-semibold whitespace-nowrap text-brand hover:bg-brand/10 sm:px-3 sm:text-sm"
                >
                  {t('login')}
                </button>
                <button
                  type="button"
                  onClick={onRegister}
                  className="h-9 rounded-full bg-brand px-2.5 text-[13px] font-bold whitespace-nowrap text-ink hover:brightness-110 sm:px-3 sm:text-sm"
                >
                  {t('join_now')}
                </button>
              </>
            )
          )}
          <LanguagePicker />
          <button
            type="button"
            onClick={onMenu}
            onPointerEnter={onMenuIntent}
            onPointerDown={onMenuIntent}
            onFocus={onMenuIntent}
            aria-label={t('open_menu')}
            className="flex h-9 w-9 items-center justify-center rounded-full text-white hover:bg-white/10"
          >
            <Icon name="menu" className="h-6 w-6" />
          </button>
        </div>
      </div>
    </header>
  );
}

/**
 * Both balances, game over main, in one tap target that opens the exchange: a deposit lands in main while the games
 * spend from game, so the player sees both and is one tap from moving money between them. Stacked, they stay narrow
 * enough for a 320 px screen.
 */
function Balances() {
  const { t } = useTexts('shell');
  const { data: user } = useUser();
  return (
    <Link
      to="/wallet/internal-transfer"
      title={t('balances_hint')}
      className="flex min-w-0 flex-col items-end rounded-lg border border-brand/40 bg-black/30 px-2 py-0.5 text-xs leading-4 font-bold whitespace-nowrap text-brand tabular-nums hover:bg-brand/10"
    >
      <span data-testid="game-balance">{`G: ${formatAmount(user?.balance)}`}</span>{' '}
      <span data-testid="main-balance" className="text-white/80">
        {`M: ${formatAmount(user?.main_balance)}`}
      </span>
    </Link>
  );
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
