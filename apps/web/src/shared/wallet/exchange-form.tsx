import { SUCCESS_STATUS } from '@zeya/contract/constants';
import { useState, type FormEvent, type ReactNode } from 'react';
import { showToast } from '@/shared/ui/toast';
import { ApiError } from '@/shared/api/client';
import { FormAlert, TextField } from '@/shared/ui/form-fields';
import { Segmented } from '@/shared/ui/segmented';
import { useExchange, type ExchangeDirection } from '@/shared/wallet/api';
import { useExchangeTexts } from '@/shared/wallet/messages';

/** What a screen says around an exchange, in its own words. */
export interface ExchangeTexts {
  /** Under the amount when it is empty, not a number or not above 0 (then nothing is sent). */
  invalidAmount: string;
  /** The success toast. */
  success: string;
  /** At the top of the form when an exchange fails without a message to show. */
  failure: string;
}

/** Where an exchange form starts: a direction and an amount (e.g. a game's shortfall). */
export interface ExchangeStart {
  direction: ExchangeDirection;
  amount?: number;
}

/**
 * State and sending of an exchange between the main and the game balance. The amount must be above 0; the server's
 * amount error shows under the field, a network failure as the common network error, any other failure at the top.
 * With `serverMessages` the server's own message is toasted and shown where it has one (once: not when it repeats
 * the amount error), else the screen's texts are. A success toasts, clears the amount and calls `onExchanged`.
 * `start` fills the direction and amount when the form first renders (Main → Game and empty without it).
 */
export function useExchangeForm({
  texts,
  serverMessages,
  onExchanged,
  start,
}: {
  texts: ExchangeTexts;
  serverMessages: boolean;
  onExchanged?: () => void;
  start?: ExchangeStart;
}) {
  const { t } = useExchangeTexts();
  const exchange = useExchange();
  const [direction, setDirection] = useState<ExchangeDirection>(start?.direction ?? 'mainToGame');
  const [amount, setAmount] = useState(start?.amount === undefined ? '' : String(start.amount));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const clearErrors = () => {
    setError(null);
    setAmountError(null);
  };

  /** Back to an empty amount and Main → Game, without errors. */
  const reset = () => {
    clearErrors();
    setAmount('');
    setDirection('mainToGame');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (exchange.isPending) return;
    setError(null);
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) {
      setAmountError(texts.invalidAmount);
      return;
    }
    setAmountError(null);
    exchange.mutate(
      { direction, amount: value },
      {
        onSuccess: (reply) => {
          const message = serverMessages ? reply.message : '';
          if (reply.status !== SUCCESS_STATUS) return setError(message || texts.failure);
          showToast('success', message || texts.success, { autoClose: 5000 });
          setAmount('');
          onExchanged?.();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 0) return setError(t('common:network_error'));
          const fieldError = failure instanceof ApiError ? (failure.errors.amount?.[0] ?? null) : null;
          const message = serverMessages && failure instanceof ApiError ? failure.message : '';
          setAmountError(fieldError);
          // A 422's message repeats its amount error: that shows once, under the field.
          setError(
            fieldError && (!serverMessages || message === fieldError) ? null : message || texts.failure,
          );
        },
      },
    );
  };

  return {
    direction,
    setDirection,
    amount,
    setAmount,
    amountError,
    error,
    pending: exchange.isPending,
    submit,
    clearErrors,
    reset,
  };
}

/**
 * The exchange form: `before` (e.g. the balances), the direction switch (Main → Game / Game → Main), the amount with
 * its error, the general error, then the screen's own buttons (`children`).
 */
export function ExchangeForm({
  exchange,
  directionLabel,
  label,
  className,
  before,
  children,
}: {
  exchange: ReturnType<typeof useExchangeForm>;
  directionLabel: string;
  label?: string;
  className?: string;
  before?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useExchangeTexts();
  return (
    <form onSubmit={exchange.submit} noValidate aria-label={label} className={className}>
      {before}
      <Segmented
        label={directionLabel}
        options={[
          { value: 'mainToGame', label: t('main_to_game') },
          { value: 'gameToMain', label: t('game_to_main') },
        ]}
        value={exchange.direction}
        onChange={exchange.setDirection}
      />
      <TextField
        name="amount"
        label={t('amount')}
        type="number"
        inputMode="decimal"
        min={1}
        placeholder={t('amount_placeholder')}
        value={exchange.amount}
        onValue={exchange.setAmount}
        error={exchange.amountError ?? undefined}
      />
      <FormAlert message={exchange.error} />
      {children}
    </form>
  );
}
