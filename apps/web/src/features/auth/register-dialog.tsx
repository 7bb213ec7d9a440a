import { useState, type FormEvent } from 'react';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { useRegister, type RegisterForm } from '@/features/auth/api';
import { failureOf, FormMessage, PasswordField, TextField } from '@/features/auth/auth-fields';
import { useAuthTexts } from '@/features/auth/messages';

const EMPTY: RegisterForm = {
  name: '',
  phone: '',
  password: '',
  password_confirmation: '',
  referral_code: '',
};

/** The register dialog. Success stores the session and reloads on the home list. */
export function RegisterDialog({ onClose, onLogin }: { onClose: () => void; onLogin: () => void }) {
  const { t } = useAuthTexts();
  const register = useRegister();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const failure = failureOf(register.error, t('common:unexpected_error'));
  const field = (name: keyof RegisterForm) => ({
    name,
    value: form[name],
    error: failure?.errors[name],
    onValue: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!register.isPending) register.mutate(form);
  };

  return (
    <Modal title={t('register_title')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <FormMessage failure={failure} />
        <TextField
          {...field('name')}
          label={t('name')}
          placeholder={t('name_placeholder')}
          autoComplete="name"
          autoFocus
        />
        <TextField
          {...field('phone')}
          label={t('phone')}
          placeholder={t('phone_placeholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <PasswordField
          {...field('password')}
          label={t('password')}
          placeholder={t('password_placeholder')}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('password_confirmation')}
          label={t('password_confirmation')}
          placeholder={t('password_confirmation_placeholder')}
          autoComplete="new-password"
        />
        <TextField
          {...field('referral_code')}
          label={t('referral_code')}
          placeholder={t('referral_code_placeholder')}
          autoCapitalize="none"
        />
        <button
          type="submit"
          disabled={register.isPending}
          className="mt-2 flex w-full items-center justify-center gap-2 rounded-full bg-brand py-2.5 font-bold text-ink disabled:opacity-60"
        >
          {register.isPending && <Spinner className="h-4 w-4" />}
          {t('register')}
        </button>
      </form>
      <p className="mt-4 text-center text-sm text-white/70">
        {t('have_account')}{' '}
        <button type="button" onClick={onLogin} className="font-semibold text-brand underline">
          {t('login')}
        </button>
      </p>
    </Modal>
  );
}
