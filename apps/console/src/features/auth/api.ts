import { consoleApi } from '@/shared/api/client';
import type { ConsoleUser, FactorState } from '@/shared/session';

/**
 * Signs an operator in: the reply carries the console token, who they are, and what the session must still do with
 * its second factor before the console opens (prove it, enrol one, or nothing).
 */
export const logIn = (body: { user_name: FormDataEntryValue | null; password: FormDataEntryValue | null }) =>
  consoleApi<{ token: string; user: ConsoleUser } & FactorState>('/login', { method: 'POST', body });

/** Ends the session on the server (open before its factor is proven, so a person can sign in as someone else). */
export const logOut = () => consoleApi<null>('/logout', { method: 'POST' });
