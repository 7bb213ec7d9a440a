import { clearSession, readToken, reloadHome } from '@/shared/session';

/** A reply that was not a success: its status, the server's message, its per-field errors (422) and whole body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

function language(): string {
  return localStorage.getItem('lan') ?? 'en';
}

/**
 * Calls the API as the spec's client does: JSON, the bearer token (sent even when absent), the player's language.
 * A FormData body goes as multipart/form-data (the browser sets its boundary).
 * Any 401 signs the player out and reloads the app on the home list, or on `signedOutTo` for the screens the spec
 * sends to the login instead. Network failures throw ApiError with status 0.
 */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    signedOutTo?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const multipart = init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      signal: init.signal,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${readToken()}`,
        'accept-language': language(),
        ...init.headers,
      },
      body:
        init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network');
  }
  const body = (await response.json().catch(() => null)) as
    (Envelope<T> & { errors?: Record<string, string[]> }) | null;
  if (response.status === 401 && readToken()) {
    clearSession();
    reloadHome(init.signedOutTo);
  }
  if (!response.ok) throw new ApiError(response.status, body?.message ?? '', body?.errors ?? {}, body);
  return body as Envelope<T>;
}

/** The `data` of a successful reply. */
export async function apiData<T>(path: string, init?: Parameters<typeof api>[1]): Promise<T> {
  return (await api<T>(path, init)).data;
}
