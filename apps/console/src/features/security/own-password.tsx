import { useId, useState, type FormEvent } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { changeOwnPassword, type OwnPassword } from './api';
import { useSecurityTexts } from './texts';

const EMPTY: OwnPassword = { current_password: '', password: '', password_confirmation: '' };

/** Nothing on the page shows a password, so nothing needs fetching again after a change. */
const NOTHING_TO_REFETCH = ['own-password'] as const;

/**
 * The person's own new password, checked against the current one like a sign-in; their other sessions end, this one
 * stays. No one else ever chooses it.
 */
export function OwnPasswordForm() {
  const { t } = useSecurityTexts();
  const { run, errors } = useConsoleAction(NOTHING_TO_REFETCH);
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    if ((await changeOwnPassword(run, form)) !== undefined) setForm(EMPTY);
    setBusy(false);
  };
  const field = (key: keyof OwnPassword, label: string, autoComplete: string) => (
    <Field
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      value={form[key]}
      errors={errors[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
    />
  );
  return (
    <form
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id={titleId} className="font-semibold">
        {t('password')}
      </h2>
      {field('current_password', t('current_password'), 'current-password')}
      {field('password', t('new_password'), 'new-password')}
      {field('password_confirmation', t('password_again'), 'new-password')}
      <Button type="submit" className="justify-self-start" disabled={busy}>
        {t('change_password')}
      </Button>
    </form>
  );
}
