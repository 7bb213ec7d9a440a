import { useState, type FormEvent } from 'react';
import { ApiError } from '@/shared/api/client';
import { saveSession } from '@/shared/session';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { logIn } from './api';
import { useLoginTexts } from './texts';

/**
 * The first step: user name and password. Operators and admins only: the server refuses player accounts here with
 * the same message as a wrong password. The session is kept with what it must still do about its second factor.
 */
export function PasswordForm() {
  const { t } = useLoginTexts();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const { data } = await logIn(
        { user_name: form.get('user_name'), password: form.get('password') },
        setChecking,
      );
      saveSession(data.token, data.user, { second_factor: data.second_factor, methods: data.methods });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : {});
      setMessage(error instanceof ApiError && error.status !== 0 ? error.message : t('network'));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <h1 className="text-lg font-semibold">{t('title')}</h1>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
      <Field
        label={t('user_name')}
        name="user_name"
        autoComplete="username"
        required
        errors={errors.user_name}
      />
      <Field
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        errors={errors.password}
      />
      {checking && (
        <p role="status" className="text-sm text-stone-600">
          {t('checking_device')}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {t('sign_in')}
      </Button>
    </form>
  );
}
