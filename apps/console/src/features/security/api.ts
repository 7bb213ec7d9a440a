import type { ConsoleRun } from '@/shared/api/use-action';

/** Removes one of the person's factors (the server keeps the last one, and wants a fresh proof first). */
export const removeFactor = (run: ConsoleRun, id: number) =>
  run<null>(`/second-factor/${id}`, { method: 'DELETE' });

/** Ten new recovery codes, shown once; the old ones stop working. */
export const renewRecoveryCodes = (run: ConsoleRun) =>
  run<{ recovery_codes: string[] }>('/second-factor/recovery-codes');

export interface OwnPassword {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** The person's own new password; resolves to null once changed, undefined when refused. */
export const changeOwnPassword = (run: ConsoleRun, body: OwnPassword) => run<null>('/me/password', { body });
