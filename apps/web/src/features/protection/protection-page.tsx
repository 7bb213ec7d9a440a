import { REALITY_CHECK_MINUTES } from '@zeya/contract/constants';
import { Loading } from '@/shared/ui/loading';
import { SignedInOnly } from '@/shared/ui/signed-in-only';
import { useProtection, useSetRealityCheck } from '@/features/protection/api';
import { BreakSection } from '@/features/protection/break-section';
import { LimitRow } from '@/features/protection/limit-row';
import { useProtectionTexts } from '@/features/protection/messages';

/** /protection: the player's own limits, reality check and breaks, each applying as the intro says. */
export function ProtectionPage() {
  return (
    <SignedInOnly to="/login">
      <ProtectionScreen />
    </SignedInOnly>
  );
}

function ProtectionScreen() {
  const { t } = useProtectionTexts();
  const protection = useProtection();
  const realityCheck = useSetRealityCheck();
  if (!protection.data) return <Loading />;
  const state = protection.data;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 pt-4 pb-10">
      <h1 className="text-xl font-bold text-brand">{t('title')}</h1>
      <p className="text-sm text-white/75">{t('intro')}</p>
      <section
        aria-labelledby="limits-title"
        className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4"
      >
        <h2 id="limits-title" className="mb-3 font-bold text-amber-200">
          {t('limits')}
        </h2>
        <ul className="space-y-3">
          {state.limits.map((limit) => (
            <LimitRow key={limit.limit} state={limit} />
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="reality-title"
        className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4"
      >
        <h2 id="reality-title" className="mb-1 font-bold text-amber-200">
          {t('reality_title')}
        </h2>
        <p className="mb-2 text-sm text-white/70">{t('reality_intro')}</p>
        <div role="group" aria-labelledby="reality-title" className="flex flex-wrap gap-2">
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              aria-pressed={state.reality_check_minutes === minutes}
              onClick={() => realityCheck.mutate({ minutes })}
              className={`rounded-full px-3 py-1.5 text-sm ${
                state.reality_check_minutes === minutes
                  ? 'bg-brand font-semibold text-ink'
                  : 'border border-white/25'
              }`}
            >
              {minutes === 0 ? t('off') : t('minutes', { n: minutes })}
            </button>
          ))}
        </div>
      </section>
      <BreakSection state={state} />
    </div>
  );
}
