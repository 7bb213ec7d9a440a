import { useState, type FormEvent } from 'react';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { useLogin, type LoginForm } from '@/features/auth/api';
import { failureOf, FormMessage, PasswordField, TextField } from '@/features/auth/auth-fields';
import { useAuthTexts } from '@/features/auth/messages';

/** The login dialog: user name or phone, and password. Success stores the session and reloads on the home list. */
export function LoginDialog({ onClose, onRegister }: { onClose: () => void; onRegister: () => void }) {
  const { t } = useAuthTexts();
  const login = useLogin();
  const [form, setForm] = useState<LoginForm>({ user_name: '', password: '' });
  const failure = failureOf(login.error, t('common:unexpected_error'));
  const field = (name: keyof LoginForm) => ({
    name,
    value: form[name],
    error: failure?.errors[name],
    onValue: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.isPending) login.mutate(form);
  };

  return (
    <Modal title={t('login_title')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <FormMessage failure={failure} />
        <TextField
          {...field('user_name')}
          label={t('user_name')}
          placeholder={t('user_name_placeholder')}
          autoComplete="username"
          autoCapitalize="none"
          autoFocus
        />
        <PasswordField
          {...field('password')}
          label={t('password')}
          placeholder={t('password_placeholder')}
          autoComplete="current-password"
        />
        <button
          type="submit"
          disabled={login.isPending}
          className="mt-2 flex w-full items-center justify-center gap-2 rounded-full bg-brand py-2.5 font-bold text-ink disabled:opacity-60"
        >
          {login.isPending && <Spinner className="h-4 w-4" />}
          {t('login')}
        </button>
      </form>
      <p className="mt-4 text-center text-sm text-white/70">
        {t('no_account')}{' '}
        <button type="button" onClick={onRegister} className="font-semibold text-brand underline">
          {t('join_now')}
        </button>
      </p>
    </Modal>
  );
}
