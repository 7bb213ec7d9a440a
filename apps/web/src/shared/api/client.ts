import { requestJson, type Envelope } from '@zeya/ui-kit/http-client';
import { clearSession, readToken, reloadHome } from '@/shared/session';

export { ApiError, type Envelope } from '@zeya/ui-kit/http-client';

function language(): string {
  return localStorage.getItem('lan') ?? 'en';
}

/**
 * Calls the API as the spec's client does: JSON, the bearer token (sent even when absent), the player's language.
 * Any 401 signs the player out and reloads the app on the home list, or on `signedOutTo` for the screens the spec
 * sends to the login instead. Network failures throw ApiError with status 0.
 */
export function api<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    signedOutTo?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Envelope<T>> {
  return requestJson<T>(`/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${readToken()}`, 'accept-language': language(), ...init.headers },
    onUnauthorized: () => {
      if (!readToken()) return;
      clearSession();
      reloadHome(init.signedOutTo);
    },
  });
}

/** The `data` of a successful reply. */
export async function apiData<T>(path: string, init?: Parameters<typeof api>[1]): Promise<T> {
  return (await api<T>(path, init)).data;
}
