import type { MessageKey } from '@zeya/contract/messages';
import type { ShanLaunchRequest } from '@zeya/contract/shan';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { shanPlayers } from '../../db/schema';
import type { Actor } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/errors';
import { gameBalance } from '../../platform/game-wallet';
import { inTransaction } from '../../platform/ledger/transaction';
import { toKyat } from '../../platform/money';
import { launchSign, shanSettings, type ShanSettings } from './signing';

const LAUNCH_TIMEOUT_MS = 10_000;
export const CALLBACK_PATH = '/api/shan/client/balance-update';

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
  /** Where the provider reaches this server when PUBLIC_URL is not set: the request's own origin. */
  origin: string;
  log: FastifyBaseLogger;
}

/** The spec's client sends member_account, or the user name when its profile has none: either must be the player's. */
function ownAccount(actor: Actor, body: ShanLaunchRequest): boolean {
  return body.member_account
    ? body.member_account === actor.memberAccount
    : body.user_name === actor.userName;
}

/**
 * Tells the provider the player's game balance and returns the game URL. The balance sent is recorded first as the
 * one the provider last saw: its callbacks report absolute balances, applied as deltas against it.
 */
export async function launchShan(deps: AppDeps, input: LaunchInput): Promise<string> {
  const { actor, body } = input;
  if ((body.operator_code || deps.config.SHAN_OPERATOR_CODE) !== deps.config.SHAN_OPERATOR_CODE)
    throw new ShanLaunchError(403, 'operator_code_unknown', 'operator_code');
  if (!ownAccount(actor, body)) throw new ShanLaunchError(403, 'member_account_not_yours');
  const settings = shanSettings(deps.config);
  if (!settings) throw new ShanLaunchError(503, 'shan_unavailable');
  const balance = await recordLaunchBalance(deps, actor.userId);
  const requestTime = Math.floor(deps.clock.now().getTime() / 1000);
  const url = await requestGameUrl(settings, input.log, {
    agent_code: settings.agentCode,
    product_code: deps.config.SHAN_PRODUCT_CODE,
    game_type: deps.config.SHAN_GAME_TYPE,
    member_account: actor.memberAccount,
    balance: toKyat(balance),
    request_time: requestTime,
    sign: launchSign(requestTime, settings),
    nickname: actor.name,
    callback_url: `${deps.config.PUBLIC_URL?.replace(/\/+$/, '') ?? input.origin}${CALLBACK_PATH}`,
  });
  return withoutBalance(url);
}

/** The game balance now, stored as what the provider is told, in one step. */
function recordLaunchBalance(deps: AppDeps, userId: number): Promise<number> {
  return inTransaction(deps.db, async (tx) => {
    // Waits for a callback of this player still being applied, so the balance read below includes it.
    await tx.select().from(shanPlayers).where(eq(shanPlayers.userId, userId)).for('update');
    const balance = await gameBalance(tx, userId);
    const at = deps.clock.now();
    await tx
      .insert(shanPlayers)
      .values({ userId, lastBalance: balance, updatedAt: at })
      .onConflictDoUpdate({ target: shanPlayers.userId, set: { lastBalance: balance, updatedAt: at } });
    return balance;
  });
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
    if (reply.success && reply.data.code === 200 && reply.data.url) return reply.data.url;
    log.warn(
      { status: response.status, code: reply.data?.code, providerMessage: reply.data?.message },
      'Shan launch refused by the provider',
    );
  } catch (error) {
    log.warn({ err: error }, 'Shan launch request failed');
  }
  throw new ShanLaunchError(502, 'shan_launch_failed');
}

const STRIPPED = new Set(['balance', 'user_name']);

/**
 * The provider's game URL as the player may see it: an absolute http(s) URL without the unsigned `balance` and
 * `user_name` that existing integrations put in its query string.
 */
export function withoutBalance(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed?.protocol !== 'https:' && parsed?.protocol !== 'http:')
    throw new ShanLaunchError(502, 'shan_launch_failed');
  // Pair by pair rather than through searchParams, which would re-encode the provider's other values.
  const kept = parsed.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !STRIPPED.has(new URLSearchParams(pair).keys().next().value ?? ''));
  parsed.search = kept.join('&');
  return parsed.toString();
}
