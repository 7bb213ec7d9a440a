import type { HouseGamesView } from '@zeya/contract/house-games';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { recordAudit } from '../../platform/authority/audit';
import type { Actor } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/http/errors';
import { inTransaction } from '../../db/transaction';
import { rotatePair } from '../digitbet/pairs';
import { fairnessOf, payoutPercents, rtp } from '../digitbet/service';
import { PAYTABLE, PUBLISHED_RTP, REELS } from '../providers/house/shwe-slot';

/** Both games as configured: Digit Bet's payouts come from the environment, Shwe Slot's from its reel strips. */
export function houseGames(deps: AppDeps): HouseGamesView {
  const percents = payoutPercents(deps);
  const outcomes = REELS.reduce((product, reel) => product * reel.length, 1);
  return {
    digit_bet: {
      payouts: { digit: percents.digit / 100, big: percents.big / 100, small: percents.small / 100 },
      rtp: rtp(deps),
      settings: [
        { name: 'DIGITBET_DIGIT_PAYOUT', value: deps.config.DIGITBET_DIGIT_PAYOUT },
        { name: 'DIGITBET_BIG_SMALL_PAYOUT', value: deps.config.DIGITBET_BIG_SMALL_PAYOUT },
      ],
    },
    shwe_slot: {
      reels: REELS,
      paytable: PAYTABLE,
      rtp: PUBLISHED_RTP,
      rtp_fraction: `${Math.round(PUBLISHED_RTP * outcomes)} / ${outcomes}`,
    },
  };
}

async function playerOf(deps: AppDeps, id: number) {
  const [player] = await deps.db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'player')));
  if (!player) throw new HttpError(404, 'not_found');
  return player;
}

export async function playerSeeds(deps: AppDeps, id: number) {
  const player = await playerOf(deps, id);
  return { user_id: player.id, user_name: player.userName, ...(await fairnessOf(deps, player.id)) };
}

/**
 * On the player's request an operator ends their active pair: the old server seed is revealed so the player can
 * check every round it decided, and a new one is committed to. The player's client seed stays theirs.
 */
export async function rotatePlayerSeeds(deps: AppDeps, step: { actor: Actor; ip: string }, id: number) {
  const player = await playerOf(deps, id);
  await inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const { ended, next } = await rotatePair(tx, player.id, undefined, at);
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: 'digitbet.rotate_seeds',
      targetType: 'player',
      targetId: String(player.id),
      before: {
        server_seed_hash: ended.serverSeedHash,
        client_seed: ended.clientSeed,
        rounds: ended.nextNonce,
      },
      after: { revealed_server_seed: ended.serverSeed, server_seed_hash: next.serverSeedHash },
      ip: step.ip,
      at,
    });
  });
  return playerSeeds(deps, id);
}
