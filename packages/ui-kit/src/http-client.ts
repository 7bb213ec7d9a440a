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

/** The reply envelope of every API answer (spec "Conventions"). */
export interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

export interface JsonRequest {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Who is calling and in which language: each app's session. */
  headers: Record<string, string>;
  /** Called on a 401 before the error is thrown: each app ends its session its own way. */
  onUnauthorized?: () => void;
}

/**
 * One call to our API, as both front ends make it: JSON (a FormData body goes as multipart/form-data, the browser
 * sets its boundary), the envelope back, a failure as ApiError (status 0 when the network failed; an abort is
 * rethrown as it is).
 */
export async function requestJson<T>(url: string, init: JsonRequest): Promise<Envelope<T>> {
  const multipart = init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      signal: init.signal,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
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
  if (response.status === 401) init.onUnauthorized?.();
  if (!response.ok) throw new ApiError(response.status, body?.message ?? '', body?.errors ?? {}, body);
  return body as Envelope<T>;
}

/** A query string's values; empty ones are left out of the address. */
export type Query = Record<string, string | number | undefined | null>;

/** `path` with the query's non-empty values. */
export function withQuery(path: string, query: Query = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** What a refusal says its caller must do first (the server's AuthorityRefusal `needs`), if anything. */
export function needsOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  const needs = (error.body as { needs?: unknown } | null)?.needs;
  return typeof needs === 'string' ? needs : undefined;
}
