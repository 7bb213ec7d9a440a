import { Link } from 'react-router';
import { useUser } from '@/shared/api/user';
import type { IconName } from '@/shared/ui/icon-paths';
import { Icon } from '@/shared/ui/icons';
import { useWalletTexts } from '@/features/wallet/messages';
import { WalletCard } from '@/features/wallet/wallet-card';
import { WalletFrame } from '@/features/wallet/wallet-frame';

const TILES: { to: string; label: 'top_up' | 'withdraw' | 'history'; icon: IconName }[] = [
  { to: '/information?tab=transfer&mode=deposit', label: 'top_up', icon: 'topUp' },
  { to: '/information?tab=transfer&mode=withdraw', label: 'withdraw', icon: 'withdraw' },
  { to: '/wallet-history', label: 'history', icon: 'history' },
];

const STEPS = ['instruction_1', 'instruction_2', 'instruction_3', 'instruction_4'] as const;

/** /wallet: who is signed in, the wallet card, top up / withdraw / history tiles and how a top-up works. */
export function WalletPage() {
  const { t } = useWalletTexts();
  return (
    <WalletFrame title={t('wallet_title')} back={false}>
      <div className="space-y-4">
        <AccountHeader />
        <WalletCard />

        <nav aria-label={t('wallet_actions')}>
          <ul className="grid grid-cols-3 gap-3">
            {TILES.map((tile) => (
              <li key={tile.label}>
                <Link
                  to={tile.to}
                  className="flex h-full flex-col items-center gap-2 rounded-xl border border-amber-400/20 bg-[#2a1c05] px-2 py-4 text-center text-sm font-semibold text-white hover:border-brand/60"
                >
                  <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand text-ink">
                    <Icon name={tile.icon} className="h-6 w-6" />
                  </span>
                  {t(tile.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section
          aria-labelledby="top-up-instructions"
          className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4"
        >
          <h2 id="top-up-instructions" className="mb-3 font-bold text-amber-200">
            {t('instructions_title')}
          </h2>
          <ol className="space-y-2.5 text-sm leading-relaxed text-white/85">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand/20 text-xs font-bold text-brand"
                >
                  {index + 1}
                </span>
                <span>{t(step)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </WalletFrame>
  );
}

function AccountHeader() {
  const { t } = useWalletTexts();
  const user = useUser().data;
  const name = user?.name || user?.user_name || '';
  return (
    <div data-testid="wallet-account" className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand text-xl font-black text-ink uppercase"
      >
        {name.slice(0, 1)}
      </span>
      <div className="min-w-0">
        <p className="break-words text-lg font-bold text-white">{name}</p>
        <p className="break-words text-sm text-white/60">{t('account_id', { id: user?.user_name ?? '' })}</p>
      </div>
    </div>
  );
}
