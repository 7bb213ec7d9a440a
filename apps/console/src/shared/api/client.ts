import { requestJson, type Envelope } from '@zeya/ui-kit/http-client';
import { clearSession, readSession } from '@/shared/session';
import { storedLanguage } from '@/shared/i18n/i18n';

export { ApiError, type Envelope } from '@zeya/ui-kit/http-client';

export type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query: Query = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Who is calling and in which language, on every console request. */
export function sessionHeaders(): Record<string, string> {
  const session = readSession();
  return {
    ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    'accept-language': storedLanguage() === 'mm' ? 'my' : 'en',
  };
}

/**
 * Calls the console API (/api/console...) with the console token and the operator's language. A 401 (expired after
 * idle minutes, revoked) ends the session and goes to the sign-in page. Network failures are ApiError status 0.
 */
export function consoleApi<T>(
  path: string,
  init: { method?: string; body?: unknown; query?: Query; signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  return requestJson<T>(`/api/console${withQuery(path, init.query)}`, {
    ...init,
    headers: sessionHeaders(),
    onUnauthorized: () => {
      if (!readSession() || path === '/login') return;
      clearSession();
      window.location.assign('/console/login');
    },
  });
}

export async function consoleData<T>(path: string, init?: Parameters<typeof consoleApi>[1]): Promise<T> {
  return (await consoleApi<T>(path, init)).data;
}
