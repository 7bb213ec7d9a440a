// hot-path: every bet reads the player's protection row here
import type { MessageKey } from '@zeya/contract/messages';
import { eq } from 'drizzle-orm';
import { isTransaction, type Executor } from '../../db/client';
import { batchedLookup } from '../runtime/batched-lookup';
import { columnsOf, fromJsonObject, jsonObjectOf, namedRows, namedStatement } from '../../db/statements';
import { playerProtection } from '../../db/schema';
import { fieldError, HttpError } from '../http/errors';
import { ksText } from '../money/money';
import { depositedByPeriod, netLossByPeriod, type ByPeriod } from './figures';
import { PERIODS, yangonText, type Period } from './periods';

/**
 * Player protection, enforced: every bet, every move of money into play and every deposit request calls one of these
 * inside the transaction that posts it. A player who set nothing has no protection row and costs one lookup; a
 * player who did has that row locked, so simultaneous bets queue and each sees what the others spent.
 */
export type Protection = typeof playerProtection.$inferSelect;

/** A play session ends after this long without a bet or a launch; the next one starts the reality check afresh. */
export const PLAY_IDLE_MS = 30 * 60_000;

export type Exclusion = { kind: 'timeout' | 'self_exclusion' | 'closed'; until: Date | null } | null;

/** A time-out or self-exclusion in force, or an account closed since its self-exclusion ended and not yet reopened. */
export function exclusionOf(
  row: Pick<Protection, 'exclusion' | 'excludedUntil' | 'reopensAt'> | null | undefined,
  now: Date,
): Exclusion {
  if (!row?.exclusion || !row.excludedUntil) return null;
  if (row.excludedUntil > now) return { kind: row.exclusion, until: row.excludedUntil };
  if (row.exclusion === 'self_exclusion' && !(row.reopensAt && row.reopensAt <= now))
    return { kind: 'closed', until: row.reopensAt };
  return null;
}

export function isRealityCheckDue(row: Protection | null | undefined, now: Date): boolean {
  return Boolean(
    row?.realityCheckMinutes &&
    row.nextCheckAt &&
    row.nextCheckAt <= now &&
    row.playLastAt &&
    now.getTime() - row.playLastAt.getTime() < PLAY_IDLE_MS,
  );
}

/** Every bet reads its player's row, locked: most players have none, and it costs this one lookup. */
const PROTECTION = {
  read: namedStatement(
    'protection_read',
    (param) =>
      `select ${columnsOf(playerProtection)} from player_protection where user_id = ${param('userId')}`,
  ),
  lock: namedStatement(
    'protection_lock',
    (param) =>
      `select ${columnsOf(playerProtection)} from player_protection where user_id = ${param('userId')} for update`,
  ),
};

async function protectionOf(db: Executor, userId: number, lock: boolean): Promise<Protection | null> {
  const [row] = await namedRows<Protection>(db, lock ? PROTECTION.lock : PROTECTION.read, { userId });
  return row ?? null;
}

/**
 * The player's row, locked, as a column ("protection") of a statement a bet sends anyway, `userId` being that
 * statement's parameter: a separate lookup would be a round trip of its own on every bet. Read with guardStakeOn.
 */
export const lockedProtectionColumn = (userId: string) =>
  `(select ${jsonObjectOf(playerProtection)} from player_protection where user_id = ${userId} for update) as "protection"`;

const PROTECTIONS = namedStatement(
  'protection_read_many',
  (param) =>
    `select ${columnsOf(playerProtection)} from player_protection where user_id = any(${param('userIds')}::bigint[])`,
);

/** Protection reads outside a transaction, many players' in one statement (../runtime/batched-lookup.ts). */
const lookUpProtection = batchedLookup<number, Protection>(async (db, userIds) => {
  const rows = await namedRows<Protection>(db, PROTECTIONS, { userIds });
  return new Map(rows.map((row) => [Number(row.userId), row]));
});

/** A player's protection as it stands, or null for a player who set nothing. */
export async function readProtection(db: Executor, userId: number): Promise<Protection | null> {
  if (isTransaction(db)) return protectionOf(db, userId, false);
  return (await lookUpProtection(db, userId)) ?? null;
}

const EXCLUSION_KEYS: Record<NonNullable<Exclusion>['kind'], MessageKey> = {
  timeout: 'protection_timeout',
  self_exclusion: 'protection_self_excluded',
  closed: 'protection_closed',
};

function refuseExcluded(row: Protection, now: Date) {
  const exclusion = exclusionOf(row, now);
  if (exclusion)
    throw new HttpError(403, EXCLUSION_KEYS[exclusion.kind], {
      until: exclusion.until ? yangonText(exclusion.until) : '',
    });
}

const LOSS_LIMITS: Record<Period, keyof Protection> = {
  day: 'lossDay',
  week: 'lossWeek',
  month: 'lossMonth',
};
const DEPOSIT_LIMITS: Record<Period, keyof Protection> = {
  day: 'depositDay',
  week: 'depositWeek',
  month: 'depositMonth',
};

/** The first limit of `limits` that `amount` would pass given what is `used` of each, with what is left of it. */
function passedLimit(
  row: Protection,
  limits: Record<Period, keyof Protection>,
  used: ByPeriod,
  amount: number,
) {
  for (const period of PERIODS) {
    const limit = row[limits[period]] as number | null;
    if (limit !== null && used[period] + amount > limit)
      return { period, limit, left: Math.max(0, limit - used[period]) };
  }
  return null;
}

const hasLimit = (row: Protection, limits: Record<Period, keyof Protection>) =>
  PERIODS.some((period) => row[limits[period]] !== null);

/** Refuses, on `field`, an amount that would take the player's net loss past a limit, saying what is left. */
async function checkLoss(db: Executor, row: Protection, amount: number, now: Date, field: string) {
  if (!hasLimit(row, LOSS_LIMITS)) return;
  const passed = passedLimit(row, LOSS_LIMITS, await netLossByPeriod(db, row.userId, now), amount);
  if (passed)
    throw fieldError(field, {
      key: `loss_limit_${passed.period}`,
      values: { limit: ksText(passed.limit), left: ksText(passed.left) },
    });
}

/** A bet or launch is play: it starts the reality check's session or keeps it going. */
async function notePlay(db: Executor, row: Protection, now: Date) {
  if (!row.realityCheckMinutes) return;
  const fresh =
    !row.playStartedAt || !row.playLastAt || now.getTime() - row.playLastAt.getTime() >= PLAY_IDLE_MS;
  await db
    .update(playerProtection)
    .set(
      fresh
        ? {
            playStartedAt: now,
            playLastAt: now,
            nextCheckAt: new Date(now.getTime() + row.realityCheckMinutes * 60_000),
          }
        : { playLastAt: now },
    )
    .where(eq(playerProtection.userId, row.userId));
}

/**
 * A stake on one of our games or lotteries (`stake` pya): refused under a time-out or self-exclusion, while a
 * reality check waits to be seen, above the per-bet limit, or when it could take the net loss past a limit.
 */
export async function guardStake(tx: Executor, userId: number, stake: number, now: Date, field: string) {
  const row = await protectionOf(tx, userId, true);
  if (row) await guardStakeOf(tx, row, stake, now, field);
}

/** guardStake on the row a statement read with lockedProtectionColumn (null: the player set nothing). */
export async function guardStakeOn(
  tx: Executor,
  protection: Record<string, unknown> | null,
  stake: number,
  now: Date,
  field: string,
) {
  if (protection)
    await guardStakeOf(tx, fromJsonObject<Protection>(playerProtection, protection), stake, now, field);
}

async function guardStakeOf(tx: Executor, row: Protection, stake: number, now: Date, field: string) {
  refuseExcluded(row, now);
  if (isRealityCheckDue(row, now)) throw new HttpError(403, 'reality_check_due');
  if (row.betMax !== null && stake > row.betMax)
    throw fieldError(field, { key: 'bet_limit', values: { limit: ksText(row.betMax) } });
  await checkLoss(tx, row, stake, now, field);
  await notePlay(tx, row, now);
}

/** Money moved into the game balance is money put at risk on providers' games: it counts as a stake. */
export async function guardIntoPlay(tx: Executor, userId: number, amount: number, now: Date, field: string) {
  const row = await protectionOf(tx, userId, true);
  if (!row) return;
  refuseExcluded(row, now);
  await checkLoss(tx, row, amount, now, field);
}

/** Opening a provider's game: refused under an exclusion or with nothing left of a loss limit. */
export async function guardLaunch(tx: Executor, userId: number, now: Date) {
  const row = await protectionOf(tx, userId, true);
  if (!row) return;
  refuseExcluded(row, now);
  if (isRealityCheckDue(row, now)) throw new HttpError(403, 'reality_check_due');
  await checkLoss(tx, row, 1, now, 'game_code');
  await notePlay(tx, row, now);
}

/** A deposit request: refused under an exclusion or above what is left of a deposit limit. */
export async function guardDeposit(tx: Executor, userId: number, amount: number, now: Date) {
  const row = await protectionOf(tx, userId, true);
  if (!row) return;
  refuseExcluded(row, now);
  if (!hasLimit(row, DEPOSIT_LIMITS)) return;
  const passed = passedLimit(row, DEPOSIT_LIMITS, await depositedByPeriod(tx, userId, now), amount);
  if (passed)
    throw fieldError('amount', {
      key: `deposit_limit_${passed.period}`,
      values: { limit: ksText(passed.limit), left: ksText(passed.left) },
    });
}

/**
 * The tightest of the player's deposit limits as it stands: what is left of it (pya, never below 0), its period and
 * amount; null for a player with no deposit limit. What guardDeposit counts, read without a lock.
 */
export async function depositRoom(db: Executor, userId: number, now: Date) {
  const row = await readProtection(db, userId);
  if (!row || !hasLimit(row, DEPOSIT_LIMITS)) return null;
  const used = await depositedByPeriod(db, userId, now);
  let room: { period: Period; limit: number; left: number } | null = null;
  for (const period of PERIODS) {
    const limit = row[DEPOSIT_LIMITS[period]] as number | null;
    if (limit === null) continue;
    const left = Math.max(0, limit - used[period]);
    if (!room || left < room.left) room = { period, limit, left };
  }
  return room;
}

/** Whether promotions may be shown to the player: not to one who has asked for a break. */
export async function isExcluded(db: Executor, userId: number, now: Date): Promise<boolean> {
  return exclusionOf(await readProtection(db, userId), now) !== null;
}

/** Locks and reads a player's row for a change of their protection, creating it when they had none. */
export async function lockProtection(tx: Executor, userId: number, now: Date): Promise<Protection> {
  await tx
    .insert(playerProtection)
    .values({ userId, updatedAt: now })
    .onConflictDoNothing({ target: playerProtection.userId });
  return (await protectionOf(tx, userId, true))!;
}
