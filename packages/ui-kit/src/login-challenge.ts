import type { LoginChallenge } from '@zeya/contract/auth';
import { ApiError } from './http-client';

/** Whether a refused sign-in asks this device to solve a challenge first (an account under attack). */
export function needsLoginChallenge(error: unknown): boolean {
  return error instanceof ApiError && (error.body as { needs?: unknown } | null)?.needs === 'login_challenge';
}

/**
 * Solves a challenge of GET /api/login-challenge: the ALTCHA payload (base64) a sign-in sends as `altcha`. The
 * library and its WebCrypto PBKDF2 load only now, so the first screen never carries them; the work runs in the
 * browser's native crypto, awaited step by step, so the page stays responsive without a worker.
 */
export async function solveLoginChallenge(challenge: LoginChallenge): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey });
  return solution && btoa(JSON.stringify({ challenge, solution }));
}

/**
 * A sign-in that answers the server's request for a device check: `attempt` is tried as it is; when the reply asks
 * for a challenge, one is fetched and solved (while `onChecking(true)`) and `attempt` tried once more with it. A
 * second refusal is the caller's to show, so a server that keeps asking never loops.
 */
export async function signInWithChallenge<T>(
  attempt: (altcha?: string) => Promise<T>,
  fetchChallenge: () => Promise<LoginChallenge>,
  onChecking: (checking: boolean) => void = () => undefined,
): Promise<T> {
  let refusal: unknown;
  try {
    return await attempt();
  } catch (error) {
    if (!needsLoginChallenge(error)) throw error;
    refusal = error;
  }
  onChecking(true);
  let altcha: string | null;
  try {
    altcha = await solveLoginChallenge(await fetchChallenge());
  } finally {
    onChecking(false);
  }
  // Not solved in time (the library gives up after 90 s): the server's own words say what to do.
  if (!altcha) throw refusal;
  return attempt(altcha);
}
