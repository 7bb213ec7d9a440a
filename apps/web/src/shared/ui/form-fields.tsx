import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFieldTexts } from '@/shared/ui/messages';

/**
 * How a field looks: `panel` on the account and wallet cards, `dialog` in the stacked fields of the sign-in
 * dialogs. Both behave the same.
 */
export type FieldLook = 'panel' | 'dialog';

const LOOKS: Record<FieldLook, { field?: string; input: string; border: string; error: string }> = {
  panel: {
    input: 'bg-black/40 placeholder:text-white/35',
    border: 'border-amber-400/30',
    error: 'text-sm text-red-400',
  },
  dialog: {
    field: 'mb-3',
    input: 'bg-black/30 placeholder:text-white/40',
    border: 'border-white/15',
    error: 'text-xs text-red-300',
  },
};

/** A form's general message (a failure that belongs to no field), announced when it appears. */
export function FormAlert({ message, className = '' }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300 ${className}`}
    >
      {message}
    </p>
  );
}

/** A field's error, under it; `id` is what the field's aria-describedby points at. */
export function FieldError({
  id,
  look = 'panel',
  children,
}: {
  id: string;
  look?: FieldLook;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p id={id} className={`mt-1 ${LOOKS[look].error}`}>
      {children}
    </p>
  );
}

type FieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'className'
> & {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string;
  look?: FieldLook;
};

/**
 * A labelled input with its hint and its error underneath, both tied to it for screen readers (aria-describedby,
 * aria-invalid while it has an error). `end` sits inside the input, on its right.
 */
function Field({
  name,
  label,
  value,
  onValue,
  hint,
  error,
  look = 'panel',
  end,
  ...input
}: FieldProps & { end?: ReactNode }) {
  const id = useId();
  const style = LOOKS[look];
  // A server error that repeats the hint replaces it instead of showing the same words twice.
  const shownHint = hint && hint !== error ? hint : undefined;
  const described = [shownHint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const control = (
    <input
      id={id}
      name={name}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
      className={`w-full rounded-lg border px-3 py-2.5 text-white outline-none focus:border-brand ${style.input} ${
        end ? 'pr-11' : ''
      } ${error ? 'border-red-400' : style.border}`}
      {...input}
    />
  );
  return (
    <div className={style.field}>
      <label htmlFor={id} className="mb-1 block text-sm text-white/80">
        {label}
      </label>
      {end ? (
        <div className="relative">
          {control}
          {end}
        </div>
      ) : (
        control
      )}
      {shownHint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-white/55">
          {shownHint}
        </p>
      )}
      <FieldError id={`${id}-error`} look={look}>
        {error}
      </FieldError>
    </div>
  );
}

export function TextField(props: FieldProps) {
  return <Field {...props} />;
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const { t } = useFieldTexts();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('hide_password') : t('show_password')}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-white/60 hover:text-white"
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
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

/** A form's submit button, full width, saying `pendingLabel` and disabled while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = '',
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`w-full rounded-full bg-brand px-4 py-2.5 text-sm font-bold text-ink disabled:opacity-50 ${className}`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
