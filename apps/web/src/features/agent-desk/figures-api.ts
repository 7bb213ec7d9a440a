import type { AgentFloatTransfer, AgentReport } from '@zeya/contract/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@/features/agent-desk/api';
import { DESK } from '@/features/agent-desk/keys';
import { deskData } from '@/features/agent-desk/client';

/** The agent's players' figures for Myanmar days `from`..`to` (both included). */
export function useReport(from: string, to: string) {
  return useQuery({
    queryKey: [DESK, 'report', from, to],
    queryFn: ({ signal }) => deskData<AgentReport>('/agent/reports', { signal, query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}

export function useFloatTransfers(page: number) {
  return useQuery({
    queryKey: [DESK, 'float-transfers', page],
    queryFn: ({ signal }) =>
      deskData<Paged<AgentFloatTransfer>>('/agent/float/transfers', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}
