import type { AgentPlayerRow, AgentStaffRow } from '@zeya/contract/agents';
import type { AgentStaffGroup } from '@zeya/contract/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@/features/agent-desk/api';
import { DESK } from '@/features/agent-desk/keys';
import { deskApi, deskData } from '@/features/agent-desk/client';

/** The agent's players and its staff: the people of its tree. */

export function usePlayers(q: string, page: number) {
  return useQuery({
    queryKey: [DESK, 'players', q, page],
    queryFn: ({ signal }) =>
      deskData<Paged<AgentPlayerRow>>('/agent/players', { signal, query: { q, page } }),
    placeholderData: keepPreviousData,
  });
}

export interface NewPlayer {
  name: string;
  phone: string;
}

export function useCreatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (player: NewPlayer) =>
      deskApi<{ id: number; user_name: string; sent_to: string }>('/agent/players', {
        method: 'POST',
        body: player,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DESK, 'players'] }),
  });
}

/** The player gets a code on their own phone; the desk only learns where it went. */
export function usePasswordReset() {
  return useMutation({
    mutationFn: (playerId: number) =>
      deskApi<{ sent_to: string }>(`/agent/players/${playerId}/password-reset`, { method: 'POST', body: {} }),
  });
}

export function useStaff() {
  return useQuery({
    queryKey: [DESK, 'staff'],
    queryFn: ({ signal }) => deskData<AgentStaffRow[] | Paged<AgentStaffRow>>('/agent/staff', { signal }),
    // The list may come paged or whole; the screen wants the rows.
    select: (reply) => (Array.isArray(reply) ? reply : reply.data),
  });
}

export interface NewStaff {
  name: string;
  phone: string;
  group: AgentStaffGroup;
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staff: NewStaff) =>
      deskApi<{ id: number; user_name: string; link_sent_to: string }>('/agent/staff', {
        method: 'POST',
        body: staff,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DESK, 'staff'] }),
  });
}

export function useStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      deskApi<AgentStaffRow>(`/agent/staff/${id}/${enabled ? 'enable' : 'disable'}`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DESK, 'staff'] }),
  });
}
