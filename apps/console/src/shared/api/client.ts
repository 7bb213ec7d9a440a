import { clearSession, readSession } from '@/shared/session';
import { storedLanguage } from '@/shared/i18n/i18n';

/** A reply that was not a success: its status, the server's message and its per-field errors (422). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

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
export async function consoleApi<T>(
  path: string,
  init: { method?: string; body?: unknown; query?: Query; signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  const multipart = init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api/console${withQuery(path, init.query)}`, {
      method: init.method ?? 'GET',
      signal: init.signal,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
        ...sessionHeaders(),
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
  if (response.status === 401 && readSession() && path !== '/login') {
    clearSession();
    window.location.assign('/console/login');
  }
  if (!response.ok) throw new ApiError(response.status, body?.message ?? '', body?.errors ?? {});
  return body as Envelope<T>;
}

export async function consoleData<T>(path: string, init?: Parameters<typeof consoleApi>[1]): Promise<T> {
  return (await consoleApi<T>(path, init)).data;
}
