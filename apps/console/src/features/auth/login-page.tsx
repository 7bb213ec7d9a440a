import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/client';
import { consoleTexts } from '@/shared/i18n/i18n';
import { saveSession } from '@/shared/session';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { logIn } from './api';

const useTexts = consoleTexts(
  'login',
  {
    title: 'Sign in to the console',
    user_name: 'User name',
    password: 'Password',
    sign_in: 'Sign in',
    network: 'The server cannot be reached.',
  },
  {
    title: 'ထိန်းချုပ်ခန်းသို့ ဝင်ရန်',
    user_name: 'အသုံးပြုသူအမည်',
    password: 'စကားဝှက်',
    sign_in: 'ဝင်မည်',
    network: 'ဆာဗာသို့ ဆက်သွယ်၍ မရပါ။',
  },
);

/** Operators and admins only: the server refuses player accounts here with the same message as a wrong password. */
export function LoginPage() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const reply = await logIn({ user_name: form.get('user_name'), password: form.get('password') });
      saveSession(reply.data.token, reply.data.user);
      navigate('/', { replace: true });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : {});
      setMessage(error instanceof ApiError && error.status !== 0 ? error.message : t('network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="grid min-h-screen place-items-center p-4">
      <form
        onSubmit={(event) => void submit(event)}
        className="grid w-full max-w-sm gap-4 rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
      >
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
        <Button type="submit" disabled={busy}>
          {t('sign_in')}
        </Button>
      </form>
    </main>
  );
}
