import { useSyncExternalStore } from 'react';

/** Whether the player's event stream is open on this page: while it is, balances are pushed and need no polling. */
let pushed = false;
const listeners = new Set<() => void>();

export function setBalancePushed(live: boolean) {
  if (live === pushed) return;
  pushed = live;
  for (const listener of listeners) listener();
}

export function useBalancePushed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pushed,
  );
}
