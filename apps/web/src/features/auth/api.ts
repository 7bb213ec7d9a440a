import { showToast } from '@/shared/ui/toast';
import type { LoginChallenge, UserProfile } from '@zeya/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInWithChallenge } from '@zeya/ui-kit/login-challenge';
import { api, apiData } from '@/shared/api/client';
import { USER_QUERY_KEY } from '@/shared/api/user';
import { clearSession, reloadHome, saveSession } from '@/shared/session';
import { useAuthTexts } from '@/features/auth/messages';

export interface LoginForm {
  user_name: string;
  password: string;
}

export interface RegisterForm {
  name: string;
  phone: string;
  password: string;
  password_confirmation: string;
  referral_code: string;
}

interface SessionReply {
  token: string;
  user: UserProfile;
}

/**
 * Login, register and a reset by code store the session and reload the app on the home list, as the spec does; a
 * sign-in with a reset's one-time code stays on the dialog, which asks for a new password first.
 */
function startSession({ token, user }: SessionReply) {
  saveSession(token, user);
  if (!user.must_change_password) reloadHome();
}

/**
 * POST /api/login as the spec has it; when the account is under attack and the server asks this device for a check,
 * the challenge is solved here (`onChecking` says while) and the same sign-in sent again with it.
 */
export function useLogin(onChecking?: (checking: boolean) => void) {
  return useMutation({
    mutationFn: (form: LoginForm) =>
      signInWithChallenge(
        (altcha) =>
          apiData<SessionReply>('/login', { method: 'POST', body: altcha ? { ...form, altcha } : form }),
        () => apiData<LoginChallenge>('/login-challenge'),
        onChecking,
      ),
    onSuccess: startSession,
  });
}

export interface NewPasswordForm {
  password: string;
  password_confirmation: string;
}

/** The new password after a one-time code (the code is the current password); then the home list, signed in. */
export function useNewPassword(code: string) {
  return useMutation({
    mutationFn: (form: NewPasswordForm) =>
      api<null>('/change-password', { method: 'POST', body: { current_password: code, ...form } }),
    onSuccess: () => reloadHome(),
  });
}

export interface ForgotPasswordForm {
  phone: string;
}

/**
 * "Forgot password": a code texted to the phone, if it has an account (the reply says the same either way).
 * `onSent` gets the phone and the server's words, for the step that asks for the code.
 */
export function useSendResetCode(onSent: (sent: { phone: string; message: string }) => void) {
  return useMutation({
    mutationFn: (form: ForgotPasswordForm) =>
      api<unknown>('/forgot-password', { method: 'POST', body: form }),
    onSuccess: (reply, form) => onSent({ phone: form.phone, message: reply.message }),
  });
}

export interface ResetPasswordForm {
  code: string;
  password: string;
  password_confirmation: string;
}

/** The code from the text and a new password: the reply signs the player in, as a login does. */
export function useResetPassword(phone: string) {
  return useMutation({
    mutationFn: (form: ResetPasswordForm) =>
      apiData<SessionReply>('/reset-password', { method: 'POST', body: { phone, ...form } }),
    onSuccess: startSession,
  });
}

/**
 * Register stores the session at once but does not reload yet: the player first reads the user name the server
 * generated (they need it, or their phone, to sign in), and the dialog reloads on the home list when they go on.
 */
export function useRegister() {
  return useMutation({
    mutationFn: (form: RegisterForm) =>
      apiData<SessionReply>('/register', {
        method: 'POST',
        body: { ...form, referral_code: form.referral_code.trim() || undefined },
      }),
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}

/** After registering: the spec's reload on the home list, signed in. */
export const enterSite = () => reloadHome();

/** POST /api/logout; on success the session is cleared and 'Logout successfully.' shows. A failure is only logged. */
export function useLogout() {
  const queryClient = useQueryClient();
  const { t } = useAuthTexts();
  return useMutation({
    // An empty object: the server refuses a JSON content type with no body at all.
    mutationFn: () => api<null>('/logout', { method: 'POST' }),
    onSuccess: () => {
      clearSession();
      queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      showToast('success', t('logout_success'));
    },
    onError: (error) => console.error('Logout failed', error),
  });
}
