import type { LimitState } from '@zeya/contract/protection';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/shared/api/client';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatInstant } from '@zeya/ui-kit/format-date';
import { TextField } from '@/shared/ui/form-fields';
import { useConfirmLimit, useSetLimit } from '@/features/protection/api';
import { useProtectionTexts } from '@/features/protection/messages';

const orNone = (value: number | null, none: string) => (value === null ? none : formatKs(value));

const LOSS_TEXTS = {
  loss_day: { lost: 'loss_used_day', none: 'no_loss_day' },
  loss_week: { lost: 'loss_used_week', none: 'no_loss_week' },
  loss_month: { lost: 'loss_used_month', none: 'no_loss_month' },
} as const;

/**
 * What the limit's period has used and what is left. A loss limit counts the net loss, below zero while the player is
 * ahead: that reads "no loss" (what is left then includes what they are ahead), never a negative amount used.
 */
function UsedLine({ state }: { state: LimitState }) {
  const { t } = useProtectionTexts();
  if (state.used === null || state.left === null) return null;
  const left = formatKs(state.left);
  const loss = state.limit in LOSS_TEXTS ? LOSS_TEXTS[state.limit as keyof typeof LOSS_TEXTS] : null;
  const text = !loss
    ? t('used_left', { used: formatKs(state.used), left })
    : state.used > 0
      ? t(loss.lost, { used: formatKs(state.used), limit: orNone(state.value, t('no_limit')), left })
      : t(loss.none, { left });
  return (
    <p data-testid={`used-${state.limit}`} className="text-xs text-white/60">
      {text}
    </p>
  );
}

/** One limit: its value, what its period has used and left, a waiting change, and a form to change it. */
export function LimitRow({ state }: { state: LimitState }) {
  const { t } = useProtectionTexts();
  const setLimit = useSetLimit();
  const confirm = useConfirmLimit();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [said, setSaid] = useState<string | null>(null);

  const send = (value: string | null) => {
    setError(undefined);
    setLimit.mutate(
      { limit: state.limit, amount: value },
      {
        onSuccess: (reply) => {
          setAmount('');
          setSaid(reply.message);
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? (failure.errors.amount?.[0] ?? failure.message) : undefined),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(amount);
  };
  const label = t(state.limit);
  return (
    <li className="rounded-lg border border-white/10 bg-black/20 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-amber-100">{label}</h3>
        <p data-testid={`limit-${state.limit}`} className="font-bold text-brand tabular-nums">
          {orNone(state.value, t('no_limit'))}
        </p>
      </div>
      <UsedLine state={state} />
      {state.pending && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-500/10 px-2 py-1.5 text-sm">
          <span>
            {state.pending.confirmable
              ? t('pending_ready', { value: orNone(state.pending.value, t('no_limit')) })
              : t('pending_wait', {
                  value: orNone(state.pending.value, t('no_limit')),
                  at: formatInstant(state.pending.confirmable_at),
                })}
          </span>
          {state.pending.confirmable && (
            <button
              type="button"
              onClick={() => confirm.mutate({ limit: state.limit })}
              disabled={confirm.isPending}
              className="rounded-full bg-brand px-3 py-1 text-sm font-semibold text-ink"
            >
              {t('confirm')}
            </button>
          )}
        </div>
      )}
      <form onSubmit={submit} noValidate className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-32 flex-1">
          <TextField
            name={`limit-${state.limit}`}
            label={`${label}: ${t('amount')}`}
            inputMode="decimal"
            value={amount}
            onValue={setAmount}
            error={error}
          />
        </div>
        <button
          type="submit"
          disabled={setLimit.isPending || amount === ''}
          className="h-11 rounded-full bg-brand px-4 text-sm font-semibold text-ink disabled:opacity-60"
        >
          {t('save')}
        </button>
        {state.value !== null && (
          <button
            type="button"
            onClick={() => send(null)}
            disabled={setLimit.isPending}
            className="h-11 rounded-full border border-white/30 px-4 text-sm text-white/80"
          >
            {t('remove')}
          </button>
        )}
      </form>
      {said && (
        <p role="status" className="mt-1 text-xs text-emerald-300">
          {said}
        </p>
      )}
    </li>
  );
}
