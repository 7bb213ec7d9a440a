import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { queryRows, type Executor } from '../../db/client';
import { passwordFailures, sessions, users } from '../../db/schema';
import { HttpError } from '../errors';
import type { PasswordHasher } from './passwords';

/** An address a user has signed in from within this many days is theirs: their own device, home or office. */
const KNOWN_ADDRESS_DAYS = 90;
/** The first delay once an account has seen too many failures, doubling with each further one. */
const FIRST_DELAY_MS = 250;

export interface PasswordOwner {
  id: number;
  passwordHash: string;
}

/** Password work in flight per account and per address, in this process: a cap on what one party may ask for. */
class InFlight {
  private readonly counts = new Map<string, number>();

  /** A slot for `key` when fewer than `limit` are taken, as the function that gives it back; null otherwise. */
  take(key: string, limit: number): (() => void) | null {
    const taken = this.counts.get(key) ?? 0;
    if (taken >= limit) return null;
    this.counts.set(key, taken + 1);
    return () => {
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }
}

const inFlightOf = new WeakMap<PasswordHasher, InFlight>();

/**
 * Runs password work for `address` (and for `accountId`, when the address is not one the account knows) only while
 * that party has fewer checks in flight than allowed: beyond, a 429 at once, so no one queues the site's sign-ins
 * behind a storm of their own. The hasher's own limit then shares the CPU among those admitted.
 */
async function bounded<T>(
  deps: AppDeps,
  lanes: { address: string; accountId?: number },
  work: () => Promise<T>,
): Promise<T> {
  let inFlight = inFlightOf.get(deps.hasher);
  if (!inFlight) inFlightOf.set(deps.hasher, (inFlight = new InFlight()));
  const releaseAddress = inFlight.take(`address:${lanes.address}`, deps.config.PASSWORD_CHECKS_PER_ADDRESS);
  if (!releaseAddress) throw new HttpError(429, 'too_many_requests');
  const { accountId, address } = lanes;
  const releaseAccount = accountId === undefined ? () => undefined : inFlight.take(`account:${accountId}`, 1);
  try {
    if (!releaseAccount) {
      const until = deps.clock.now().getTime() + BUSY_MEMORY_MS;
      rememberRefusal(deps, accountId!, address, { until, key: 'too_many_requests' });
      throw new HttpError(429, 'too_many_requests');
    }
    return await work();
  } finally {
    releaseAddress();
    releaseAccount?.();
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
 * lifts locks at once); a pair refused because its account was busy with another unknown address, for a second.
 */
const LOCK_MEMORY_MS = 10_000;
const BUSY_MEMORY_MS = 1_000;
type Refusal = { until: number; key: 'account_locked' | 'too_many_requests' };
const refusedHere = new WeakMap<PasswordHasher, Map<string, Refusal>>();

function refusalMemory(deps: AppDeps) {
  let memory = refusedHere.get(deps.hasher);
  if (!memory) refusedHere.set(deps.hasher, (memory = new Map()));
  return memory;
}

function rememberRefusal(deps: AppDeps, userId: number, address: string, refusal: Refusal) {
  const memory = refusalMemory(deps);
  if (memory.size > 100_000) memory.clear();
  memory.set(`${userId}|${address}`, refusal);
}

function rememberLock(deps: AppDeps, userId: number, address: string, lockedUntil: Date) {
  const until = Math.min(lockedUntil.getTime(), deps.clock.now().getTime() + LOCK_MEMORY_MS);
  rememberRefusal(deps, userId, address, { until, key: 'account_locked' });
}

/** A 429, without a database query, for a pair this process refused moments ago: the storm's cheap answer. */
export function refuseRememberedLock(deps: AppDeps, userId: number, address: string): void {
  const remembered = refusalMemory(deps).get(`${userId}|${address}`);
  if (remembered && remembered.until > deps.clock.now().getTime()) throw new HttpError(429, remembered.key);
}

/**
 * A 429 when the (account, address) pair is locked; otherwise whether the pair has failures on record (a right
 * password then forgets them).
 */
async function refuseLockedPair(deps: AppDeps, userId: number, address: string): Promise<boolean> {
  refuseRememberedLock(deps, userId, address);
  const [row] = await deps.db
    .select({ lockedUntil: passwordFailures.lockedUntil })
    .from(passwordFailures)
    .where(and(eq(passwordFailures.userId, userId), eq(passwordFailures.address, address)));
  if (row?.lockedUntil && row.lockedUntil > deps.clock.now()) {
    rememberLock(deps, userId, address, row.lockedUntil);
    throw new HttpError(429, 'account_locked');
  }
  return row !== undefined;
}

/** How long an unknown address waits before its check, from the account's failures of the window. */
async function slowdownMs(deps: AppDeps, userId: number): Promise<number> {
  const { config } = deps;
  const windowStart = new Date(deps.clock.now().getTime() - config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const [row] = await deps.db
    .select({ failures: users.failedLoginCount, since: users.failedLoginSince })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.since || row.since < windowStart) return 0;
  const excess = row.failures - config.LOGIN_MAX_FAILURES;
  if (excess < 0) return 0;
  return Math.min(config.LOGIN_SLOWDOWN_MAX_MS, FIRST_DELAY_MS * 2 ** Math.min(excess, 20));
}

/** One more failure for the pair (locking it at the limit) and for the account (which slows it down elsewhere). */
async function recordFailure(deps: AppDeps, userId: number, address: string) {
  const { config } = deps;
  const now = deps.clock.now().toISOString();
  const windowStart = new Date(deps.clock.now().getTime() - config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const lockUntil = new Date(deps.clock.now().getTime() + config.LOGIN_LOCK_MINUTES * 60_000);
  const stale = (since: unknown) => sql`${since} < ${windowStart.toISOString()}::timestamptz`;
  const [pair] = await queryRows<{ locked_until: string | Date | null }>(
    deps.db,
    sql`insert into password_failures as f (user_id, address, failures, since)
        values (${userId}, ${address}, 1, ${now})
        on conflict (user_id, address) do update set
          failures = case when ${stale(sql`f.since`)} then 1 else f.failures + 1 end,
          since = case when ${stale(sql`f.since`)} then ${now}::timestamptz else f.since end,
          locked_until = case when not ${stale(sql`f.since`)} and f.failures + 1 >= ${config.LOGIN_MAX_FAILURES}
                              then ${lockUntil.toISOString()}::timestamptz else f.locked_until end
        returning locked_until`,
  );
  if (pair?.locked_until && new Date(pair.locked_until) > deps.clock.now())
    rememberLock(deps, userId, address, new Date(pair.locked_until));
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
 * Checks a user's password under the limits that every password check shares (sign-in, console sign-in, password
 * change, withdrawal): an (account, address) pair past LOGIN_MAX_FAILURES failures is locked (429) for
 * LOGIN_LOCK_MINUTES; an account past it in total makes addresses it does not know wait, longer with each failure,
 * up to LOGIN_SLOWDOWN_MAX_MS, instead of locking anyone out; hashing is bounded per address and per account.
 * True when the password is right (the pair's failures are then forgotten).
 */
export async function checkPassword(
  deps: AppDeps,
  owner: PasswordOwner,
  password: string,
  address: string,
): Promise<boolean> {
  const hadFailures = await refuseLockedPair(deps, owner.id, address);
  const known = await isKnownAddress(deps, owner.id, address);
  const lanes = known ? { address } : { address, accountId: owner.id };
  const right = await bounded(deps, lanes, async () => {
    if (!known) await sleep(await slowdownMs(deps, owner.id));
    return deps.hasher.verify(owner.passwordHash, password);
  });
  if (!right) await recordFailure(deps, owner.id, address);
  else if (hadFailures)
    await deps.db
      .delete(passwordFailures)
      .where(and(eq(passwordFailures.userId, owner.id), eq(passwordFailures.address, address)));
  return right;
}

/** The same work for a user name nobody has, so that it answers no faster than a wrong password, within the bounds. */
export function checkNoPassword(deps: AppDeps, password: string, address: string): Promise<void> {
  return bounded(deps, { address }, () => deps.hasher.verifyNothing(password));
}

/** A new password hashed within the address's bound (registration, a reset): hashing is the costly part. */
export function hashPassword(deps: AppDeps, password: string, address: string): Promise<string> {
  return bounded(deps, { address }, () => deps.hasher.hash(password));
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
