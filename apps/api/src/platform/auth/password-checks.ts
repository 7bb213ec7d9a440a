import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { queryRows, type Executor } from '../../db/client';
import { passwordFailures, sessions, users } from '../../db/schema';
import { HttpError } from '../http/errors';
import { knownDevice } from './known-devices';
import { ChallengeRequired, spendLoginProof } from './login-challenge';
import type { PasswordHasher } from './passwords';
import { Slots } from '../runtime/slots';

/** An address a user has signed in from within this many days is theirs: their own device, home or office. */
const KNOWN_ADDRESS_DAYS = 90;

export interface PasswordOwner {
  id: number;
  passwordHash: string;
}

/** Password work in flight per party (an address, or a device an account knows), in this process. */
const inFlightOf = new WeakMap<PasswordHasher, Slots>();

/**
 * Runs password work for `party` (an address, or a device an account knows) only while that party has fewer checks
 * in flight than allowed: beyond, a 429 at once, so no one queues the site's sign-ins behind a storm of their own.
 * The hasher's own limit then shares the CPU among those admitted. There is no lane per account: one slot per
 * account was one an attacker could keep taken.
 */
async function bounded<T>(deps: AppDeps, party: string, work: () => Promise<T>): Promise<T> {
  let inFlight = inFlightOf.get(deps.hasher);
  if (!inFlight) inFlightOf.set(deps.hasher, (inFlight = new Slots()));
  const release = inFlight.take(party, deps.config.PASSWORD_CHECKS_PER_ADDRESS);
  if (!release) throw new HttpError(429, 'too_many_requests');
  try {
    return await work();
  } finally {
    release();
  }
}

async function isKnownAddress(deps: AppDeps, userId: number, address: string): Promise<boolean> {
  const since = new Date(deps.clock.now().getTime() - KNOWN_ADDRESS_DAYS * 24 * 3600_000);
  const [row] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, address), gt(sessions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * Refusals this process gave a pair moments ago, to give again without a database query: a storm of guesses is then
 * answered for almost nothing. A locked pair is remembered a few seconds at most (an admin's reset, on any instance,
 * lifts locks at once).
 */
const LOCK_MEMORY_MS = 10_000;
const refusedHere = new WeakMap<PasswordHasher, Map<string, number>>();

function refusalMemory(deps: AppDeps) {
  let memory = refusedHere.get(deps.hasher);
  if (!memory) refusedHere.set(deps.hasher, (memory = new Map()));
  return memory;
}

function rememberLock(deps: AppDeps, userId: number, source: string, lockedUntil: Date) {
  const memory = refusalMemory(deps);
  if (memory.size > 100_000) memory.clear();
  const until = Math.min(lockedUntil.getTime(), deps.clock.now().getTime() + LOCK_MEMORY_MS);
  memory.set(`${userId}|${source}`, until);
}

/** A 429, without a database query, for a pair this process refused moments ago: the storm's cheap answer. */
export function refuseRememberedLock(deps: AppDeps, userId: number, source: string): void {
  const until = refusalMemory(deps).get(`${userId}|${source}`);
  if (until !== undefined && until > deps.clock.now().getTime()) throw new HttpError(429, 'account_locked');
}

/**
 * A 429 when the (account, source) pair is locked; otherwise whether the pair has failures on record (a right
 * password then forgets them). The source is the address, or a device the account knows by its cookie.
 */
async function refuseLockedPair(deps: AppDeps, userId: number, source: string): Promise<boolean> {
  refuseRememberedLock(deps, userId, source);
  const [row] = await deps.db
    .select({ lockedUntil: passwordFailures.lockedUntil })
    .from(passwordFailures)
    .where(and(eq(passwordFailures.userId, userId), eq(passwordFailures.address, source)));
  if (row?.lockedUntil && row.lockedUntil > deps.clock.now()) {
    rememberLock(deps, userId, source, row.lockedUntil);
    throw new HttpError(429, 'account_locked');
  }
  return row !== undefined;
}

/** Whether the account's failures of the window, from every source, have reached LOGIN_ACCOUNT_MAX_FAILURES. */
async function underAttack(deps: AppDeps, userId: number): Promise<boolean> {
  const { config } = deps;
  const windowStart = new Date(deps.clock.now().getTime() - config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const [row] = await deps.db
    .select({ failures: users.failedLoginCount, since: users.failedLoginSince })
    .from(users)
    .where(eq(users.id, userId));
  return !!row?.since && row.since >= windowStart && row.failures >= config.LOGIN_ACCOUNT_MAX_FAILURES;
}

/** One more failure for the pair (locking it at the limit) and for the account (its budget for unknown sources). */
async function recordFailure(deps: AppDeps, userId: number, source: string) {
  const { config } = deps;
  const now = deps.clock.now().toISOString();
  const windowStart = new Date(deps.clock.now().getTime() - config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const lockUntil = new Date(deps.clock.now().getTime() + config.LOGIN_LOCK_MINUTES * 60_000);
  const stale = (since: unknown) => sql`${since} < ${windowStart.toISOString()}::timestamptz`;
  const [pair] = await queryRows<{ locked_until: string | Date | null }>(
    deps.db,
    sql`insert into password_failures as f (user_id, address, failures, since)
        values (${userId}, ${source}, 1, ${now})
        on conflict (user_id, address) do update set
          failures = case when ${stale(sql`f.since`)} then 1 else f.failures + 1 end,
          since = case when ${stale(sql`f.since`)} then ${now}::timestamptz else f.since end,
          locked_until = case when not ${stale(sql`f.since`)} and f.failures + 1 >= ${config.LOGIN_MAX_FAILURES}
                              then ${lockUntil.toISOString()}::timestamptz else f.locked_until end
        returning locked_until`,
  );
  if (pair?.locked_until && new Date(pair.locked_until) > deps.clock.now())
    rememberLock(deps, userId, source, new Date(pair.locked_until));
  await queryRows(
    deps.db,
    sql`update users set
          failed_login_count = case when failed_login_since is null or ${stale(sql`failed_login_since`)}
                                    then 1 else failed_login_count + 1 end,
          failed_login_since = case when failed_login_since is null or ${stale(sql`failed_login_since`)}
                                    then ${now}::timestamptz else failed_login_since end
        where id = ${userId} returning id`,
  );
}

/**
 * A password check by `source` (an address, or a known device) within its bound, from the lock check to the
 * failure counted: only the checks in flight beside the one that locks the pair can still be counted after it.
 * `before` runs once the pair is known not to be locked (a sign-in's challenge).
 */
async function checkCounted(
  deps: AppDeps,
  owner: PasswordOwner,
  password: string,
  source: string,
  before?: () => Promise<void>,
): Promise<boolean> {
  refuseRememberedLock(deps, owner.id, source);
  return bounded(deps, source, async () => {
    const hadFailures = await refuseLockedPair(deps, owner.id, source);
    await before?.();
    const right = await deps.hasher.verify(owner.passwordHash, password);
    if (!right) await recordFailure(deps, owner.id, source);
    else if (hadFailures)
      await deps.db
        .delete(passwordFailures)
        .where(and(eq(passwordFailures.userId, owner.id), eq(passwordFailures.address, source)));
    return right;
  });
}

/**
 * Checks the password of a signed-in user (password change, withdrawal) under the limits every password check
 * shares: an (account, address) pair past LOGIN_MAX_FAILURES failures is locked (429) for LOGIN_LOCK_MINUTES. The
 * session itself proves a sign-in that succeeded, so no challenge is asked. True when the password is right.
 */
export function checkPassword(
  deps: AppDeps,
  owner: PasswordOwner,
  password: string,
  address: string,
): Promise<boolean> {
  return checkCounted(deps, owner, password, address);
}

/** What a sign-in brings besides the password. */
export interface SignInEvidence {
  /** The request's Cookie header: a device cookie of the account makes the device a known one. */
  cookies: string | undefined;
  /** A solved challenge of GET /api/login-challenge (the ALTCHA payload in base64), when the client sent one. */
  proof: string | undefined;
}

/**
 * A sign-in's password check. Two budgets, neither of which an attacker can spend for the owner:
 * - per source (the address, or a device the account knows by its cookie): LOGIN_MAX_FAILURES failures lock that
 *   pair (429) for LOGIN_LOCK_MINUTES, so an attacker's address stops guessing; a known device also has its own
 *   bound of checks in flight, so guesses from a carrier address it shares do not crowd it out;
 * - per account: past LOGIN_ACCOUNT_MAX_FAILURES failures in the window from all sources, a source the account
 *   does not know (no sign-in from that address in KNOWN_ADDRESS_DAYS, no device cookie) must send a solved
 *   challenge. It is never refused for it and never waits on anyone else's request: the owner on a new mobile address
 *   pays a few hundred milliseconds of their phone's work, an attacker the same for every guess.
 * Returns whether the password is right, and the device the cookie proved (renewed after a success).
 */
export async function checkSignIn(
  deps: AppDeps,
  owner: PasswordOwner,
  password: string,
  address: string,
  evidence: SignInEvidence,
): Promise<{ right: boolean; device: string | null }> {
  const device = await knownDevice(deps, owner.id, evidence.cookies);
  const right = await checkCounted(deps, owner, password, device ? `device:${device}` : address, async () => {
    if (evidence.proof !== undefined) await spendLoginProof(deps, evidence.proof);
    else if (
      !device &&
      !(await isKnownAddress(deps, owner.id, address)) &&
      (await underAttack(deps, owner.id))
    )
      throw new ChallengeRequired(false);
  });
  return { right, device };
}

/** The same work for a user name nobody has, so that it answers no faster than a wrong password, within the bounds. */
export function checkNoPassword(deps: AppDeps, password: string, address: string): Promise<void> {
  return bounded(deps, address, () => deps.hasher.verifyNothing(password));
}

/** A new password hashed within the address's bound (registration, a reset): hashing is the costly part. */
export function hashPassword(deps: AppDeps, password: string, address: string): Promise<string> {
  return bounded(deps, address, () => deps.hasher.hash(password));
}

/**
 * An admin's reset lifts every lock of the account, wherever its failures came from (at once here; within
 * LOCK_MEMORY_MS on other instances).
 */
export async function forgetFailures(deps: AppDeps, db: Executor, userId: number) {
  const memory = refusalMemory(deps);
  for (const key of memory.keys()) if (key.startsWith(`${userId}|`)) memory.delete(key);
  await db.delete(passwordFailures).where(eq(passwordFailures.userId, userId));
  await db.update(users).set({ failedLoginCount: 0, failedLoginSince: null }).where(eq(users.id, userId));
}
