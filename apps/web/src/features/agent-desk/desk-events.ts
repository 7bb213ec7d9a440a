import type { QueueEvent } from '@zeya/contract/events';
import { useQueryClient } from '@tanstack/react-query';
import { followEvents } from '@zeya/ui-kit/event-stream';
import { useEffect, useSyncExternalStore } from 'react';
import { DESK } from '@/features/agent-desk/keys';
import { readDeskSession } from '@/features/agent-desk/session';

/** Whether the desk's event stream is open: while it is, the queues load again on its word instead of by the clock. */
let live = false;
const listeners = new Set<() => void>();

function setLive(next: boolean) {
  if (next === live) return;
  live = next;
  for (const listener of listeners) listener();
}

export function useDeskLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => live,
  );
}

/**
 * Follows the desk's own stream (GET /api/agent/events: its agent's queues only) while the desk is open: a request
 * that arrives or is decided makes that queue, its count and the float load again at once.
 */
export function useDeskEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = followEvents(
      '/api/agent/events',
      (): Record<string, string> => {
        const token = readDeskSession()?.token;
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      (name, data) => {
        if (name !== 'queue') return;
        const { kind } = data as QueueEvent;
        void queryClient.invalidateQueries({
          queryKey: [DESK, kind === 'deposit' ? 'deposits' : 'withdrawals'],
        });
        void queryClient.invalidateQueries({ queryKey: [DESK, 'float'] });
      },
      setLive,
    );
    return () => {
      stop();
      setLive(false);
    };
  }, [queryClient]);
}
