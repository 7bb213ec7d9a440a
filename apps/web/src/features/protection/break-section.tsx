import { SELF_EXCLUSIONS, TIMEOUTS } from '@zeya/contract/constants';
import type { BreakRequest, ProtectionState } from '@zeya/contract/protection';
import { useState } from 'react';
import { formatInstant } from '@zeya/ui-kit/format-date';
import { FormAlert } from '@/shared/ui/form-fields';
import { Modal } from '@/shared/ui/modal';
import { useReopen, useTakeBreak } from '@/features/protection/api';
import { useProtectionTexts } from '@/features/protection/messages';

const TIMEOUT_LENGTHS = Object.keys(TIMEOUTS) as (keyof typeof TIMEOUTS)[];
const SELF_LENGTHS = Object.keys(SELF_EXCLUSIONS) as (keyof typeof SELF_EXCLUSIONS)[];

/** Where the player stands (a break, an exclusion, a closed account) and the choices of a longer break. */
export function BreakSection({ state }: { state: ProtectionState }) {
  const { t } = useProtectionTexts();
  const take = useTakeBreak();
  const reopen = useReopen();
  const [asking, setAsking] = useState<BreakRequest | null>(null);
  const when = (iso: string | null) => (iso ? formatInstant(iso) : '');
  const exclusion = state.exclusion;
  const choose = (request: BreakRequest) => {
    take.reset();
    setAsking(request);
  };

  return (
    <section aria-labelledby="break-title" className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4">
      <h2 id="break-title" className="mb-2 font-bold text-amber-200">
        {t('break_title')}
      </h2>
      {exclusion && (
        <p role="status" className="mb-3 rounded-md bg-red-500/15 px-3 py-2 text-sm text-red-100">
          {t(`state_${exclusion.kind}`, { until: when(exclusion.until) })}
        </p>
      )}
      {exclusion?.kind === 'closed' &&
        (state.reopens_at ? (
          <p className="mb-3 text-sm text-white/80">{t('reopens_at', { at: when(state.reopens_at) })}</p>
        ) : (
          <button
            type="button"
            onClick={() => reopen.mutate(undefined)}
            className="mb-3 rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand"
          >
            {t('reopen')}
          </button>
        ))}
      <p className="mb-2 text-sm text-white/70">{t('break_intro')}</p>
      <div className="mb-4 flex flex-wrap gap-2">
        {TIMEOUT_LENGTHS.map((length) => (
          <button
            key={length}
            type="button"
            onClick={() => choose({ kind: 'timeout', length })}
            className="rounded-full border border-amber-400/40 px-3 py-1.5 text-sm text-amber-100"
          >
            {t(`length_${length}`)}
          </button>
        ))}
      </div>
      <h3 className="mb-1 font-semibold text-amber-100">{t('self_title')}</h3>
      <p className="mb-2 text-sm text-white/70">{t('self_intro')}</p>
      <div className="flex flex-wrap gap-2">
        {SELF_LENGTHS.map((length) => (
          <button
            key={length}
            type="button"
            onClick={() => choose({ kind: 'self_exclusion', length })}
            className="rounded-full border border-red-400/50 px-3 py-1.5 text-sm text-red-100"
          >
            {t(`length_${length}`)}
          </button>
        ))}
      </div>
      {asking && (
        <Modal
          title={t(asking.kind === 'timeout' ? 'break_title' : 'self_title')}
          onClose={() => setAsking(null)}
        >
          <p className="mb-4 text-white/90">
            {t(asking.kind === 'timeout' ? 'confirm_break' : 'confirm_self', {
              length: t(`length_${asking.length}`),
            })}
          </p>
          <FormAlert message={take.error?.message ?? null} className="mb-3" />
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setAsking(null)}
              className="rounded-full px-4 py-2 text-white/80"
            >
              {t('cancel')}
            </button>
            <button
              type="button"
              disabled={take.isPending}
              onClick={() => take.mutate(asking, { onSuccess: () => setAsking(null) })}
              className="rounded-full bg-red-600 px-4 py-2 font-semibold text-white"
            >
              {t('confirm')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
