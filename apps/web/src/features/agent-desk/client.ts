import type { ApiError } from '@zeya/ui-kit/http-client';
import { needsOf, requestJson, withQuery, type Envelope, type Query } from '@zeya/ui-kit/http-client';
import { storedLanguage } from '@/shared/i18n/define-messages';
import { clearDeskSession, readDeskSession, setDeskFactor } from '@/features/agent-desk/session';

export { ApiError, needsOf, withQuery, type Envelope, type Query } from '@zeya/ui-kit/http-client';

export interface DeskCall {
  method?: string;
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The server speaks Burmese as `my`; the app keeps it as `mm`, as the spec's client does. */
const acceptLanguage = () => (storedLanguage() === 'mm' ? 'my' : storedLanguage());

/** One call of the desk's session (token and language); a 401 ends the desk session and shows its sign-in. */
function request<T>(
  path: string,
  init: DeskCall,
  token: string | null = readDeskSession()?.token ?? null,
): Promise<Envelope<T>> {
  return requestJson<T>(`/api${withQuery(path, init.query)}`, {
    method: init.method,
    body: init.body,
    signal: init.signal,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-language': acceptLanguage(),
      ...init.headers,
    },
    onUnauthorized: () => {
      if (!readDeskSession()) return;
      clearDeskSession();
    },
  });
}

/** Proves the factor again when the server asks; rejects with the error the refused call then ends with. */
type FactorProver = (refusal: ApiError) => Promise<void>;
let prover: FactorProver | null = null;
/** The proof under way: calls refused meanwhile wait for the same one, so one prompt answers them all. */
let proving: Promise<void> | null = null;

/** Makes `next` the one that answers factor refusals while it is mounted; returns its removal. */
export function answerFactorRefusals(next: FactorProver) {
  prover = next;
  return () => {
    if (prover === next) prover = null;
  };
}

/**
 * Calls the API as the desk's signed-in person. A money action refused for want of a recent second factor opens the
 * step-up prompt; once the factor is proven the call is made again, once, as if nothing had happened. A session that
 * must still enrol or prove its factor goes back to that step.
 */
export async function deskApi<T>(path: string, init: DeskCall = {}): Promise<Envelope<T>> {
  try {
    return await request<T>(path, init);
  } catch (error) {
    const needs = needsOf(error);
    if (needs === 'enrolment') setDeskFactor('enrol');
    if (needs === 'second_factor' && !prover) setDeskFactor('verify');
    if ((needs !== 'step_up' && needs !== 'second_factor') || !prover) throw error;
    proving ??= prover(error as ApiError).finally(() => {
      proving = null;
    });
    await proving;
    return request<T>(path, init);
  }
}

export async function deskData<T>(path: string, init?: DeskCall): Promise<T> {
  return (await deskApi<T>(path, init)).data;
}

/** A sign-in, before any session exists. */
export function publicCall<T>(path: string, init: DeskCall): Promise<Envelope<T>> {
  return request<T>(path, init, null);
}

/** A money decision sent twice (a double tap, a retry after a dropped reply) is done once. */
export const idempotent = () => ({ 'idempotency-key': crypto.randomUUID() });
