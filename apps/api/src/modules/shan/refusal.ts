import type { MessageKey } from '@zeya/contract/messages';
import type { ShanRefusalCode } from '@zeya/contract/shan';
import type { Config } from '../../config';
import { shanSettings, signatureMatches } from './signing';
import { isFresh } from '../../platform/provider-signature';

const STATUS: Record<ShanRefusalCode, number> = {
  NOT_CONFIGURED: 401,
  INVALID_SIGNATURE: 401,
  STALE_REQUEST: 401,
  INVALID_REQUEST: 422,
  UNKNOWN_PLAYER: 409,
  UNRECONCILED: 409,
};

const MESSAGE: Record<ShanRefusalCode, MessageKey> = {
  NOT_CONFIGURED: 'shan_unavailable',
  INVALID_SIGNATURE: 'shan_signature_invalid',
  STALE_REQUEST: 'shan_request_stale',
  INVALID_REQUEST: 'validation_failed',
  UNKNOWN_PLAYER: 'shan_unknown_player',
  UNRECONCILED: 'shan_unreconciled',
};

/** A callback refused as a whole: nothing of it is applied. `reason` is for the operator, never for the reply. */
export class ShanRefusal extends Error {
  readonly statusCode: number;
  readonly messageKey: MessageKey;

  constructor(
    readonly code: ShanRefusalCode,
    readonly reason: string,
  ) {
    super(`${code}: ${reason}`);
    this.statusCode = STATUS[code];
    this.messageKey = MESSAGE[code];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only a callback signed with our secret is read at all: the signature is its authentication. */
export function authenticate(config: Config, payload: unknown): ShanRefusal | undefined {
  const settings = shanSettings(config);
  if (!settings) return new ShanRefusal('NOT_CONFIGURED', 'no Shan secret is configured');
  if (!isRecord(payload) || !signatureMatches(payload, settings.secretKey))
    return new ShanRefusal('INVALID_SIGNATURE', 'missing or wrong signature');
  return undefined;
}

/** A signed callback is still refused outside the allowed window, so a captured one cannot be replayed later. */
export function checkFreshness(config: Config, timestamp: number, now: Date): ShanRefusal | undefined {
  if (isFresh(timestamp, now, config.PROVIDER_REQUEST_MAX_AGE_SECONDS)) return undefined;
  return new ShanRefusal('STALE_REQUEST', `timestamp ${timestamp} is outside the allowed window`);
}
