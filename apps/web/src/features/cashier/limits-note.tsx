import { formatKs } from '@zeya/ui-kit/format-ks';
import { useCashierLimits } from '@/features/cashier/api';
import { useCashierTexts } from '@/features/cashier/messages';

type Kind = 'deposit' | 'withdraw';

/** The amount field's hint for `kind`: the minimum and the maximum in force, before the player types. */
export function useAmountLimits(kind: Kind) {
  const { t } = useCashierTexts();
  const { min, max } = useCashierLimits().limits[kind];
  return { min, max, hint: t('amount_limits', { min: formatKs(min), max: formatKs(max) }) };
}

/**
 * What the player already has waiting for an operator, above the form: pending deposits out of the number allowed
 * (a warning once that number is reached, since a new deposit would be refused), or the withdrawals whose amount is
 * held. Shown once the server has said; nothing while it has not.
 */
export function PendingNote({ kind }: { kind: Kind }) {
  const { t } = useCashierTexts();
  const { limits, known } = useCashierLimits();
  if (!known) return null;
  if (kind === 'deposit') {
    const { pending, max_pending: max, pending_amount } = limits.deposit;
    if (pending >= max)
      return (
        <p
          data-testid="deposit-pending"
          role="status"
          className="rounded-lg border border-yellow-400/40 bg-yellow-400/10 px-3 py-2 text-sm text-yellow-200"
        >
          {t('deposit_pending_full', { max })}
        </p>
      );
    return (
      <p data-testid="deposit-pending" className="rounded-lg bg-white/5 px-3 py-2 text-sm text-white/75">
        {t('deposit_pending', { n: pending, max, amount: formatKs(pending_amount) })}
      </p>
    );
  }
  const { pending, pending_amount } = limits.withdraw;
  return (
    <p data-testid="withdraw-pending" className="rounded-lg bg-white/5 px-3 py-2 text-sm text-white/75">
      {pending === 0
        ? t('withdraw_pending_none')
        : t('withdraw_pending', { n: pending, amount: formatKs(pending_amount) })}
    </p>
  );
}
