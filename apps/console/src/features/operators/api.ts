import { useQuery } from '@tanstack/react-query';
import type { ConsoleUserRow } from '@zeya/contract/console-users';
import type { StaffRules, StaffRulesFields } from '@zeya/contract/staff-requests';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';

/** Every console-users query lives under this key, so any change refetches the list. */
export const OPERATORS_KEY = ['operators'] as const;
export const RULES_KEY = ['staff-rules'] as const;

export const useOperators = () =>
  useQuery({
    queryKey: OPERATORS_KEY,
    queryFn: ({ signal }) => consoleData<ConsoleUserRow[]>('/operators', { signal }),
  });

/** Every change of an account is a request a second admin approves: the reply names it. */
interface Requested {
  request_id: number;
}

export interface NewOperator {
  user_name: string;
  name: string;
  phone: string;
  role: string;
}

/** No password: once approved, the person sets their own through the one-time link sent to this phone. */
export const createOperator = (run: ConsoleRun, body: NewOperator & { reason: string }) =>
  run<Requested>('/operators', { body });

export const setOperatorRole = (
  run: ConsoleRun,
  userId: number,
  role: 'admin' | 'operator',
  reason: string,
) => run<Requested>(`/operators/${userId}/role`, { method: 'PUT', body: { role, reason } });

/** Lets a disabled account sign in again (`enabled`), or ends its sessions and refuses it. */
export const setOperatorEnabled = (run: ConsoleRun, userId: number, enabled: boolean, reason: string) =>
  run<Requested>(`/operators/${userId}/${enabled ? 'enable' : 'disable'}`, { body: { reason } });

/** The password stops working and a new set-up link goes to the account's phone, or to `phone` when given. */
export const resetOperatorPassword = (
  run: ConsoleRun,
  userId: number,
  body: { reason: string; phone?: string },
) => run<Requested>(`/operators/${userId}/password`, { body });

/** A lost passkey or authenticator: every factor goes, and the person enrols again at their next sign-in. */
export const resetOperatorFactor = (run: ConsoleRun, userId: number, reason: string) =>
  run<Requested>(`/operators/${userId}/second-factor-reset`, { body: { reason } });

export const useStaffRules = () =>
  useQuery({
    queryKey: RULES_KEY,
    queryFn: ({ signal }) => consoleData<StaffRules>('/staff-rules', { signal }),
  });

/** New rules hold only once a second admin approves them. */
export const changeStaffRules = (run: ConsoleRun, body: StaffRulesFields & { reason: string }) =>
  run<Requested>('/staff-rules', { method: 'PUT', body });
