import type { AgentDeskMe } from '@zeya/contract/agents';
import { useQuery } from '@tanstack/react-query';
import { ApiError, deskData } from '@/features/agent-desk/client';
import { DESK } from '@/features/agent-desk/keys';

type Permission = AgentDeskMe['permissions'][number];

export interface DeskAbilities {
  decideMoney: boolean;
  createPlayers: boolean;
  /** The agent's own: its staff, its payment accounts, its commission. */
  agentOnly: boolean;
}

export function abilitiesOf(permissions: readonly Permission[]): DeskAbilities {
  return {
    decideMoney: permissions.includes('decide_money'),
    createPlayers: permissions.includes('make_players'),
    agentOnly: permissions.includes('agent_only'),
  };
}

/** A server without GET /api/agent/me has no agent staff yet: only the agent itself signs in, holding everything. */
const AGENT_ALONE: AgentDeskMe = {
  agent: { id: 0, user_name: '', name: '' },
  staff: null,
  permissions: ['view', 'decide_money', 'make_players', 'agent_only'],
};

/** Who is at the desk and what they may do (GET /api/agent/me): the screens a person may not use are not shown. */
export function useDeskAccess(): { me: AgentDeskMe | undefined; abilities: DeskAbilities } {
  const me = useQuery({
    queryKey: [DESK, 'me'],
    queryFn: async ({ signal }) => {
      try {
        return await deskData<AgentDeskMe>('/agent/me', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return AGENT_ALONE;
        throw error;
      }
    },
    staleTime: Infinity,
  });
  // Until the server has said, nothing beyond viewing is offered.
  return { me: me.data, abilities: abilitiesOf(me.data?.permissions ?? ['view']) };
}
