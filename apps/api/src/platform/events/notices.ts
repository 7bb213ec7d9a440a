import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What happened that connected clients should hear of, as the code that made it happen says so: a player's balance
 * moved, a request was decided, a 2D number came in. Notices are collected while a request (or a background task)
 * runs and published when it has finished, so a client that hears one reads what has been committed.
 */
export type Notice =
  | { t: 'balance'; u: number }
  | {
      t: 'request';
      u: number;
      kind: 'deposit' | 'withdrawal';
      id: number;
      status: 'approved' | 'rejected';
      /** Pya, and the operator's reason: what the player's toast says. */
      amount: number;
      reason: string | null;
    }
  /** `agent`: whose queue (null the house's); absent when every queue may have changed (the bus listens again). */
  | { t: 'queue'; kind: 'deposit' | 'withdrawal'; arrived: boolean; agent?: number | null }
  | { t: 'twod' };

const collected = new AsyncLocalStorage<Notice[]>();

/** Records a notice for the running request or task; outside one (a script), nobody is listening and it goes. */
export function notice(event: Notice) {
  collected.getStore()?.push(event);
}

/** A player's balance moved. */
export const noticeBalance = (userId: number) => notice({ t: 'balance', u: userId });

/** Runs `work` collecting its notices, and hands them to `publish` once it has finished, failed or not. */
export async function withNotices<T>(
  publish: (events: Notice[]) => void,
  work: () => Promise<T>,
): Promise<T> {
  const events: Notice[] = [];
  try {
    return await collected.run(events, work);
  } finally {
    if (events.length > 0) publish(events);
  }
}

/** Runs `next` (the rest of a request's handling) collecting into `events`. */
export function collectInto(events: Notice[], next: () => void) {
  collected.run(events, next);
}
