import type { ApiError } from '@zeya/ui-kit/http-client';
import { needsOf, requestJson, withQuery, type Envelope, type Query } from '@zeya/ui-kit/http-client';
import { clearSession, readSession, setFactorState } from '@/shared/session';
import { storedLanguage } from '@/shared/i18n/i18n';

export { ApiError, withQuery, type Envelope, type Query } from '@zeya/ui-kit/http-client';

export interface CallInit {
  method?: string;
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

/** Who is calling (the console session's token, or the one given) and in which language. */
export function sessionHeaders(token = readSession()?.token): Record<string, string> {
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'accept-language': storedLanguage() === 'mm' ? 'my' : 'en',
  };
}

/**
 * A call to the API outside the console's own routes, in the operator's language: the public set-up link's, or an
 * agent's second factor with the agent session `token` the set-up page holds (never stored: there is no agent
 * console).
 */
export function siteApi<T>(path: string, init: CallInit & { token?: string } = {}): Promise<Envelope<T>> {
  return requestJson<T>(`/api${withQuery(path, init.query)}`, {
    ...init,
    headers: sessionHeaders(init.token),
  });
}

/**
 * Proves the second factor when the server asks for it (the step-up dialog): resolves once it is proven, rejects
 * with the error the refused call then ends with when the person gives up.
 */
type FactorProver = (refusal: ApiError) => Promise<void>;

let prover: FactorProver | null = null;
/** The proof under way: calls refused meanwhile wait for the same one, so one dialog answers them all. */
let proving: Promise<void> | null = null;

/** Makes `next` the one that answers factor refusals while it is mounted; returns its removal. */
export function answerFactorRefusals(next: FactorProver) {
  prover = next;
  return () => {
    if (prover === next) prover = null;
  };
}

function request<T>(path: string, init: CallInit): Promise<Envelope<T>> {
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

/**
 * Calls the console API (/api/console...) with the console token and the operator's language. A 401 (expired after
 * idle minutes, revoked) ends the session and goes to the sign-in page. Network failures are ApiError status 0.
 *
 * A refusal for want of a recent second factor (a money or staff action after the step-up minutes, a session whose
 * factor is not proven) is answered here, for every action and query alike: the factor prompt opens, and once the
 * factor is proven the refused call is made again, once, so the action completes as if nothing had happened. A
 * session that must enrol a factor first goes back to the sign-in, where enrolling is all it can do.
 */
export async function consoleApi<T>(path: string, init: CallInit = {}): Promise<Envelope<T>> {
  try {
    return await request<T>(path, init);
  } catch (error) {
    const needs = needsOf(error);
    if (needs === 'enrolment') setFactorState('enrol', []);
    if ((needs !== 'step_up' && needs !== 'second_factor') || !prover) throw error;
    proving ??= prover(error as ApiError).finally(() => {
      proving = null;
    });
    await proving;
    return request<T>(path, init);
  }
}

export async function consoleData<T>(path: string, init?: CallInit): Promise<T> {
  return (await consoleApi<T>(path, init)).data;
}
