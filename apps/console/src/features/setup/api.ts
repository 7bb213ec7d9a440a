import { useQuery } from '@tanstack/react-query';
import { siteApi } from '@/shared/api/client';

/** Whom a set-up link is for, and whether it makes a new account or resets one. */
export interface SetupLink {
  user_name: string;
  name: string;
  role: 'operator' | 'admin' | 'agent' | 'agent_staff';
  purpose: 'setup' | 'reset';
}

/** The link used up: a session (the console's, or an agent's) that must now enrol or prove its second factor. */
export interface SetupDone {
  token: string;
  user: { id: number; user_name: string; name: string; role: SetupLink['role'] };
  scope: 'console' | 'agent';
  second_factor: 'enrol' | 'verify';
}

/** Checks the link without using it up; asked once, since using it makes every later check a refusal. */
export const useSetupLink = (token: string) =>
  useQuery({
    queryKey: ['staff-setup', token],
    queryFn: async () =>
      (await siteApi<SetupLink>('/staff-setup/check', { method: 'POST', body: { token } })).data,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const setUpAccount = (body: { token: string; password: string; password_confirmation: string }) =>
  siteApi<SetupDone>('/staff-setup', { method: 'POST', body });
