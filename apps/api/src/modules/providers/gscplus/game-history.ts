import type { Replay } from '@zeya/contract/gscplus-console';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../../platform/http/errors';
import { AggregatorError, askAggregator } from './operator-api';
import type { GscplusSettings } from './settings';

/**
 * A wager's replay at the aggregator (the document's section 2.5): `content` is a URL to open, or for PG Soft HTML
 * the operator shows itself. Only http(s) addresses are passed on as links.
 */
export async function fetchReplay(settings: GscplusSettings, wagerCode: string, now: Date): Promise<Replay> {
  const reply = await askAggregator(settings, {
    method: 'GET',
    path: `/api/operators/${encodeURIComponent(wagerCode)}/game-history`,
    word: 'gamehistory',
    now,
  });
  const content = (reply as { content?: unknown }).content;
  if (typeof content !== 'string' || content.trim() === '')
    throw new AggregatorError('The game history reply has no content');
  const text = content.trim();
  return /^https?:\/\/\S+$/i.test(text) ? { url: text, html: null } : { url: null, html: text };
}

/** A round's replay for a console or player route: 503 when the aggregator is not configured, 502 when it fails. */
export async function replayOf(
  settings: GscplusSettings | null,
  wagerCode: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<Replay> {
  if (!settings) throw new HttpError(503, 'provider_unavailable');
  try {
    return await fetchReplay(settings, wagerCode, now);
  } catch (error) {
    if (!(error instanceof AggregatorError)) throw error;
    log.warn({ reason: error.message }, 'gscplus game history failed');
    throw new HttpError(502, 'provider_unavailable');
  }
}
