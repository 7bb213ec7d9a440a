import type { MessageKey } from '@zeya/contract/messages';
import type { ShanRefusalCode } from '@zeya/contract/shan';
import type { Config } from '../../config';
import { callbackSignedBy, shanSettings } from './signing';

const STATUS: Record<ShanRefusalCode, number> = {
  NOT_CONFIGURED: 401,
  INVALID_SIGNATURE: 401,
  INVALID_REQUEST: 422,
};

const MESSAGE: Record<ShanRefusalCode, MessageKey> = {
  NOT_CONFIGURED: 'shan_unavailable',
  INVALID_SIGNATURE: 'shan_signature_invalid',
  INVALID_REQUEST: 'validation_failed',
};

/** A callback refused as a whole: nothing of it is read further. `reason` is for the log, never for the reply. */
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

/**
 * Only a callback signed with our agent's key is read at all: the signature is its authentication. No freshness
 * window: the provider never resends, so a late round refused would be lost, and a replay is a wager code seen before.
 */
export function authenticate(config: Config, rawBody: string | undefined): ShanRefusal | undefined {
  const settings = shanSettings(config);
  if (!settings) return new ShanRefusal('NOT_CONFIGURED', 'no Shan secret is configured');
  if (rawBody === undefined || !callbackSignedBy(rawBody, settings.callbackKey))
    return new ShanRefusal('INVALID_SIGNATURE', 'missing or wrong signature');
  return undefined;
}
