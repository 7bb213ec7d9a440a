import { SUCCESS_STATUS } from '@zeya/contract/constants';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '@/shared/api/client';
import { formatKs } from '@/shared/format';
import { Modal } from '@/shared/ui/modal';
import { useExchange, type ExchangeDirection } from '@/features/information/api';
import { useInformationTexts } from '@/features/information/messages';

const DIRECTIONS: { value: ExchangeDirection; label: string }[] = [
  { value: 'mainToGame', label: 'main_to_game' },
  { value: 'gameToMain', label: 'game_to_main' },
];

/**
 * The Exchange Balance dialog: moves kyat between the main and the game balance. It keeps its amount and
 * direction while closed; a success closes it, clears the amount and turns the direction back to Main → Game.
 */
export function ExchangeDialog({
  open,
  onClose,
  mainBalance,
  gameBalance,
}: {
  open: boolean;
  onClose: () => void;
  mainBalance: number | undefined;
  gameBalance: number | undefined;
}) {
  const { t } = useInformationTexts();
  const exchange = useExchange();
  const [direction, setDirection] = useState<ExchangeDirection>('mainToGame');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);

  if (!open) return null;

  const close = () => {
    setError(null);
    setAmountError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (exchange.isPending) return;
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) {
      setError(null);
      setAmountError(t('invalid_amount'));
      return;
    }
    setError(null);
    setAmountError(null);
    exchange.mutate(
      { direction, amount: value },
      {
        onSuccess: (reply) => {
          if (reply.status !== SUCCESS_STATUS) {
            setError(reply.message || t('exchange_failed'));
            return;
          }
          toast.success(reply.message || t('exchange_success'), { autoClose: 5000 });
          setAmount('');
          setDirection('mainToGame');
          close();
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) return setError(t('exchange_failed'));
          if (failure.status === 0) return setError(t('common:network_error'));
          const fieldError = failure.errors.amount?.[0] ?? null;
          setAmountError(fieldError);
          // A 422's message repeats its first field error: show it once, under the field.
          setError(
            fieldError && failure.message === fieldError ? null : failure.message || t('exchange_failed'),
          );
        },
      },
    );
  };

  return (
    <Modal title={t('exchange_balance')} onClose={close}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <dl className="grid grid-cols-2 gap-2 text-center">
          <div className="rounded-lg bg-white/5 p-3">
            <dt className="text-xs text-white/60">{t('main')}</dt>
            <dd data-testid="exchange-main-balance" className="mt-1 font-bold text-white tabular-nums">
              {formatKs(mainBalance, 2)}
            </dd>
          </div>
          <div className="rounded-lg bg-white/5 p-3">
            <dt className="text-xs text-white/60">{t('game')}</dt>
            <dd data-testid="exchange-game-balance" className="mt-1 font-bold text-brand tabular-nums">
              {formatKs(gameBalance, 2)}
            </dd>
          </div>
        </dl>

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
          <label htmlFor="exchange-amount" className="mb-1 block text-sm text-white/80">
            {t('amount')}
          </label>
          <input
            id="exchange-amount"
            name="amount"
            type="number"
            inputMode="decimal"
            min={1}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            placeholder={t('amount_placeholder')}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? 'exchange-amount-error' : undefined}
            className="w-full rounded-lg border border-amber-400/30 bg-black/40 px-3 py-2.5 text-white outline-none focus:border-brand"
          />
          {amountError && (
            <p id="exchange-amount-error" className="mt-1 text-sm text-red-400">
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

        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={close}
            className="rounded-full border border-white/30 px-4 py-2.5 text-sm font-semibold text-white/80"
          >
            {t('common:cancel')}
          </button>
          <button
            type="submit"
            disabled={amount === '' || exchange.isPending}
            className="rounded-full bg-brand px-4 py-2.5 text-sm font-semibold text-ink disabled:opacity-50"
          >
            {exchange.isPending ? t('exchanging') : t('exchange')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
