import type { FactorMethod } from '@zeya/contract/second-factor';
import { useSyncExternalStore } from 'react';

/** The console's own session: a console-scope token (player tokens do not open the console API) and who holds it. */
export interface ConsoleUser {
  id: number;
  user_name: string;
  name: string;
  role: 'operator' | 'admin';
}

/**
 * Where a session stands with its second factor: it must still `verify` it or `enrol` one before the console opens
 * (the server opens nothing else until then), or `none` is left to do. `methods` are what the person can prove it is
 * them with; none at all means they have no factor yet (it is optional for them, or they could not have come in).
 */
export interface FactorState {
  second_factor: 'verify' | 'enrol' | 'none';
  methods: FactorMethod[];
}

export interface ConsoleSession extends FactorState {
  token: string;
  user: ConsoleUser;
}

const KEY = 'zeya.console.session';
const NOTHING_TO_DO: FactorState = { second_factor: 'none', methods: [] };

/** The stored text and what it says, kept so that every read between two changes is the same object. */
let last: { text: string | null; session: ConsoleSession | null } = { text: null, session: null };
const listeners = new Set<() => void>();

function parse(text: string | null): ConsoleSession | null {
  try {
    const stored = JSON.parse(text ?? 'null') as Partial<ConsoleSession> | null;
    if (!stored?.token || !stored.user) return null;
    // A session kept before second factors existed had none to prove.
    return { ...NOTHING_TO_DO, ...stored } as ConsoleSession;
  } catch {
    return null;
  }
}

export function readSession(): ConsoleSession | null {
  const text = localStorage.getItem(KEY);
  if (text !== last.text) last = { text, session: parse(text) };
  return last.session;
}

function write(session: ConsoleSession | null) {
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function saveSession(token: string, user: ConsoleUser, factor: FactorState = NOTHING_TO_DO) {
  write({ token, user, ...factor });
}

/** The session's factor proven or enrolled (`none` left to do), or found to need enrolment. */
export function setFactorState(secondFactor: FactorState['second_factor'], methods?: FactorMethod[]) {
  const session = readSession();
  if (session) write({ ...session, second_factor: secondFactor, methods: methods ?? session.methods });
}

export function clearSession() {
  write(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The session as a screen shows it: the screen renders again when it is saved, changes its factor state or ends. */
export function useSession(): ConsoleSession | null {
  return useSyncExternalStore(subscribe, readSession);
}

export const isAdmin = () => readSession()?.user.role === 'admin';
