import { useQuery } from '@tanstack/react-query';
import type { AgentRow } from '@zeya/contract/agents';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';
import { useSearchedList } from '@/shared/ui/searched-list';

/** Every agents query lives under this key, so any change to an agent or a code refetches what it may have changed. */
export const AGENTS_KEY = ['agents'] as const;

/** The agents, searched and paged through the address. */
export const useAgentList = () => useSearchedList<AgentRow>(AGENTS_KEY, '/agents');

export const useAgent = (id: number) =>
  useQuery({
    queryKey: [...AGENTS_KEY, 'agent', id],
    queryFn: ({ signal }) => consoleData<AgentRow>(`/agents/${id}`, { signal }),
  });

/** The paged list of the players an agent brought (for PagedList). */
export const agentPlayersList = (id: number) => ({
  path: `/agents/${id}/players`,
  queryKey: [...AGENTS_KEY, 'players', id],
});

/** A request a second admin approves: the agent is made then (the server chooses its user name). */
export const createAgent = (run: ConsoleRun, body: { name: string; phone: string; reason: string }) =>
  run<{ request_id: number }>('/agents', { body });

export const createReferralCode = (run: ConsoleRun, agentId: number, code: string) =>
  run(`/agents/${agentId}/referral-codes`, { body: { code } });

export const deactivateReferralCode = (run: ConsoleRun, codeId: number) =>
  run(`/referral-codes/${codeId}/deactivate`);
