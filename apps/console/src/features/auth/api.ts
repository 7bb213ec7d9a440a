import { consoleApi } from '@/shared/api/client';
import type { ConsoleUser } from '@/shared/session';

/** Signs an operator in: the reply carries the console token and who they are. */
export const logIn = (body: { user_name: FormDataEntryValue | null; password: FormDataEntryValue | null }) =>
  consoleApi<{ token: string; user: ConsoleUser }>('/login', { method: 'POST', body });
