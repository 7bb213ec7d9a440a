import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import type { PasskeyAssertion, PasskeyRegistration } from '@zeya/contract/second-factor';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/errors';

/** Where passkeys are bound: the site's host name (rpID) and the origin a browser signs in its client data. */
export interface RelyingParty {
  id: string;
  origin: string;
}

const urlOf = (text: string) => (URL.canParse(text) ? new URL(text) : null);

/**
 * The relying party of a request: the public site when PUBLIC_URL says where it is; else (development) the address
 * the request came to, which a browser's Origin header must name, so a page elsewhere cannot ask for a ceremony.
 */
export function relyingParty(publicSite: URL | null, request: FastifyRequest): RelyingParty {
  if (publicSite) return { id: publicSite.hostname, origin: publicSite.origin };
  const own = urlOf(`${request.protocol}://${request.host}`);
  const origin = request.headers.origin;
  const named = origin === undefined ? own : urlOf(origin);
  if (!own || !named || named.host !== own.host) throw new HttpError(403, 'passkey_wrong_site');
  return { id: own.hostname, origin: named.origin };
}

/** A stored passkey: its credential id and COSE public key (base64url), counter and transports. */
export interface StoredPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[] | null;
}

const TRANSPORTS: readonly AuthenticatorTransportFuture[] = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
];
/** The transports WebAuthn knows, of those a browser listed (a newer browser may name more). */
const knownTransports = (listed: readonly string[] | null | undefined) =>
  (listed ?? []).filter((name): name is AuthenticatorTransportFuture =>
    TRANSPORTS.includes(name as AuthenticatorTransportFuture),
  );

const descriptorOf = (passkey: StoredPasskey) => ({
  id: passkey.credentialId,
  transports: knownTransports(passkey.transports),
});

const RP_NAME = 'Zeya';

export function registrationOptions(
  rp: RelyingParty,
  user: { id: number; userName: string; name: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    // The same handle every time, so an authenticator keeps one passkey per person and site; no name in it.
    userID: new TextEncoder().encode(`zeya:${user.id}`),
    userName: user.userName,
    userDisplayName: user.name,
    attestationType: 'none',
    excludeCredentials: existing.map(descriptorOf),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new passkey a registration response proves, or null when it proves nothing (wrong site, challenge...). */
export async function verifiedRegistration(
  rp: RelyingParty,
  challenge: string,
  response: PasskeyRegistration,
): Promise<StoredPasskey | null> {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: {
        ...response,
        response: { ...response.response, transports: knownTransports(response.response.transports) },
        clientExtensionResults: {},
      },
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? null,
    };
  } catch {
    // Whatever is wrong with a response (its encoding, signature, origin), the answer is the same refusal.
    return null;
  }
}

export function authenticationOptions(rp: RelyingParty, passkeys: StoredPasskey[]) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map(descriptorOf),
    userVerification: 'preferred',
  });
}

/** The passkey's new counter when the assertion proves it, else null. */
export async function verifiedAssertion(
  rp: RelyingParty,
  challenge: string,
  passkey: StoredPasskey,
  response: PasskeyAssertion,
): Promise<number | null> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: knownTransports(passkey.transports),
      },
      requireUserVerification: false,
    });
    return verified ? authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
