import { useState } from 'react';
import { PasswordField, TextField } from '@/shared/ui/form-fields';
import { useResetPassword, useSendResetCode } from '@/features/auth/api';
import { AuthDialog, useAuthForm } from '@/features/auth/auth-form';
import { useAuthTexts } from '@/features/auth/messages';

/**
 * "Forgot password?": the phone of the account, then the code texted to it with a new password; success signs the
 * player in and reloads on the home list. Both steps are one dialog, so focus moves from the phone to the code field
 * without leaving it.
 */
export function ForgotPasswordDialog({ onClose, onLogin }: { onClose: () => void; onLogin: () => void }) {
  const { t } = useAuthTexts();
  const [sent, setSent] = useState<{ phone: string; message: string } | null>(null);
  const send = useSendResetCode(setSent);
  const reset = useResetPassword(sent?.phone ?? '');
  const phoneForm = useAuthForm(send, { phone: '' });
  const codeForm = useAuthForm(reset, { code: '', password: '', password_confirmation: '' });

  if (!sent)
    return (
      <AuthDialog
        title={t('forgot_title')}
        submitLabel={t('send_code')}
        pending={send.isPending}
        failure={phoneForm.failure}
        onSubmit={phoneForm.submit}
        onClose={onClose}
        switchTo={{ prompt: t('remembered'), label: t('login'), onSwitch: onLogin }}
      >
        <p className="mb-4 text-sm text-white/80">{t('forgot_note')}</p>
        <TextField
          key="phone"
          {...phoneForm.field('phone')}
          label={t('phone')}
          placeholder={t('phone_placeholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          autoFocus
        />
      </AuthDialog>
    );
  return (
    <AuthDialog
      title={t('forgot_title')}
      submitLabel={t('save_password')}
      pending={reset.isPending}
      // A new code refused (asked for too soon) says so here as well.
      failure={codeForm.failure ?? phoneForm.failure}
      onSubmit={codeForm.submit}
      onClose={onClose}
      switchTo={{
        prompt: t('no_code'),
        label: t('send_again'),
        onSwitch: () => {
          // The new code's answer replaces the old code's error.
          reset.reset();
          send.mutate({ phone: sent.phone });
        },
      }}
    >
      <p role="status" className="mb-4 text-sm text-white/80">
        {sent.message}
      </p>
      <TextField
        key="code"
        {...codeForm.field('code')}
        label={t('reset_code')}
        placeholder={t('reset_code_placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
      />
      <PasswordField {...codeForm.field('password')} label={t('new_password')} autoComplete="new-password" />
      <PasswordField
        {...codeForm.field('password_confirmation')}
        label={t('password_confirmation')}
        autoComplete="new-password"
      />
    </AuthDialog>
  );
}
