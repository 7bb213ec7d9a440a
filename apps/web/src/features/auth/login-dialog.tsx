import { useState } from 'react';
import { PasswordField, TextField } from '@/shared/ui/form-fields';
import { useLogin, useNewPassword } from '@/features/auth/api';
import { AuthDialog, useAuthForm } from '@/features/auth/auth-form';
import { ForgotPasswordDialog } from '@/features/auth/forgot-password-dialog';
import { useAuthTexts } from '@/features/auth/messages';
import { useSiteSettings } from '@/shared/api/site-settings';
import { clearSession, reloadHome } from '@/shared/session';

/**
 * The login dialog: user name or phone, and password. Success stores the session and reloads on the home list. Where
 * the site can text a reset code, "Forgot password?" leads to that instead.
 */
export function LoginDialog({ onClose, onRegister }: { onClose: () => void; onRegister: () => void }) {
  const { t } = useAuthTexts();
  const [checking, setChecking] = useState(false);
  const login = useLogin(setChecking);
  const { field, failure, submit } = useAuthForm(login, { user_name: '', password: '' });
  const resetOffered = useSiteSettings().data?.password_reset === true;
  const [forgot, setForgot] = useState(false);
  if (login.data?.user.must_change_password) return <NewPasswordDialog code={login.variables.password} />;
  if (forgot) return <ForgotPasswordDialog onClose={onClose} onLogin={() => setForgot(false)} />;
  return (
    <AuthDialog
      title={t('login_title')}
      submitLabel={t('login')}
      pending={login.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      switchTo={{ prompt: t('no_account'), label: t('join_now'), onSwitch: onRegister }}
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
      {checking && (
        <p role="status" className="-mt-1 mb-3 text-sm text-white/80">
          {t('checking_device')}
        </p>
      )}
      {resetOffered && (
        <button
          type="button"
          onClick={() => setForgot(true)}
          className="-mt-1 mb-3 block text-sm font-semibold text-brand underline"
        >
          {t('forgot_password')}
        </button>
      )}
      {/* Agents and their staff have a desk of their own, with a sign-in that asks for their second factor. */}
      <a href="/agent" className="-mt-1 mb-3 block text-sm text-white/70 underline">
        {t('agent_sign_in')}
      </a>
    </AuthDialog>
  );
}

/**
 * After signing in with a reset's one-time code: the player's own password before anything else (the server opens
 * nothing else to this session). Closing it signs out; the code still works for the next try.
 */
function NewPasswordDialog({ code }: { code: string }) {
  const { t } = useAuthTexts();
  const change = useNewPassword(code);
  const { field, failure, submit } = useAuthForm(change, { password: '', password_confirmation: '' });
  const leave = () => {
    clearSession();
    reloadHome();
  };
  return (
    <AuthDialog
      title={t('new_password_title')}
      submitLabel={t('save_password')}
      pending={change.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={leave}
    >
      <p className="mb-4 text-sm text-white/80">{t('new_password_note')}</p>
      <PasswordField {...field('password')} label={t('new_password')} autoComplete="new-password" autoFocus />
      <PasswordField
        {...field('password_confirmation')}
        label={t('password_confirmation')}
        autoComplete="new-password"
      />
    </AuthDialog>
  );
}
