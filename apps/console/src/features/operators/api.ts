import { useQuery } from '@tanstack/react-query';
import type { ConsoleUserRow } from '@zeya/contract/console-users';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';

/** Every console-users query lives under this key, so any change refetches the list. */
export const OPERATORS_KEY = ['operators'] as const;

export const useOperators = () =>
  useQuery({
    queryKey: OPERATORS_KEY,
    queryFn: ({ signal }) => consoleData<ConsoleUserRow[]>('/operators', { signal }),
  });

export interface NewOperator {
  user_name: string;
  name: string;
  password: string;
  role: string;
}

export const createOperator = (run: ConsoleRun, body: NewOperator) => run('/operators', { body });

export const setOperatorPassword = (run: ConsoleRun, userId: number, password: string) =>
  run(`/operators/${userId}/password`, { body: { password } });

export const setOperatorRole = (run: ConsoleRun, userId: number, role: 'admin' | 'operator') =>
  run(`/operators/${userId}/role`, { method: 'PUT', body: { role } });

/** Lets a disabled account sign in again (`enabled`), or ends its sessions and refuses it. */
export const setOperatorEnabled = (run: ConsoleRun, userId: number, enabled: boolean) =>
  run(`/operators/${userId}/${enabled ? 'enable' : 'disable'}`);
