/**
 * What the server pushes on a player's event stream (GET /api/events, server-sent events) and on the console's
 * (GET /api/console/events): each message is `event: <name>` with a JSON `data` line. Zod-free: browsers import it.
 */
export const PLAYER_EVENTS = ['balance', 'request', 'twod'] as const;
export type PlayerEventName = (typeof PLAYER_EVENTS)[number];

/** `balance`: the player's balances in kyat after any move of their money. */
export interface BalanceEvent {
  balance: number;
  main_balance: number;
}

/** `request`: a deposit or withdrawal of the player was decided; its amount in kyat, the operator's reason if any. */
export interface RequestEvent {
  kind: 'deposit' | 'withdrawal';
  id: number;
  status: 'approved' | 'rejected';
  amount: number;
  reason: string | null;
}

/** Console `queue`: a deposit or withdrawal request arrived or was decided; `arrived` when it is a new one. */
export interface QueueEvent {
  kind: 'deposit' | 'withdrawal';
  arrived: boolean;
}

/** Sent every so often on an idle stream so proxies keep it open and the client knows it is alive. */
export const EVENT_HEARTBEAT_MS = 25_000;
