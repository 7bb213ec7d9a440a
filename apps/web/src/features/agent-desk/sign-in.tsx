import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert, PasswordField, SubmitButton, TextField } from '@/shared/ui/form-fields';
import { Card, failureText, fieldErrors } from '@/features/agent-desk/desk-ui';
import { signInToDesk } from '@/features/agent-desk/factor-api';
import { useDeskTexts } from '@/features/agent-desk/messages';

/** The desk's sign-in: an agent's or its staff's user name and password; the second factor comes next. */
export function DeskSignIn() {
  const { t, failure } = useDeskTexts();
  const [form, setForm] = useState({ user_name: '', password: '' });
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [checking, setChecking] = useState(false);
  const navigate = useNavigate();
  const errors = fieldErrors(error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await signInToDesk(form, setChecking);
      // A sign-in starts on the desk's first screen, whatever screen the last session ended on.
      await navigate('/agent', { replace: true });
    } catch (failed) {
      setError(failed);
    } finally {
      setPending(false);
    }
  };
  const field = (name: 'user_name' | 'password') => ({
    name,
    value: form[name],
    error: errors[name],
    onValue: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });
  return (
    <Card>
      <h1 className="mb-1 text-lg font-bold text-brand">{t('sign_in_title')}</h1>
      <p className="mb-4 text-sm text-white/75">{t('sign_in_note')}</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-3"
        aria-label={t('sign_in_title')}
      >
        <FormAlert message={error && Object.keys(errors).length === 0 ? failureText(error, failure) : null} />
        <TextField
          {...field('user_name')}
          label={t('user_name')}
          autoComplete="username"
          autoCapitalize="none"
          autoFocus
        />
        <PasswordField {...field('password')} label={t('password')} autoComplete="current-password" />
        {checking && (
          <p role="status" className="text-sm text-white/80">
            {t('checking_device')}
          </p>
        )}
        <SubmitButton pending={pending} label={t('sign_in')} pendingLabel={t('signing_in')} />
      </form>
    </Card>
  );
}
