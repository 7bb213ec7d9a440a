import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A software passkey for tests: an ES256 key pair that answers WebAuthn ceremonies as a browser and authenticator
 * would (attestation 'none', user present and verified), signing whatever origin it is told it runs at.
 */

/** The little of CBOR (RFC 8949) an attestation object and a COSE key use: integers, strings, bytes, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = [...value].flatMap(([key, inner]) => [cbor(key), cbor(inner)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

/** User present, user verified, attested credential data included. */
const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 };

export interface SoftPasskey {
  credentialId: string;
  /** A registration response (RegistrationResponseJSON) to creation options' challenge. */
  register(challenge: string, origin?: string): Record<string, unknown>;
  /** An assertion (AuthenticationResponseJSON) to request options' challenge; the counter goes up each time. */
  assert(challenge: string, origin?: string): Record<string, unknown>;
}

/** A new passkey bound to `rpId`, answering as a page at `origin` unless a ceremony names another. */
export function softPasskey(rpId: string, origin: string): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;

  const authenticatorData = (flags: number, attested?: Buffer) => {
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), signCount, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, at: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    register(challenge, at = origin) {
      // COSE_Key of an EC2 P-256 key for ES256: kty 2, alg -7, crv 1, x, y.
      const coseKey = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(FLAGS.UP | FLAGS.UV | FLAGS.AT, attested)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge, at)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(challenge, at = origin) {
      counter += 1;
      const data = authenticatorData(FLAGS.UP | FLAGS.UV);
      const client = clientData('webauthn.get', challenge, at);
      // ECDSA over authenticatorData || SHA-256(clientDataJSON), DER-encoded as WebAuthn's ES256 wants.
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
