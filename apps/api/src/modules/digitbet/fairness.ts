import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The provably fair draw. HMAC-SHA256 keyed with the server seed (its hex text) over "client seed:nonce"; bytes of
 * 250 and above are skipped so that the first accepted byte, mod 10, is uniform over 0-9 (no modulo bias). If all 32
 * bytes were skipped (odds about 1 in 10^70) the message gets ":1", ":2"... appended.
 */
export function rollDigit(serverSeed: string, clientSeed: string, nonce: number): number {
  for (let extra = 0; ; extra += 1) {
    const message = extra === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${extra}`;
    for (const byte of createHmac('sha256', serverSeed).update(message).digest()) {
      if (byte < 250) return byte % 10;
    }
  }
}

export function hashSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}
