import { useQuery } from '@tanstack/react-query';
import type { PlayerMoveRow } from '@zeya/contract/agent-network';
import type { FreeRoundGrant, FreeRoundRow, Replay } from '@zeya/contract/gscplus-console';
import type { PlayerDetail, PlayerListRow } from '@zeya/contract/players';
import type { ConsoleProtection } from '@zeya/contract/protection';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';
import { useSearchedList } from '@/shared/ui/searched-list';

/** Every query about one player lives under this key: an action on the player refetches them and their histories. */
export const playerKey = (id: number) => ['player', id];
export const freeRoundsKey = (id: number) => [...playerKey(id), 'free-rounds'];
export const protectionKey = (id: number) => ['player', id, 'protection'];

/** The players, searched, filtered by break and paged through the address. */
export const usePlayerList = () => useSearchedList<PlayerListRow>(['players'], '/players', ['on_break']);

export const usePlayer = (id: number) =>
  useQuery({
    queryKey: playerKey(id),
    queryFn: ({ signal }) => consoleData<PlayerDetail>(`/players/${id}`, { signal }),
  });

export type PlayerHistory = 'ledger' | 'rounds' | 'slips' | 'sessions';

/** The paged list of one of a player's histories (for PagedList). */
export const playerHistoryList = (id: number, history: PlayerHistory) => ({
  path: `/players/${id}/${history}`,
  queryKey: [...playerKey(id), history],
});

export const setPlayerBanned = (run: ConsoleRun, id: number, banned: boolean, reason: string) =>
  run(`/players/${id}/${banned ? 'ban' : 'unban'}`, { body: { reason } });

/**
 * Money created or destroyed through the adjustments account (the amount signed, in kyat): posted at once, or above
 * the staff rule a request a second admin approves (`request_id`).
 */
export const adjustBalance = (
  run: ConsoleRun,
  id: number,
  body: { account: string; amount: string; reason: string },
) => run<{ request_id: number | null }>(`/players/${id}/adjust`, { body });

/** A reset code goes by SMS to the player's own phone: staff never see it, nor choose the new password. */
export const sendResetCode = (run: ConsoleRun, id: number) =>
  run<{ sent_to: string }>(`/players/${id}/send-reset-code`);

/** The phone a reset code goes to changes only when a second person approves it. */
export const changePhone = (run: ConsoleRun, id: number, body: { phone: string; reason: string }) =>
  run<{ request_id: number }>(`/players/${id}/phone`, { body });

/** The aggregator's replay of a round: a link or the provider's HTML. */
export const fetchReplay = (roundId: number) => consoleData<Replay>(`/rounds/${roundId}/replay`);

export const useFreeRounds = (id: number) =>
  useQuery({
    queryKey: freeRoundsKey(id),
    queryFn: ({ signal }) => consoleData<FreeRoundRow[]>(`/players/${id}/free-rounds`, { signal }),
  });

export const grantFreeRounds = (run: ConsoleRun, id: number, body: FreeRoundGrant) =>
  run(`/players/${id}/free-rounds`, { body });

export const cancelFreeRounds = (run: ConsoleRun, bonusCode: string) =>
  run(`/free-rounds/${encodeURIComponent(bonusCode)}/cancel`);

export const usePlayerProtection = (id: number) =>
  useQuery({
    queryKey: protectionKey(id),
    queryFn: ({ signal }) => consoleData<ConsoleProtection>(`/players/${id}/protection`, { signal }),
  });

/** Staff may only tighten a limit, with a reason. */
export const lowerLimit = (
  run: ConsoleRun,
  id: number,
  body: { limit: string; amount: string; reason: string },
) => run(`/players/${id}/protection/limits`, { body });

/** Admins only, and only longer than the break in force. */
export const lengthenBreak = (
  run: ConsoleRun,
  id: number,
  body: { kind: 'timeout' | 'self_exclusion'; length: string; reason: string },
) => run(`/players/${id}/protection/break`, { body });

/** The player's moves between agents, newest first. */
export const usePlayerAgentMoves = (id: number) =>
  useQuery({
    queryKey: [...playerKey(id), 'agent-moves'],
    queryFn: ({ signal }) => consoleData<PlayerMoveRow[]>(`/players/${id}/agent-moves`, { signal }),
  });

/** The active agents a player may be moved to (shared: other forms choose an agent too). */
export { useAgentChoices } from '@/shared/agents/agent-picker';

/** Asks to move the player to another agent (null: the house); a second person approves it (Staff requests). */
export const askPlayerMove = (
  run: ConsoleRun,
  id: number,
  body: { agent_id: number | null; reason: string },
) => run<{ request_id: number }>(`/players/${id}/agent`, { body });
