import { useSearchParams } from 'react-router';
import { Segmented } from '@/shared/ui/segmented';
import { DepositForm } from '@/features/cashier/deposit-form';
import { useCashierTexts } from '@/features/cashier/messages';
import { WithdrawForm } from '@/features/cashier/withdraw-form';

type Mode = 'deposit' | 'withdraw';
const MODES: Mode[] = ['deposit', 'withdraw'];

/**
 * /information?tab=transfer[&mode=withdraw]: a switch between the deposit form (first) and the withdraw form. The
 * mode lives in the address, so a link (the wallet's Withdraw tile) opens the form it names and Back returns to it.
 */
export function TransferTab() {
  const { t } = useCashierTexts();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'withdraw' ? 'withdraw' : 'deposit';

  const choose = (next: Mode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('mode', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4">
      <Segmented
        label={t('modes')}
        options={MODES.map((option) => ({ value: option, label: t(option) }))}
        value={mode}
        onChange={choose}
        className="mb-4"
      />
      {/* The page's h1 names the account; this names the form, so the headings inside it stay in order. */}
      <h2 className="sr-only">{t(mode)}</h2>
      {mode === 'deposit' ? <DepositForm key="deposit" /> : <WithdrawForm key="withdraw" />}
    </div>
  );
}
