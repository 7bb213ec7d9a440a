import { isSignedIn, useUser } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { DetailRow } from '@/shared/ui/detail-row';
import { FormAlert } from '@/shared/ui/form-fields';
import { Loading } from '@/shared/ui/loading';
import { EmptyGameBalance } from '@/shared/wallet/insufficient-balance';
import { PRODUCT_CODE } from '@/features/shan/api';
import { useShanTexts } from '@/features/shan/messages';
import { useShanLaunch } from '@/features/shan/use-shan-launch';

/**
 * /shan: the player's account, game and main balance and the product, and the button that opens Shan Koe Mee in a new
 * tab. Shan plays from the game balance: when it is empty the page offers to move money from main first.
 */
export function ShanPage() {
  const { t } = useShanTexts();
  const user = useUser();
  const { launch, launching, status } = useShanLaunch();
  const profile = user.data;

  return (
    <section className="mx-auto max-w-md px-3 pt-3 pb-6">
      <div className="space-y-4 rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4">
        <h1 className="text-xl font-bold text-brand">{t('title')}</h1>
        {!profile ? (
          isSignedIn() && !user.isError ? (
            <Loading />
          ) : (
            <FormAlert message={t('user_failed')} />
          )
        ) : (
          <>
            <dl className="space-y-2 text-sm">
              <DetailRow label={t('account')}>{profile.member_account}</DetailRow>
              <DetailRow label={t('balance')}>{formatKs(profile.balance, 2)}</DetailRow>
              <DetailRow label={t('main_balance')}>{formatKs(profile.main_balance, 2)}</DetailRow>
              <DetailRow label={t('product_code')}>{PRODUCT_CODE}</DetailRow>
            </dl>
            <EmptyGameBalance />
            <button
              type="button"
              disabled={launching}
              onClick={() => void launch(profile)}
              className="w-full rounded-lg bg-brand py-3 font-bold text-ink transition-opacity disabled:opacity-60"
            >
              {launching ? t('launching') : t('launch')}
            </button>
            {status?.tone === 'error' && <FormAlert message={status.text} />}
            {status?.tone === 'success' && (
              <p role="status" className="text-center text-sm font-bold text-emerald-300">
                {status.text}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
