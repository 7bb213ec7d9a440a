import type { FactorMethod, SecondFactorRow } from '@zeya/contract/second-factor';
import type { LoginChallenge } from '@zeya/contract/auth';
import { signInWithChallenge } from '@zeya/ui-kit/login-challenge';
import { deskApi, publicCall } from '@/features/agent-desk/client';
import { saveDeskSession, setDeskFactor, type FactorState } from '@/features/agent-desk/session';

interface DeskSignIn {
  token: string;
  second_factor: 'verify' | 'enrol' | 'none';
  methods: FactorMethod[];
}

/**
 * The desk's sign-in (POST /api/agent/login, where agents sign in on the player side of the API): the session is
 * kept as the desk's, with what its second factor still asks. An account under attack is asked to solve the server's
 * device check first (`onChecking` says while), as the player's sign-in does.
 */
export async function signInToDesk(
  form: { user_name: string; password: string },
  onChecking?: (checking: boolean) => void,
) {
  const { data } = await signInWithChallenge(
    (altcha) =>
      publicCall<DeskSignIn>('/agent/login', { method: 'POST', body: altcha ? { ...form, altcha } : form }),
    async () => (await publicCall<LoginChallenge>('/login-challenge', {})).data,
    onChecking,
  );
  const factor: FactorState = data.second_factor === 'none' ? 'none' : data.second_factor;
  saveDeskSession({ token: data.token, user_name: form.user_name.trim(), factor, methods: data.methods });
}

const post = { method: 'POST' } as const;

/** The authenticator's code or a recovery code; the session's factor is proven from then on. */
export async function proveFactor(method: 'totp' | 'recovery', code: string) {
  await deskApi<{ checked_at: string }>('/agent/second-factor/verify', { ...post, body: { method, code } });
}

export async function startAuthenticator(label: string) {
  return (
    await deskApi<{ secret: string; otpauth_url: string; qr_svg: string }>(
      '/agent/second-factor/totp/start',
      {
        ...post,
        body: { label },
      },
    )
  ).data;
}

export interface Enrolled {
  factor: SecondFactorRow;
  /** Made at the first enrolment and shown this once; null for a later factor. */
  recovery_codes: string[] | null;
}

/** The first code from the newly added app: it is enrolled, and counts as proven for this session. */
export async function confirmAuthenticator(code: string) {
  const { data } = await deskApi<Enrolled>('/agent/second-factor/totp/confirm', { ...post, body: { code } });
  return data;
}

export function factorProven(methods?: FactorMethod[]) {
  setDeskFactor('proven', methods);
}
