import { useState } from 'react';
import { Segmented } from '@/shared/ui/segmented';
import { DepositForm } from '@/features/cashier/deposit-form';
import { useCashierTexts } from '@/features/cashier/messages';
import { WithdrawForm } from '@/features/cashier/withdraw-form';

type Mode = 'deposit' | 'withdraw';
const MODES: Mode[] = ['deposit', 'withdraw'];

/** /information?tab=transfer: a switch between the deposit form (first) and the withdraw form. */
export function TransferTab() {
  const { t } = useCashierTexts();
  const [mode, setMode] = useState<Mode>('deposit');

  return (
    <div className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4">
      <Segmented
        label={t('modes')}
        options={MODES.map((option) => ({ value: option, label: t(option) }))}
        value={mode}
        onChange={setMode}
        className="mb-4"
      />
      {mode === 'deposit' ? <DepositForm /> : <WithdrawForm />}
    </div>
  );
}
