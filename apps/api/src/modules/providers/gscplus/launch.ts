import type { Language } from '@zeya/contract/constants';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { theirGameType } from './game-types';
import { memberPassword } from './members';
import type { GscplusSettings } from './settings';
import { outgoingSign } from './signature';

const LANGUAGE_CODES: Record<Language, number> = { en: 0, zh: 2, th: 3, mm: 13 };

export interface AggregatorLaunch {
  player: { id: number; userName: string; name: string; memberAccount: string };
  game: { gameCode: string; productCode: string; gameType: string; currency: string };
  language: Language;
  ip: string;
  mobile: boolean;
  lobbyUrl: string;
  now: Date;
}

const launchAnswer = z.looseObject({
  code: z.coerce.number().int(),
  message: z.string().nullish(),
  url: z.string().nullish(),
  content: z.string().nullish(),
});

/**
 * Asks the aggregator for a game URL (or HTML to write into a window). The reply's code and message pass through to
 * the player's client as the spec expects; an aggregator that cannot be reached or answers nonsense is a null.
 */
export async function launchAtAggregator(db: Executor, settings: GscplusSettings, launch: AggregatorLaunch) {
  const requestTime = Math.floor(launch.now.getTime() / 1000);
  const body = {
    operator_code: settings.operatorCode,
    member_account: launch.player.memberAccount,
    password: await memberPassword(db, settings.passwordKey, launch.player.id, launch.now),
    nickname: launch.player.name || launch.player.userName,
    currency: launch.game.currency,
    game_code: launch.game.gameCode,
    product_code: launch.game.productCode,
    game_type: theirGameType(launch.game.gameType),
    language_code: LANGUAGE_CODES[launch.language],
    ip: launch.ip,
    platform: launch.mobile ? 'MOBILE' : 'WEB',
    sign: outgoingSign(settings.secretKey, settings.operatorCode, 'launchgame', requestTime),
    request_time: requestTime,
    operator_lobby_url: launch.lobbyUrl,
  };
  try {
    const response = await fetch(`${settings.apiUrl}/api/operators/launch-game`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = launchAnswer.safeParse(await response.json());
    if (!answer.success) return null;
    const { code, message, url, content } = answer.data;
    return { code, message: message ?? '', url: url ?? undefined, content: content ?? undefined };
  } catch {
    return null;
  }
}
