import { useQuery } from '@tanstack/react-query';
import type { NetworkReply, PlayerMoveRow } from '@zeya/contract/agent-network';
import type { AgentRow } from '@zeya/contract/agents';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';
import { useSearchedList } from '@/shared/ui/searched-list';
import type { PeriodValue } from '@/shared/ui/period-filter';

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

/** The period filter's days (YYYY-MM-DD); empty means this month up to today, as the server takes it. */
export type NetworkPeriod = PeriodValue;

const periodQuery = (period: NetworkPeriod) => ({
  from: period.from || undefined,
  to: period.to || undefined,
});

/** Every agent's float, players and their figures in the period, commission and open requests. */
export const useNetwork = (period: NetworkPeriod) =>
  useQuery({
    queryKey: [...AGENTS_KEY, 'network', period],
    queryFn: ({ signal }) =>
      consoleData<NetworkReply>('/agents/network', { query: periodQuery(period), signal }),
  });

export const useAgentFloat = (id: number) =>
  useQuery({
    queryKey: [...AGENTS_KEY, 'float', id],
    queryFn: ({ signal }) => consoleData<{ float: number }>(`/agents/${id}/float`, { signal }),
  });

/** The owner's cash-ins and cash-outs of one agent's float (for PagedList). */
export const floatLogList = (id: number, period: NetworkPeriod) => ({
  path: `/agents/${id}/float-log`,
  queryKey: [...AGENTS_KEY, 'float-log', id],
  query: periodQuery(period),
});

/** The deposits one agent's float paid to its players (for PagedList). */
export const depositLogList = (id: number, period: NetworkPeriod) => ({
  path: '/agents/deposit-log',
  queryKey: [...AGENTS_KEY, 'deposit-log', id],
  query: { agent_id: id, ...periodQuery(period) },
});

/** Players moved into or out of this agent, newest first. */
export const useAgentMoves = (id: number) =>
  useQuery({
    queryKey: [...AGENTS_KEY, 'moves', id],
    queryFn: ({ signal }) => consoleData<PlayerMoveRow[]>(`/agents/${id}/player-moves`, { signal }),
  });

/**
 * The owner's cash-in (house cash to the float) or cash-out (back): done at once within the staff rule, else a
 * request a second admin approves (request_id set, the float unchanged meanwhile).
 */
export const moveFloat = (
  run: ConsoleRun,
  agentId: number,
  direction: 'cash-in' | 'cash-out',
  body: { amount: string; reason: string },
) => run<{ float: number; request_id: number | null }>(`/agents/${agentId}/float/${direction}`, { body });
