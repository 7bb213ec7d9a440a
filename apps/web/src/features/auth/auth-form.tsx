import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/shared/api/client';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { useAuthTexts } from '@/features/auth/messages';

/** What a failed sign-in or sign-up shows: the general message at the top and the first error of each field. */
interface Failure {
  message: string;
  errors: Record<string, string | undefined>;
}

function failureOf(error: unknown, unexpected: string): Failure | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return { message: unexpected, errors: {} };
  const errors = Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0]]));
  return { message: error.message || unexpected, errors };
}

function FormMessage({ failure }: { failure: Failure | null }) {
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

interface Mutation<F> {
  mutate: (form: F) => void;
  isPending: boolean;
  error: unknown;
}

/**
 * Form state of a sign-in dialog: each field's props (value, server error, the dialog look of shared/ui/form-fields)
 * and a submit that never sends twice.
 */
export function useAuthForm<F extends { [K in keyof F]: string }>(mutation: Mutation<F>, initial: F) {
  const { t } = useAuthTexts();
  const [form, setForm] = useState<F>(initial);
  const failure = failureOf(mutation.error, t('common:unexpected_error'));
  const field = (name: keyof F & string) => ({
    name,
    value: form[name],
    error: failure?.errors[name],
    look: 'dialog' as const,
    onValue: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate(form);
  };
  return { field, failure, submit };
}

/** The frame both dialogs share: title, general message, fields, submit button and the switch to the other one. */
export function AuthDialog(props: {
  title: string;
  submitLabel: string;
  pending: boolean;
  failure: Failure | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The way to the other dialog (login <-> register), when there is one. */
  switchTo?: { prompt: string; label: string; onSwitch: () => void };
  children: ReactNode;
}) {
  return (
    <Modal title={props.title} onClose={props.onClose}>
      <form onSubmit={props.onSubmit} noValidate>
        <FormMessage failure={props.failure} />
        {props.children}
        <button
          type="submit"
          disabled={props.pending}
          className="mt-2 flex w-full items-center justify-center gap-2 rounded-full bg-brand py-2.5 font-bold text-ink disabled:opacity-60"
        >
          {props.pending && <Spinner className="h-4 w-4" />}
          {props.submitLabel}
        </button>
      </form>
      {props.switchTo && (
        <p className="mt-4 text-center text-sm text-white/70">
          {props.switchTo.prompt}{' '}
          <button
            type="button"
            onClick={props.switchTo.onSwitch}
            className="font-semibold text-brand underline"
          >
            {props.switchTo.label}
          </button>
        </p>
      )}
    </Modal>
  );
}
