import { PasswordField, TextField } from '@/shared/ui/form-fields';
import { useLogin } from '@/features/auth/api';
import { AuthDialog, useAuthForm } from '@/features/auth/auth-form';
import { useAuthTexts } from '@/features/auth/messages';

/** The login dialog: user name or phone, and password. Success stores the session and reloads on the home list. */
export function LoginDialog({ onClose, onRegister }: { onClose: () => void; onRegister: () => void }) {
  const { t } = useAuthTexts();
  const login = useLogin();
  const { field, failure, submit } = useAuthForm(login, { user_name: '', password: '' });
  return (
    <AuthDialog
      title={t('login_title')}
      submitLabel={t('login')}
      pending={login.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      switchPrompt={t('no_account')}
      switchLabel={t('join_now')}
      onSwitch={onRegister}
    >
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
    </AuthDialog>
  );
}
