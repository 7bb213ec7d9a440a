import { createHmac, randomBytes } from 'node:crypto';
import { loginChallenge, type LoginChallenge } from '@zeya/contract/auth';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { queryRows, type Database } from '../../db/client';
import { serverSecrets, spentLoginChallenges } from '../../db/schema';
import { HttpError } from '../http/errors';

/**
 * PBKDF2 (ALTCHA's proof of work v2): the browser's WebCrypto runs it natively, so a phone pays about what an
 * attacker's own native code pays per try, unlike a plain hash whose browser cost is mostly call overhead.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
/** Rounds per try: with LOGIN_CHALLENGE_WORK tries at most, a few hundred milliseconds on a phone. */
const ROUNDS_PER_TRY = 1_000;
/** Long enough for a slow phone to solve it and send the sign-in; spent ones are kept this long. */
const CHALLENGE_MINUTES = 10;

interface SignInKeys {
  challenge: string;
  derivedKey: string;
  device: Buffer;
}

const keysOf = new WeakMap<Database, Promise<SignInKeys>>();

async function loadKeys(deps: AppDeps): Promise<SignInKeys> {
  await deps.db
    .insert(serverSecrets)
    .values({ name: 'sign-in', secret: randomBytes(32).toString('base64'), createdAt: deps.clock.now() })
    .onConflictDoNothing();
  const [row] = await deps.db
    .select({ secret: serverSecrets.secret })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'sign-in'));
  const root = Buffer.from(row!.secret, 'base64');
  // One secret, a key per use: a challenge's signature can never pass for a device cookie's, or the reverse.
  const key = (use: string) => createHmac('sha256', root).update(use).digest();
  return {
    challenge: key('challenge').toString('hex'),
    derivedKey: key('challenge-key').toString('hex'),
    device: key('device'),
  };
}

/** The keys that sign challenges and device cookies, read (or made) once per process. */
export function signInKeys(deps: AppDeps): Promise<SignInKeys> {
  let keys = keysOf.get(deps.db);
  if (!keys) {
    keys = loadKeys(deps);
    keysOf.set(deps.db, keys);
    // A database that was down at the first sign-in is asked again at the next.
    keys.catch(() => keysOf.delete(deps.db));
  }
  return keys;
}

/**
 * A new challenge: its answer is a counter the server picked among LOGIN_CHALLENGE_WORK / 2 to LOGIN_CHALLENGE_WORK,
 * so the owner's phone never needs more than that many tries (no unlucky minute-long solve), and checking an answer
 * is one HMAC. Its expiry is the application clock's, kept in the signed data.
 */
export async function newLoginChallenge(deps: AppDeps): Promise<LoginChallenge> {
  const keys = await signInKeys(deps);
  const work = deps.config.LOGIN_CHALLENGE_WORK;
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + CHALLENGE_MINUTES * 60;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: ROUNDS_PER_TRY,
    counter: randomInt(work, Math.ceil(work / 2)),
    deriveKey,
    data: { expires },
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
  });
  return { parameters: { ...challenge.parameters }, signature: challenge.signature! };
}

/** The ALTCHA payload a client sends back: the challenge as it was given, and the answer it found. */
const payloadSchema = z.object({
  challenge: loginChallenge.extend({
    parameters: loginChallenge.shape.parameters.extend({
      data: z
        .object({ expires: z.number() })
        .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string().max(200) }),
});

function parsePayload(proof: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function isSolved(deps: AppDeps, proof: string): Promise<{ nonce: string; expires: Date } | null> {
  const payload = parsePayload(proof);
  if (!payload) return null;
  const expires = new Date(payload.challenge.parameters.data.expires * 1000);
  if (!(expires > deps.clock.now())) return null;
  const keys = await signInKeys(deps);
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.derivedKey,
    });
    return result.verified ? { nonce: payload.challenge.parameters.nonce, expires } : null;
  } catch {
    // Parameters the library cannot even read were not ours.
    return null;
  }
}

/** The refusal a client built for it answers by solving a challenge of GET /api/login-challenge and sending it. */
export class ChallengeRequired extends HttpError {
  readonly needs = 'login_challenge';
  constructor(failed: boolean) {
    super(403, failed ? 'login_challenge_failed' : 'login_challenge_required');
  }
}

/**
 * Accepts a solved challenge once: it must be ours, unexpired, answered, and not sent before (to any instance).
 * Anything else is the same refusal as no proof at all, so the client simply fetches a new challenge.
 */
export async function spendLoginProof(deps: AppDeps, proof: string): Promise<void> {
  const solved = await isSolved(deps, proof);
  if (!solved) throw new ChallengeRequired(true);
  const now = deps.clock.now();
  const spent = await queryRows<{ nonce: string }>(
    deps.db,
    sql`insert into spent_login_challenges (nonce, expires_at) values (${solved.nonce}, ${solved.expires.toISOString()})
        on conflict do nothing returning nonce`,
  );
  await deps.db.delete(spentLoginChallenges).where(lt(spentLoginChallenges.expiresAt, now));
  if (spent.length === 0) throw new ChallengeRequired(true);
}
