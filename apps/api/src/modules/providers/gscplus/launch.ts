import type { Language } from '@zeya/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { theirGameType } from './game-types';
import { memberPassword } from './members';
import { AggregatorError, callAggregator } from './operator-api';
import type { GscplusSettings } from './settings';

/** The document's language codes (its section 3.10) for ours. */
const LANGUAGE_CODES: Record<Language, number> = { en: 0, zh: 2, th: 3, mm: 13 };

export interface AggregatorLaunch {
  player: { id: number; userName: string; name: string; memberAccount: string };
  game: { gameCode: string; productCode: string; gameType: string; currency: string; entryType: number };
  language: Language;
  ip: string;
  mobile: boolean;
  lobbyUrl: string;
  now: Date;
  /** Hears that a member's password had to be issued afresh (see memberPassword). */
  log: FastifyBaseLogger;
}

const launchAnswer = z.looseObject({
  code: z.coerce.number().int(),
  message: z.string().nullish(),
  url: z.string().nullish(),
  content: z.string().nullish(),
});

/**
 * Asks the aggregator for a game URL (or HTML to write into a window), with the document's types: product_code and
 * request_time integers, language_code an integer, and no game_code for a lobby-only product (entry_type 2). The
 * reply's code and message pass through to the player's client as the spec expects; an aggregator that cannot be
 * reached or answers nonsense is a null.
 */
export async function launchAtAggregator(db: Executor, settings: GscplusSettings, launch: AggregatorLaunch) {
  const params = {
    member_account: launch.player.memberAccount,
    password: await memberPassword(db, settings, launch.player.id, launch.now, launch.log),
    nickname: launch.player.name || launch.player.userName,
    currency: launch.game.currency,
    game_code: launch.game.entryType === 2 ? null : launch.game.gameCode,
    product_code: Number(launch.game.productCode),
    game_type: theirGameType(launch.game.gameType),
    language_code: LANGUAGE_CODES[launch.language],
    ip: launch.ip,
    platform: launch.mobile ? 'MOBILE' : 'WEB',
    operator_lobby_url: launch.lobbyUrl,
  };
  try {
    const reply = await callAggregator(settings, {
      method: 'POST',
      path: '/api/operators/launch-game',
      word: 'launchgame',
      params,
      now: launch.now,
      timeoutMs: 10_000,
    });
    const answer = launchAnswer.safeParse(reply);
    if (!answer.success) return null;
    const { code, message, url, content } = answer.data;
    return { code, message: message ?? '', url: url || undefined, content: content || undefined };
  } catch (error) {
    if (error instanceof AggregatorError) return null;
    throw error;
  }
}
