import { SUCCESS_STATUS } from '@zeya/contract/constants';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '@/shared/api/client';
import { useTransfer, type TransferDirection } from '@/features/wallet/api';
import { useWalletTexts } from '@/features/wallet/messages';
import { WalletCard } from '@/features/wallet/wallet-card';
import { WalletFrame } from '@/features/wallet/wallet-frame';
import { WalletIcon } from '@/features/wallet/wallet-icons';

const DIRECTIONS: { value: TransferDirection; label: 'main_to_game' | 'game_to_main' }[] = [
  { value: 'mainToGame', label: 'main_to_game' },
  { value: 'gameToMain', label: 'game_to_main' },
];

/**
 * /wallet/internal-transfer: moves kyat between the main and the game balance. The amount must be above 0;
 * the server's amount error shows under the field, any other failure as 'Something Went Wrong!'.
 */
export function InternalTransferPage() {
  const { t } = useWalletTexts();
  return (
    <WalletFrame title={t('transfer_title')}>
      <div className="space-y-4">
        <WalletCard />
        <TransferForm />
      </div>
    </WalletFrame>
  );
}

function TransferForm() {
  const { t } = useWalletTexts();
  const transfer = useTransfer();
  const [direction, setDirection] = useState<TransferDirection>('mainToGame');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    setError(null);
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) {
      setAmountError(t('amount_required'));
      return;
    }
    setAmountError(null);
    transfer.mutate(
      { direction, amount: value },
      {
        onSuccess: (reply) => {
          if (reply.status !== SUCCESS_STATUS) return setError(t('common:something_went_wrong'));
          toast.success(t('transfer_success'), { autoClose: 5000 });
          setAmount('');
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 0) return setError(t('common:network_error'));
          const fieldError = failure instanceof ApiError ? failure.errors.amount?.[0] : undefined;
          if (fieldError) return setAmountError(fieldError);
          setError(t('common:something_went_wrong'));
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('transfer_title')}
      className="space-y-4 rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4"
    >
      <div
        role="group"
        aria-label={t('direction')}
        className="grid grid-cols-2 gap-1 rounded-full bg-black/40 p-1"
      >
        {DIRECTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={direction === option.value}
            onClick={() => setDirection(option.value)}
            className={`rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
              direction === option.value ? 'bg-brand text-ink' : 'text-white/70'
            }`}
          >
            {t(option.label)}
          </button>
        ))}
      </div>

      <div>
        <label htmlFor="transfer-amount" className="mb-1 block text-sm text-white/80">
          {t('amount')}
        </label>
        <input
          id="transfer-amount"
          name="amount"
          type="number"
          inputMode="decimal"
          min={1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder={t('amount_placeholder')}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? 'transfer-amount-error' : undefined}
          className="w-full rounded-lg border border-amber-400/30 bg-black/40 px-3 py-2.5 text-white outline-none focus:border-brand"
        />
        {amountError && (
          <p id="transfer-amount-error" className="mt-1 text-sm text-red-400">
            {amountError}
          </p>
        )}
      </div>

      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300"
        >
          {error}
        </p>
      )}

      <button
        type="submit"
        disabled={transfer.isPending}
        className="w-full rounded-full bg-brand px-4 py-3 font-bold text-ink disabled:opacity-60"
      >
        {transfer.isPending ? t('transferring') : t('transfer')}
      </button>

      <Link
        to="/transactions"
        className="flex items-center justify-center gap-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        <WalletIcon name="history" className="h-4 w-4" />
        {t('transfer_log')}
      </Link>
    </form>
  );
}
