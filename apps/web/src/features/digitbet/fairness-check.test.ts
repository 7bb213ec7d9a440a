import { describe, expect, it } from 'vitest';
// The server's own draw: the browser's check must agree with it, or it would call fair rolls unfair (and the reverse).
import { hashSeed, rollDigit } from '../../../../api/src/modules/digitbet/fairness';
import { checkSeed, hashOfSeed, randomClientSeed, rollOf } from '@/features/digitbet/fairness-check';

const SERVER_SEED = '3f9a'.repeat(16);
const CLIENT_SEED = 'lucky-ကံကောင်း';
const NONCES = Array.from({ length: 40 }, (_, nonce) => nonce);
const shownBy = (serverSeed: string) =>
  NONCES.map((nonce) => ({ nonce, rolledNumber: rollDigit(serverSeed, CLIENT_SEED, nonce) }));

describe('the fairness check in the browser', () => {
  it('computes the same hash and the same digits as the server', async () => {
    expect(await hashOfSeed(SERVER_SEED)).toBe(hashSeed(SERVER_SEED));
    const digits = await Promise.all(NONCES.map((nonce) => rollOf(SERVER_SEED, CLIENT_SEED, nonce)));
    expect(digits).toEqual(shownBy(SERVER_SEED).map((roll) => roll.rolledNumber));
    // Forty rolls that all came out the same would not test the byte handling.
    expect(new Set(digits).size).toBeGreaterThan(5);
  });

  it('gives ✓ for a revealed seed that matches its commitment and every roll', async () => {
    const check = await checkSeed(
      { serverSeed: SERVER_SEED, commitment: hashSeed(SERVER_SEED), clientSeed: CLIENT_SEED },
      shownBy(SERVER_SEED),
    );
    expect(check.ok).toBe(true);
    expect(check.hashOk).toBe(true);
    expect(check.rolls.every((roll) => roll.ok)).toBe(true);
  });

  it('gives ✗ when the revealed seed is not the one committed to, even if it explains the rolls', async () => {
    const tampered = `${SERVER_SEED.slice(0, -1)}0`;
    const check = await checkSeed(
      { serverSeed: tampered, commitment: hashSeed(SERVER_SEED), clientSeed: CLIENT_SEED },
      shownBy(tampered),
    );
    expect(check.hashOk).toBe(false);
    expect(check.hash).toBe(hashSeed(tampered));
    expect(check.ok).toBe(false);
  });

  it('gives ✗ and names the roll when a shown digit does not follow from the seeds', async () => {
    const shown = shownBy(SERVER_SEED);
    shown[7] = { nonce: 7, rolledNumber: (shown[7]!.rolledNumber + 1) % 10 };
    const check = await checkSeed(
      { serverSeed: SERVER_SEED, commitment: hashSeed(SERVER_SEED), clientSeed: CLIENT_SEED },
      shown,
    );
    expect(check.hashOk).toBe(true);
    expect(check.ok).toBe(false);
    expect(check.rolls.filter((roll) => !roll.ok)).toEqual([
      {
        nonce: 7,
        rolledNumber: shown[7]!.rolledNumber,
        computed: rollDigit(SERVER_SEED, CLIENT_SEED, 7),
        ok: false,
      },
    ]);
  });

  it('makes a new random client seed each time', () => {
    const seeds = new Set(Array.from({ length: 20 }, randomClientSeed));
    expect(seeds.size).toBe(20);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{16}$/);
  });
});
