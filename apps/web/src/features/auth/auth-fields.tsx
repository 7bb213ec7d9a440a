import { useId, useState, type InputHTMLAttributes } from 'react';
import { ApiError } from '@/shared/api/client';
import { useAuthTexts } from '@/features/auth/messages';

/** What a failed sign-in or sign-up shows: the general message at the top and the first error of each field. */
export interface Failure {
  message: string;
  errors: Record<string, string | undefined>;
}

export function failureOf(error: unknown, unexpected: string): Failure | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return { message: unexpected, errors: {} };
  const errors = Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0]]));
  return { message: error.message || unexpected, errors };
}

export function FormMessage({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-red-500/40 bg-red-500/15 px-3 py-2 text-sm text-red-200"
    >
      {failure.message}
    </p>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> & {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
};

const INPUT =
  'w-full rounded-lg border bg-black/30 px-3 py-2.5 text-white placeholder:text-white/40 outline-none focus:border-brand';

/** A labelled input with its server error underneath. */
export function TextField({ name, label, value, error, onValue, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm text-white/80">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${INPUT} ${error ? 'border-red-400' : 'border-white/15'}`}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ name, label, value, error, onValue, ...input }: FieldProps) {
  const { t } = useAuthTexts();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm text-white/80">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${INPUT} pr-11 ${error ? 'border-red-400' : 'border-white/15'}`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('hide_password') : t('show_password')}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-white/60 hover:text-white"
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-xs text-red-300">
      {error}
    </p>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
