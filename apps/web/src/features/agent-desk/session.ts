import type { FactorMethod } from '@zeya/contract/second-factor';
import { useSyncExternalStore } from 'react';

/**
 * The desk's own session, kept apart from the player's (`token`): an agent's or its staff's token opens none of the
 * player's routes, so the player frame keeps showing a visitor while the desk is signed in, and signing out of one
 * never ends the other.
 */
const KEY = 'agentDesk';

export type FactorState = 'verify' | 'enrol' | 'none' | 'proven';

export interface DeskSession {
  token: string;
  user_name: string;
  /** What the second factor still asks of this session (`proven` once it has been shown). */
  factor: FactorState;
  methods: FactorMethod[];
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: DeskSession | null } = { raw: null, session: null };

export function readDeskSession(): DeskSession | null {
  const raw = localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.session;
  let session: DeskSession | null = null;
  try {
    session = JSON.parse(raw ?? 'null') as DeskSession | null;
  } catch {
    session = null;
  }
  cached = { raw, session: session?.token ? session : null };
  return cached.session;
}

function changed() {
  for (const listener of listeners) listener();
}

export function saveDeskSession(session: DeskSession) {
  localStorage.setItem(KEY, JSON.stringify(session));
  changed();
}

export function setDeskFactor(factor: FactorState, methods?: FactorMethod[]) {
  const session = readDeskSession();
  if (session) saveDeskSession({ ...session, factor, methods: methods ?? session.methods });
}

export function clearDeskSession() {
  localStorage.removeItem(KEY);
  changed();
}

/** The desk session as it is now; screens change with it (sign-in, a factor proven, sign-out). */
export function useDeskSession(): DeskSession | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readDeskSession);
}
