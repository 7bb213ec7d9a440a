import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '@/shared/api/client';
import { mediaUrl } from '@/shared/format';
import type { Bank } from '@/features/cashier/api';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a failed deposit or withdraw shows: the first error of each of its fields, or a message at the top. */
export interface SubmitFailure<F extends string> {
  errors: FieldErrors<F>;
  message: string | null;
}

/**
 * The spec's submission helper on failure: a 422 shows its errors next to their fields (its message at the top only
 * when none of them belongs to a field of the form); a 401 shows its message in an error toast; a network failure
 * shows `networkText`; any other failure shows the server's message for a 4xx, else 'An unexpected error occurred.'.
 */
export function submitFailure<F extends string>(
  failure: unknown,
  fields: readonly F[],
  texts: { network: string; unexpected: string },
): SubmitFailure<F> {
  if (!(failure instanceof ApiError)) return { errors: {}, message: texts.unexpected };
  if (failure.status === 0) return { errors: {}, message: texts.network };
  if (failure.status === 401) {
    toast.error(failure.message || texts.unexpected, { autoClose: 5000 });
    return { errors: {}, message: null };
  }
  if (failure.status === 422) {
    const errors: FieldErrors<F> = {};
    for (const field of fields) {
      const first = failure.errors[field]?.[0];
      if (first) errors[field] = first;
    }
    const none = Object.keys(errors).length === 0;
    return { errors, message: none ? failure.message || texts.unexpected : null };
  }
  const clientSide = failure.status >= 400 && failure.status < 500;
  return { errors: {}, message: clientSide && failure.message ? failure.message : texts.unexpected };
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300"
    >
      {message}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-400">
      {children}
    </p>
  );
}

export const INPUT_CLASS =
  'w-full rounded-lg border bg-black/40 px-3 py-2.5 text-white outline-none placeholder:text-white/35 focus:border-brand';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string;
};

/** A labelled input with its hint and its error underneath, both tied to it for screen readers. */
export function TextField({ name, label, value, onValue, hint, error, ...input }: FieldProps) {
  const id = useId();
  // A server error that repeats the hint replaces it instead of showing the same words twice.
  const shownHint = hint && hint !== error ? hint : undefined;
  const described = [shownHint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-white/80">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${INPUT_CLASS} ${error ? 'border-red-400' : 'border-amber-400/30'}`}
        {...input}
      />
      {shownHint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-white/55">
          {shownHint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="w-full rounded-full bg-brand px-4 py-2.5 text-sm font-bold text-ink disabled:opacity-50"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** A channel's logo, shown next to its name (so it is decorative); a channel without one shows its initials. */
export function BankLogo({ bank, className = 'h-9 w-[4.5rem]' }: { bank: Bank; className?: string }) {
  if (!bank.img)
    return (
      <span
        aria-hidden="true"
        className={`${className} inline-flex shrink-0 items-center justify-center rounded-lg bg-white/10 text-xs font-bold text-amber-200`}
      >
        {bank.bank_name.slice(0, 2).toUpperCase()}
      </span>
    );
  return (
    <img
      src={mediaUrl(bank.img)}
      alt=""
      width={72}
      height={36}
      loading="lazy"
      className={`${className} shrink-0 rounded-md bg-black/30 object-contain`}
    />
  );
}
