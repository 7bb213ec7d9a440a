import type { LoginChallenge } from '@zeya/contract/auth';
import { signInWithChallenge } from '@zeya/ui-kit/login-challenge';
import { consoleApi, siteApi } from '@/shared/api/client';
import type { ConsoleUser, FactorState } from '@/shared/session';

/**
 * Signs an operator in: the reply carries the console token, who they are, and what the session must still do with
 * its second factor before the console opens (prove it, enrol one, or nothing). When the account is under attack and
 * the server asks this device for a check, the challenge is solved here (`onChecking` says while) and the sign-in
 * sent again with it.
 */
export const logIn = (
  body: { user_name: FormDataEntryValue | null; password: FormDataEntryValue | null },
  onChecking?: (checking: boolean) => void,
) =>
  signInWithChallenge(
    (altcha) =>
      consoleApi<{ token: string; user: ConsoleUser } & FactorState>('/login', {
        method: 'POST',
        body: altcha ? { ...body, altcha } : body,
      }),
    async () => (await siteApi<LoginChallenge>('/login-challenge')).data,
    onChecking,
  );

/** Ends the session on the server (open before its factor is proven, so a person can sign in as someone else). */
export const logOut = () => consoleApi<null>('/logout', { method: 'POST' });
