import type { UserProfile } from '@zeya/contract/auth';

const TOKEN = 'token';
const PROFILE = 'userProfile';

/** The stored token; the texts 'null' and 'undefined' (left by older clients) count as none. */
export function readToken(): string | null {
  const token = localStorage.getItem(TOKEN);
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

export function readProfile(): UserProfile | null {
  try {
    return JSON.parse(localStorage.getItem(PROFILE) ?? 'null') as UserProfile | null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: UserProfile) {
  localStorage.setItem(TOKEN, token);
  localStorage.setItem(PROFILE, JSON.stringify(user));
}

export function saveProfile(user: UserProfile) {
  localStorage.setItem(PROFILE, JSON.stringify(user));
}

export function clearSession() {
  localStorage.removeItem(TOKEN);
  localStorage.removeItem(PROFILE);
}

/** After sign-in, sign-up, sign-out or a 401: the spec reloads the app on the home list (or on `path`). */
export function reloadHome(path = '/?type=all') {
  window.location.assign(path);
}
