import { randomUUID } from 'node:crypto';
import type { MessageKey } from '@zeya/contract/messages';
import type { ShanLaunchRequest } from '@zeya/contract/shan';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { shanPlayers } from '../../db/schema';
import type { Actor } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/http/errors';
import { gameBalance } from '../../platform/money/game-wallet';
import { inTransaction } from '../../db/transaction';
import { toKyat } from '../../platform/money/money';
import { guardLaunch } from '../../platform/protection/guard';
import { providerAccount } from './accounts';
import { launchSign, shanSettings, type ShanSettings } from './signing';

const LAUNCH_TIMEOUT_MS = 10_000;
/** How long a launch holds the player's Shan row: its request's time limit and a margin. */
const LAUNCH_HOLD_MS = LAUNCH_TIMEOUT_MS + 5_000;

/** A refused launch: its HTTP status, its message and, when one field is at fault, that field. */
export class ShanLaunchError extends HttpError {
  constructor(
    statusCode: number,
    messageKey: MessageKey,
    readonly field?: string,
  ) {
    super(statusCode, messageKey);
  }
}

export interface LaunchInput {
  actor: Actor;
  body: ShanLaunchRequest;
  /** This server's base address, to which the provider appends its callback path. */
  publicBase: string;
  log: FastifyBaseLogger;
}

/** The spec's client sends member_account, or the user name when its profile has none: either must be the player's. */
function ownAccount(actor: Actor, body: ShanLaunchRequest): boolean {
  return body.member_account
    ? body.member_account === actor.memberAccount
    : body.user_name === actor.userName;
}

/**
 * Sets the provider's copy of the player's wallet to the game balance now and returns the game URL exactly as the
 * provider gave it: its `user_name` is the only way the game knows the player. The balance is read after any callback
 * of the player being applied; one arriving while the launch is in flight applies against the balance synced before
 * (the provider settled its round before our launch reset the copy), and the launch then records what it set. One
 * launch per player at a time: a second could reach the provider in either order.
 */
export async function launchShan(deps: AppDeps, input: LaunchInput): Promise<string> {
  const { actor, body } = input;
  if ((body.operator_code || deps.config.SHAN_OPERATOR_CODE) !== deps.config.SHAN_OPERATOR_CODE)
    throw new ShanLaunchError(403, 'operator_code_unknown', 'operator_code');
  if (!ownAccount(actor, body)) throw new ShanLaunchError(403, 'member_account_not_yours');
  const settings = shanSettings(deps.config);
  if (!settings) throw new ShanLaunchError(503, 'shan_unavailable');
  return launchAtProvider(deps, settings, {
    player: actor,
    purpose: 'play',
    log: input.log,
    extra: { nickname: actor.name, callback_url: input.publicBase },
  });
}

/**
 * Keeps a player who may not play (a time-out, a self-exclusion) out of the provider's next hands. The game server
 * reads the provider's copy of the wallet at each round's start and seats nobody below the table's stake, and a launch
 * is the one way we have to set that copy: this one sends 0. The game balance stays ours, untouched; hands already
 * dealt still settle, then counted from 0.
 */
export async function seatOut(
  deps: AppDeps,
  settings: ShanSettings,
  player: { userId: number; memberAccount: string },
  log: FastifyBaseLogger,
): Promise<void> {
  await launchAtProvider(deps, settings, { player, purpose: 'seat_out', log, extra: {} });
}

/** A launch lets the player play with the game balance; a seat-out sends nothing to play with. */
type LaunchPurpose = 'play' | 'seat_out';

interface ProviderLaunch {
  player: { userId: number; memberAccount: string };
  purpose: LaunchPurpose;
  log: FastifyBaseLogger;
  /** Fields the provider only logs or keeps for a new player. */
  extra: Record<string, string>;
}

/** Sets the provider's copy of the player's wallet, one launch per player at a time, and returns its game URL. */
async function launchAtProvider(deps: AppDeps, settings: ShanSettings, launch: ProviderLaunch) {
  const { userId, memberAccount } = launch.player;
  const hold = await holdForLaunch(deps, userId, launch.purpose);
  let url: string | undefined;
  try {
    const requestTime = Math.floor(deps.clock.now().getTime() / 1000);
    url = await requestGameUrl(settings, launch.log, {
      agent_code: settings.agentCode,
      product_code: deps.config.SHAN_PRODUCT_CODE,
      game_type: deps.config.SHAN_GAME_TYPE,
      member_account: providerAccount(settings, memberAccount),
      balance: toKyat(hold.balance),
      request_time: requestTime,
      sign: launchSign(requestTime, settings),
      ...launch.extra,
    });
  } finally {
    await releaseLaunch(deps, userId, hold, url !== undefined);
  }
  return url;
}

interface LaunchHold {
  id: string;
  balance: number;
}

/** Takes the player's Shan row for this launch (after any callback of theirs being applied) and reads the balance. */
function holdForLaunch(deps: AppDeps, userId: number, purpose: LaunchPurpose): Promise<LaunchHold> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    // A break, a reality check to see or a loss limit reached stops a launch as it stops a bet.
    if (purpose === 'play') await guardLaunch(tx, userId, now);
    await tx.insert(shanPlayers).values({ userId, updatedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(shanPlayers).where(eq(shanPlayers.userId, userId)).for('update');
    if (row!.pendingLaunch && row!.pendingUntil! > now) throw new ShanLaunchError(409, 'shan_launch_pending');
    const hold = { id: randomUUID(), balance: purpose === 'play' ? await gameBalance(tx, userId) : 0 };
    await tx
      .update(shanPlayers)
      .set({ pendingLaunch: hold.id, pendingUntil: new Date(now.getTime() + LAUNCH_HOLD_MS) })
      .where(eq(shanPlayers.userId, userId));
    return hold;
  });
}

/**
 * Ends the hold. An accepted launch set the provider's copy to the balance sent: it is the new last synced balance.
 * A failed one leaves the last synced balance as it was.
 */
async function releaseLaunch(deps: AppDeps, userId: number, hold: LaunchHold, accepted: boolean) {
  const synced = accepted ? { lastBalance: hold.balance } : {};
  await deps.db
    .update(shanPlayers)
    .set({ ...synced, pendingLaunch: null, pendingUntil: null, updatedAt: deps.clock.now() })
    .where(and(eq(shanPlayers.userId, userId), eq(shanPlayers.pendingLaunch, hold.id)));
}

const providerReply = z.object({
  code: z.coerce.number(),
  message: z.string().nullish(),
  url: z.string().nullish(),
});

/** POST {api}/api/client/launch-game; anything but `{ code: 200, url }` in time is a failed launch (502). */
async function requestGameUrl(settings: ShanSettings, log: FastifyBaseLogger, body: Record<string, unknown>) {
  try {
    const response = await fetch(`${settings.apiUrl.replace(/\/+$/, '')}/api/client/launch-game`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
    });
    const reply = providerReply.safeParse(await response.json());
    if (reply.success && reply.data.code === 200 && isWebAddress(reply.data.url)) return reply.data.url;
    log.warn(
      { status: response.status, code: reply.data?.code, providerMessage: reply.data?.message },
      'Shan launch refused by the provider',
    );
  } catch (error) {
    log.warn({ err: error }, 'Shan launch request failed');
  }
  throw new ShanLaunchError(502, 'shan_launch_failed');
}

/** An absolute http(s) address: the player's browser is sent there, so nothing else (javascript:, relative) passes. */
function isWebAddress(url: string | null | undefined): url is string {
  if (!url || !URL.canParse(url)) return false;
  return ['http:', 'https:'].includes(new URL(url).protocol);
}
