import { useState } from 'react';
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
      <div
        role="group"
        aria-label={t('modes')}
        className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-black/40 p-1"
      >
        {MODES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => setMode(option)}
            className={`rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
              mode === option ? 'bg-brand text-ink' : 'text-white/70'
            }`}
          >
            {t(option)}
          </button>
        ))}
      </div>
      {mode === 'deposit' ? <DepositForm /> : <WithdrawForm />}
    </div>
  );
}
