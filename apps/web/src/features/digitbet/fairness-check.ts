/**
 * The fairness check, done in the player's own browser with WebCrypto: nothing here asks the server whether a seed
 * is fair. It repeats the server's draw (apps/api/src/modules/digitbet/fairness.ts) byte for byte, so a seed the
 * server revealed either reproduces every roll it decided or the check says which one it did not.
 */

const utf8 = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the seed's text, as hex: what the server committed to before the seed's rounds were played. */
export async function hashOfSeed(serverSeed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', utf8.encode(serverSeed)));
}

/**
 * The digit a server seed, client seed and nonce roll: HMAC-SHA256 keyed with the server seed's text over
 * "client seed:nonce"; bytes of 250 and above are skipped (so each digit is equally likely) and the first byte kept,
 * mod 10, is the digit. All 32 bytes skipped (about 1 in 10^70): ":1", ":2"... is appended, as on the server.
 */
export async function rollOf(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const key = await crypto.subtle.importKey(
    'raw',
    utf8.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  for (let extra = 0; ; extra += 1) {
    const message = extra === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${extra}`;
    const bytes = new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8.encode(message)));
    const kept = bytes.find((byte) => byte < 250);
    if (kept !== undefined) return kept % 10;
  }
}

/** A roll as the history showed it. */
export interface ShownRoll {
  nonce: number;
  rolledNumber: number;
}

export interface RollCheck extends ShownRoll {
  /** The digit this browser computed from the revealed seed. */
  computed: number;
  ok: boolean;
}

export interface SeedCheck {
  /** The revealed seed's SHA-256, computed here. */
  hash: string;
  /** Whether that hash is the commitment the player was shown before playing. */
  hashOk: boolean;
  rolls: RollCheck[];
  ok: boolean;
}

/**
 * Checks a revealed server seed: its hash against the commitment shown before its rounds, and each shown roll against
 * the digit recomputed from server seed + client seed + nonce.
 */
export async function checkSeed(
  seed: { serverSeed: string; commitment: string; clientSeed: string },
  shown: readonly ShownRoll[],
): Promise<SeedCheck> {
  const hash = await hashOfSeed(seed.serverSeed);
  const rolls = await Promise.all(
    shown.map(async (roll) => {
      const computed = await rollOf(seed.serverSeed, seed.clientSeed, roll.nonce);
      return { ...roll, computed, ok: computed === roll.rolledNumber };
    }),
  );
  const hashOk = hash === seed.commitment.toLowerCase();
  return { hash, hashOk, rolls, ok: hashOk && rolls.every((roll) => roll.ok) };
}

/** A fresh client seed chosen by the browser (16 hex digits, like the server's own), so the player types nothing. */
export function randomClientSeed(): string {
  return hex(crypto.getRandomValues(new Uint8Array(8)).buffer);
}
