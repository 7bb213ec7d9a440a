import type { FactorMethod, SecondFactorRow, SecondFactorStatus } from '@zeya/contract/second-factor';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleData, siteApi, type CallInit, type Envelope } from '@/shared/api/client';

/**
 * The second-factor routes of one staff session, as `call(path under /second-factor)`: the console's own session, or
 * the agent session the set-up page holds (the same routes under /api/agent).
 */
export type FactorCall = <T>(path: string, init?: CallInit) => Promise<Envelope<T>>;

export const consoleFactorCall: FactorCall = (path, init) => consoleApi(`/second-factor${path}`, init);

export const agentFactorCall =
  (token: string): FactorCall =>
  (path, init) =>
    siteApi(`/agent/second-factor${path}`, { ...init, token });

/** The console session's own factors: the security page's list, and what the step-up prompt offers. */
export const FACTOR_KEY = ['second-factor'] as const;

export const factorStatusQuery = () =>
  queryOptions({
    queryKey: FACTOR_KEY,
    queryFn: ({ signal }) => consoleData<SecondFactorStatus>('/second-factor', { signal }),
  });

export const useFactorStatus = () => useQuery(factorStatusQuery());

/** How the person can prove it is them, as the sign-in reply names it: their kinds of factor, and recovery codes. */
export const methodsOf = (status: SecondFactorStatus): FactorMethod[] => [
  ...new Set(status.factors.map((factor) => factor.kind)),
  ...(status.recovery_codes_left > 0 ? (['recovery'] as const) : []),
];

/** What the person can prove it is them with once `enrolled` is added to `methods`. */
export const methodsWith = (methods: FactorMethod[], enrolled: Enrolled): FactorMethod[] => [
  ...new Set([...methods, enrolled.factor.kind, ...(enrolled.recovery_codes ? (['recovery'] as const) : [])]),
];

export interface Enrolled {
  factor: SecondFactorRow;
  /** Made at the first enrolment and shown this once; null for a later factor. */
  recovery_codes: string[] | null;
}

const post = { method: 'POST' } as const;

export type FactorAnswer =
  { method: 'totp' | 'recovery'; code: string } | { method: 'passkey'; response: AuthenticationResponseJSON };

export const verifyFactor = (call: FactorCall, body: FactorAnswer) =>
  call<{ checked_at: string }>('/verify', { ...post, body });

export const passkeyRequestOptions = (call: FactorCall) =>
  call<PublicKeyCredentialRequestOptionsJSON>('/passkey/options', post);

export const passkeyCreationOptions = (call: FactorCall) =>
  call<PublicKeyCredentialCreationOptionsJSON>('/passkey/register-options', post);

export const registerPasskey = (
  call: FactorCall,
  body: { response: RegistrationResponseJSON; label: string },
) => call<Enrolled>('/passkey/register', { ...post, body });

export const startTotp = (call: FactorCall, label: string) =>
  call<{ secret: string; otpauth_url: string; qr_svg: string }>('/totp/start', { ...post, body: { label } });

export const confirmTotp = (call: FactorCall, code: string) =>
  call<Enrolled>('/totp/confirm', { ...post, body: { code } });
