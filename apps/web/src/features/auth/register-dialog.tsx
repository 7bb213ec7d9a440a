import type { UserProfile } from '@zeya/contract/auth';
import { Modal } from '@/shared/ui/modal';
import { PasswordField, TextField } from '@/shared/ui/form-fields';
import { enterSite, useRegister, type RegisterForm } from '@/features/auth/api';
import { AuthDialog, useAuthForm } from '@/features/auth/auth-form';
import { useAuthTexts } from '@/features/auth/messages';

const EMPTY: RegisterForm = {
  name: '',
  phone: '',
  password: '',
  password_confirmation: '',
  referral_code: '',
};

/**
 * The register dialog. Success stores the session and shows the generated user name until the player goes on
 * (Continue, Escape or close), which reloads on the home list.
 */
export function RegisterDialog({ onClose, onLogin }: { onClose: () => void; onLogin: () => void }) {
  const { t } = useAuthTexts();
  const register = useRegister();
  const { field, failure, submit } = useAuthForm(register, EMPTY);
  if (register.data) return <Registered user={register.data.user} />;
  return (
    <AuthDialog
      title={t('register_title')}
      submitLabel={t('register')}
      pending={register.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      switchTo={{ prompt: t('have_account'), label: t('login'), onSwitch: onLogin }}
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

/** The user name the server generated: the player needs it (or their phone) to sign in, so it waits for them. */
function Registered({ user }: { user: UserProfile }) {
  const { t } = useAuthTexts();
  return (
    <Modal title={t('welcome_title')} onClose={enterSite}>
      <div className="text-center">
        <p className="text-sm text-white/80">{t('your_user_name')}</p>
        <p
          data-testid="registered-user-name"
          className="my-2 break-all text-3xl font-black tracking-wide text-brand select-all"
        >
          {user.user_name}
        </p>
        <p className="text-sm text-white/70">{t('user_name_note')}</p>
        <button
          type="button"
          onClick={enterSite}
          autoFocus
          className="mt-5 w-full rounded-full bg-brand py-2.5 font-bold text-ink"
        >
          {t('continue')}
        </button>
      </div>
    </Modal>
  );
}
