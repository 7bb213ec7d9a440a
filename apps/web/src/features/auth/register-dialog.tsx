import { PasswordField, TextField } from '@/shared/ui/form-fields';
import { useRegister, type RegisterForm } from '@/features/auth/api';
import { AuthDialog, useAuthForm } from '@/features/auth/auth-form';
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
  const { field, failure, submit } = useAuthForm(register, EMPTY);
  return (
    <AuthDialog
      title={t('register_title')}
      submitLabel={t('register')}
      pending={register.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      switchPrompt={t('have_account')}
      switchLabel={t('login')}
      onSwitch={onLogin}
    >
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
    </AuthDialog>
  );
}
