/** The console's own session: a console-scope token (player tokens do not open the console API) and who holds it. */
export interface ConsoleUser {
  id: number;
  user_name: string;
  name: string;
  role: 'operator' | 'admin';
}

const KEY = 'zeya.console.session';

export function readSession(): { token: string; user: ConsoleUser } | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as { token: string; user: ConsoleUser } | null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: ConsoleUser) {
  localStorage.setItem(KEY, JSON.stringify({ token, user }));
}

export function clearSession() {
  localStorage.removeItem(KEY);
}

export const isAdmin = () => readSession()?.user.role === 'admin';
