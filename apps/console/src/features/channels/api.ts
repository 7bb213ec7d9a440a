import { useQuery } from '@tanstack/react-query';
import type { AgentChoice } from '@zeya/contract/agent-network';
import { consoleData } from '@/shared/api/client';
import { useManagedRows } from '@/shared/managed-list/api';

/** The console API path of the payment channels, a managed list (its queries and changes go through ManagedList). */
export const CHANNELS_PATH = '/channels';

/**
 * The owners a channel may have: the house (empty) and every active agent, plus any agent a channel already names
 * that is no longer active (shown by id), so an edit never silently hands its account to the house.
 */
export function useOwnerOptions(house: string) {
  const agents = useQuery({
    queryKey: ['agents', 'choices'],
    queryFn: ({ signal }) => consoleData<AgentChoice[]>('/agents/choices', { signal }),
  });
  const rows = useManagedRows(CHANNELS_PATH);
  const options = [
    { value: '', label: house },
    ...(agents.data ?? []).map((agent) => ({
      value: String(agent.id),
      label: `${agent.user_name} (${agent.name})`,
    })),
  ];
  for (const row of rows.data ?? []) {
    const owner = row.agent_id;
    if (typeof owner === 'number' && !options.some((option) => option.value === String(owner)))
      options.push({ value: String(owner), label: `#${owner}` });
  }
  return options;
}
