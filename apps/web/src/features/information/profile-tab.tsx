import { useState } from 'react';
import { Link } from 'react-router';
import { useUser } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { ChangePasswordForm } from '@/features/information/change-password-form';
import { BonusBalance } from '@/shared/wallet/bonus-balance';
import { ExchangeDialog } from '@/shared/wallet/exchange-dialog';
import { useInformationTexts } from '@/features/information/messages';

/** The profile tab: balances with the Exchange Balance dialog, the player's details, the change-password form. */
export function ProfileTab() {
  const { t } = useInformationTexts();
  const user = useUser().data;
  const [exchangeOpen, setExchangeOpen] = useState(false);

  return (
    <div className="space-y-4">
      <section
        aria-labelledby="game-balance-title"
        className="rounded-2xl border border-amber-300/40 bg-gradient-to-br from-amber-500/30 via-[#2a1c05] to-[#1a1000] p-5 shadow-lg"
      >
        <h2 id="game-balance-title" className="text-sm text-amber-100/80">
          {t('game_balance')}
        </h2>
        <p data-testid="account-game-balance" className="mt-1 text-3xl font-black text-brand tabular-nums">
          {formatKs(user?.balance, 2)}
        </p>
        <p className="mt-2 text-sm text-white/70">
          {t('main_balance')}:{' '}
          <span data-testid="account-main-balance" className="font-semibold text-white tabular-nums">
            {formatKs(user?.main_balance, 2)}
          </span>
        </p>
        <BonusBalance className="mt-2" />
        <button
          type="button"
          onClick={() => setExchangeOpen(true)}
          className="mt-4 rounded-full bg-brand px-5 py-2 text-sm font-semibold text-ink"
        >
          {t('exchange_balance')}
        </button>
      </section>
      <ExchangeDialog
        open={exchangeOpen}
        onClose={() => setExchangeOpen(false)}
        mainBalance={user?.main_balance}
        gameBalance={user?.balance}
      />

      <section
        aria-labelledby="profile-title"
        className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4"
      >
        <h2 id="profile-title" className="mb-3 font-bold text-amber-200">
          {t('profile')}
        </h2>
        <dl className="divide-y divide-white/10 text-sm">
          {/* The user name is generated at registration and needed to sign in: it stands out, with why. */}
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-white/60">{t('username')}</dt>
            <dd className="min-w-0 text-right">
              <span data-testid="profile-user-name" className="block break-all font-bold text-brand">
                {user?.user_name || '-'}
              </span>
              <span className="block text-xs text-white/55">{t('username_hint')}</span>
            </dd>
          </div>
          {(
            [
              ['full_name', user?.name],
              ['phone', user?.phone],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-white/60">{t(label)}</dt>
              <dd className="min-w-0 break-words text-right font-medium text-white">{value || '-'}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Link
        to="/protection"
        className="flex items-center justify-between rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4"
      >
        <span>
          <span className="block font-bold text-amber-200">{t('safer_play')}</span>
          <span className="block text-sm text-white/70">{t('safer_play_hint')}</span>
        </span>
        <span aria-hidden="true" className="text-xl text-brand">
          ›
        </span>
      </Link>
      <ChangePasswordForm />
    </div>
  );
}
