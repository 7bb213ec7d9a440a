import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '@/shared/ui/toast';
import { ApiError, type Envelope } from '@/shared/api/client';
import { mediaUrl } from '@/shared/format';
import { TextField } from '@/shared/ui/form-fields';
import { Loading, NoData } from '@/shared/ui/loading';
import type { Bank } from '@/features/cashier/api';
import { useCashierTexts } from '@/features/cashier/messages';

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
    showToast('error', failure.message || texts.unexpected, { autoClose: 5000 });
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

/** The keys of a form whose values are text (what a text field edits). */
type TextKey<Form> = { [K in keyof Form]: Form[K] extends string ? K : never }[keyof Form] & string;

/**
 * State and sending of a deposit or withdraw form: the values, each field's first server error and the general
 * message. `submit` never sends twice and sends nothing when `body()` returns undefined (a check of the form's own
 * failed). A success toasts the server's message (or `texts.success`) and opens the request's log; a failure shows
 * as submitFailure says, for every field of the form.
 */
export function useRequestForm<Form extends object, Body>(
  mutation: UseMutationResult<Envelope<unknown>, Error, Body>,
  { empty, log, texts }: { empty: Form; log: string; texts: { success: string; network: string } },
) {
  const { t } = useCashierTexts();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof Form & string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const set = <K extends keyof Form>(name: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [name]: value }));

  /** The props of the text field editing `name`. */
  const field = <K extends TextKey<Form>>(name: K) => ({
    name,
    value: form[name] as string,
    onValue: (value: string) => set(name, value as Form[K]),
    error: errors[name],
  });

  const submit = (event: FormEvent, body: () => Body | undefined) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setErrors({});
    setMessage(null);
    const ready = body();
    if (ready === undefined) return;
    mutation.mutate(ready, {
      onSuccess: (reply) => {
        showToast('success', reply.message || texts.success, { autoClose: 5000 });
        navigate(log);
      },
      onError: (failure) => {
        const shown = submitFailure(failure, Object.keys(empty) as (keyof Form & string)[], {
          network: texts.network,
          unexpected: t('common:unexpected_error'),
        });
        setErrors(shown.errors);
        setMessage(shown.message);
      },
    });
  };

  return { form, setForm, set, field, errors, setErrors, message, pending: mutation.isPending, submit };
}

/** The operator's channels, once loaded; until then, on a failure or when there are none, a note saying so. */
export function LoadedBanks({
  banks,
  children,
}: {
  banks: UseQueryResult<Bank[]>;
  children: (banks: Bank[]) => ReactNode;
}) {
  const { t } = useCashierTexts();
  if (banks.isPending) return <Loading />;
  if (banks.isError) return <NoData text={t('common:something_went_wrong')} />;
  if (banks.data.length === 0) return <NoData text={t('no_channels')} />;
  return children(banks.data);
}

/** The amount of a deposit or withdraw, in kyat. */
export function AmountField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useCashierTexts();
  return (
    <TextField
      label={t('amount')}
      type="number"
      inputMode="decimal"
      min={1}
      placeholder={t('amount_placeholder')}
      {...props}
    />
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
