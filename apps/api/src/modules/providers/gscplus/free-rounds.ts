import type { FreeRoundGrant, FreeRoundRow } from '@zeya/contract/gscplus-console';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { aggregatorProducts, freeRoundGrants, games, gameTypes, providers, users } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { recordAudit } from '../../../platform/authority/audit';
import type { Actor } from '../../../platform/auth/sessions';
import { HttpError } from '../../../platform/http/errors';
import { theirGameType } from './game-types';
import { AggregatorError, askAggregator } from './operator-api';
import { GSCPLUS, type GscplusSettings } from './settings';

/** Pragmatic Play takes a bet per line, every other product a total bet (the document's section 3.14). */
const PER_LINE_PRODUCTS = new Set([1006]);

export interface OperatorAction {
  actor: Actor;
  ip: string;
  now: Date;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

async function memberOf(db: Database, playerId: number) {
  const [player] = await db
    .select({ memberAccount: users.memberAccount })
    .from(users)
    .where(and(eq(users.id, playerId), eq(users.role, 'player')));
  if (!player) throw new HttpError(404, 'not_found');
  return player.memberAccount;
}

/**
 * The product's launch currency, and the game type its free rounds are granted under: the granted games' own type
 * (a product may be listed under two game types, each a product entry of its own), else the product list's first.
 */
async function productOf(db: Database, code: number, gameCodes: string[]) {
  const [row] = await db
    .select({ id: providers.id, currency: providers.currency })
    .from(providers)
    .where(and(eq(providers.code, String(code)), eq(providers.adapter, GSCPLUS)));
  if (!row) throw new HttpError(404, 'not_found');
  const [game] = await db
    .select({ gameType: gameTypes.code })
    .from(games)
    .innerJoin(gameTypes, eq(gameTypes.id, games.gameTypeId))
    .where(and(eq(games.providerId, row.id), inArray(games.gameCode, gameCodes)))
    .orderBy(games.gameCode)
    .limit(1);
  if (game) return { currency: row.currency, gameType: theirGameType(game.gameType) };
  const [listed] = await db
    .select({ gameType: aggregatorProducts.gameType })
    .from(aggregatorProducts)
    .where(and(eq(aggregatorProducts.productCode, code), eq(aggregatorProducts.currency, row.currency)))
    .orderBy(aggregatorProducts.gameType)
    .limit(1);
  return { currency: row.currency, gameType: listed?.gameType || 'SLOT' };
}

/** Grants a player free rounds at the aggregator and keeps the grant, with an audit record. */
export async function grantFreeRounds(
  db: Database,
  settings: GscplusSettings,
  playerId: number,
  grant: FreeRoundGrant,
  action: OperatorAction,
) {
  const member = await memberOf(db, playerId);
  const product = await productOf(db, grant.product_code, grant.game_codes);
  const mode = PER_LINE_PRODUCTS.has(grant.product_code) ? 'betPerLine' : 'totalBetAmount';
  const reply = await askAggregator(settings, {
    method: 'POST',
    path: '/api/operators/create-free-round',
    word: 'createfreeround',
    params: {
      member_account: member,
      currency: product.currency,
      product_code: grant.product_code,
      game_type: product.gameType,
      start_at: seconds(grant.start_at),
      end_at: seconds(grant.end_at),
      rounds: grant.rounds,
      channel_code: settings.channelCode,
      game_list: grant.game_codes.map((gameId) => ({
        gameId,
        betValues: [{ [mode]: grant.bet_value, currency: product.currency }],
      })),
    },
    now: action.now,
  });
  const bonusCode = (reply as { bonus_code?: unknown }).bonus_code;
  if (typeof bonusCode !== 'string' || bonusCode === '')
    throw new AggregatorError('The free round reply has no bonus_code');
  const row = {
    bonusCode,
    userId: playerId,
    productCode: grant.product_code,
    currency: product.currency,
    gameType: product.gameType,
    gameCodes: grant.game_codes,
    rounds: grant.rounds,
    betValue: String(grant.bet_value),
    startAt: new Date(grant.start_at),
    endAt: new Date(grant.end_at),
    status: 'active' as const,
    grantedBy: action.actor.userId,
    createdAt: action.now,
  };
  await inTransaction(db, async (tx) => {
    await tx.insert(freeRoundGrants).values(row);
    await recordAudit(tx, {
      actorId: action.actor.userId,
      actorLabel: action.actor.userName,
      action: 'free_rounds.grant',
      targetType: 'player',
      targetId: String(playerId),
      before: null,
      after: {
        bonus_code: bonusCode,
        product_code: grant.product_code,
        rounds: grant.rounds,
        bet: row.betValue,
      },
      ip: action.ip,
      at: action.now,
    });
  });
  return bonusCode;
}

const playerBonuses = z.looseObject({
  bonuses: z
    .array(z.looseObject({ bonus_code: z.string(), roundsPlayed: z.coerce.number().int() }))
    .default([]),
});

/** How many rounds of each bonus the player has played, per the aggregator; empty when it cannot be asked. */
async function roundsPlayed(
  settings: GscplusSettings,
  member: string,
  grants: (typeof freeRoundGrants.$inferSelect)[],
  now: Date,
) {
  const played = new Map<string, number>();
  const products = new Map(grants.map((grant) => [`${grant.productCode}:${grant.currency}`, grant]));
  for (const grant of products.values()) {
    const reply = await askAggregator(settings, {
      method: 'GET',
      path: '/api/operators/get-player-frb',
      word: 'getplayersfrb',
      params: {
        member_account: member,
        currency: grant.currency,
        product_code: grant.productCode,
        game_type: grant.gameType,
        channel_code: settings.channelCode,
      },
      now,
    }).catch(() => null);
    const parsed = playerBonuses.safeParse(reply);
    if (parsed.success)
      for (const bonus of parsed.data.bonuses) played.set(bonus.bonus_code, bonus.roundsPlayed);
  }
  return played;
}

/** A player's grants, newest first, with the rounds played of the active ones. */
export async function listFreeRounds(
  db: Database,
  settings: GscplusSettings,
  playerId: number,
  now: Date,
): Promise<FreeRoundRow[]> {
  const member = await memberOf(db, playerId);
  const grants = await db
    .select()
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.userId, playerId))
    .orderBy(desc(freeRoundGrants.createdAt));
  const active = grants.filter((grant) => grant.status === 'active');
  const played = active.length > 0 ? await roundsPlayed(settings, member, active, now) : new Map();
  return grants.map((grant) => ({
    bonus_code: grant.bonusCode,
    product_code: grant.productCode,
    currency: grant.currency,
    game_codes: grant.gameCodes,
    rounds: grant.rounds,
    rounds_played: played.get(grant.bonusCode) ?? null,
    bet_value: grant.betValue,
    start_at: grant.startAt.toISOString(),
    end_at: grant.endAt.toISOString(),
    status: grant.status,
    created_at: grant.createdAt.toISOString(),
  }));
}

/**
 * Cancels a grant at the aggregator, then here, once: a second cancel of the same grant (or two at once) finds it
 * no longer active and changes nothing.
 */
export async function cancelFreeRounds(
  db: Database,
  settings: GscplusSettings,
  bonusCode: string,
  action: OperatorAction,
) {
  const [grant] = await db.select().from(freeRoundGrants).where(eq(freeRoundGrants.bonusCode, bonusCode));
  if (!grant) throw new HttpError(404, 'not_found');
  if (grant.status !== 'active') throw new HttpError(409, 'conflict');
  await askAggregator(settings, {
    method: 'POST',
    path: '/api/operators/cancel-free-round',
    word: 'cancelfreeround',
    params: {
      currency: grant.currency,
      product_code: grant.productCode,
      game_type: grant.gameType,
      bonus_code: bonusCode,
      channel_code: settings.channelCode,
    },
    now: action.now,
  });
  const cancelled = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(freeRoundGrants)
      .set({ status: 'cancelled', cancelledBy: action.actor.userId, cancelledAt: action.now })
      .where(and(eq(freeRoundGrants.bonusCode, bonusCode), eq(freeRoundGrants.status, 'active')))
      .returning({ userId: freeRoundGrants.userId });
    if (!row) return false;
    await recordAudit(tx, {
      actorId: action.actor.userId,
      actorLabel: action.actor.userName,
      action: 'free_rounds.cancel',
      targetType: 'player',
      targetId: String(row.userId),
      before: { bonus_code: bonusCode, status: 'active' },
      after: { bonus_code: bonusCode, status: 'cancelled' },
      ip: action.ip,
      at: action.now,
    });
    return true;
  });
  if (!cancelled) throw new HttpError(409, 'conflict');
}
