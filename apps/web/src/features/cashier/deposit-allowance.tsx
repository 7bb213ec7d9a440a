import { useEffect, useState } from 'react';
import { formatInstant } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useDepositAllowance, type DepositAllowance } from '@/features/cashier/api';
import { useCashierTexts } from '@/features/cashier/messages';

type Refusal = NonNullable<DepositAllowance['refusal']>;

/** Waits until the player has stopped typing for a moment, so the server is not asked at every key. */
const TYPING_PAUSE_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** A typed amount the server can be asked about: a number above zero, else nothing to ask. */
function askable(text: string): number | undefined {
  const amount = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

/**
 * The server's refusal of the amount typed, once typing stops (the same words the deposit would be refused with),
 * or undefined while it would be taken, has not answered, or nothing is typed. Asked only while deposits are open.
 */
export function useAmountRefusal(amount: string, open: boolean): string | undefined {
  const settled = askable(useSettled(amount));
  const typed = useDepositAllowance(open ? settled : undefined);
  if (!open || settled === undefined || askable(amount) !== settled) return undefined;
  const refusal = typed.data?.refusal;
  return refusal?.field === 'amount' ? refusal.message : undefined;
}

const AGAIN_AT = new Set(['deposit_limit_day', 'deposit_limit_week', 'deposit_limit_month']);

/**
 * Deposits are closed to this player now (a break, a limit used up, too many waiting): said instead of the accounts
 * to pay, so nobody transfers money the site would then refuse. A limit says when it counts afresh; a break's own
 * words already say until when.
 */
export function DepositClosed({ refusal }: { refusal: Refusal }) {
  const { t } = useCashierTexts();
  return (
    <section
      data-testid="deposit-closed"
      role="alert"
      aria-labelledby="deposit-closed-title"
      className="space-y-2 rounded-xl border border-red-400/50 bg-red-500/10 p-4 text-sm"
    >
      <h3 id="deposit-closed-title" className="text-base font-semibold text-red-200">
        {t('deposit_closed')}
      </h3>
      <p className="text-white/90">{refusal.message}</p>
      {refusal.until && AGAIN_AT.has(refusal.reason) && (
        <p className="text-white/90">{t('deposit_again_from', { at: formatInstant(refusal.until) })}</p>
      )}
      <p className="font-semibold text-amber-200">{t('deposit_closed_no_transfer')}</p>
    </section>
  );
}

/** What the player's deposit limit still allows, under the amount box; nothing without a limit. */
export function depositRoomHint(
  allowance: DepositAllowance | undefined,
  t: ReturnType<typeof useCashierTexts>['t'],
): string | null {
  if (!allowance || allowance.left === null || allowance.left_period === null) return null;
  return t(`deposit_left_${allowance.left_period}`, { left: formatKs(allowance.left) });
}
