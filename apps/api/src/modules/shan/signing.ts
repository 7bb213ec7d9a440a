import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';

/** The provider's settings, or undefined when this server has no Shan account (config requires all or none). */
export function shanSettings(config: Config) {
  const { SHAN_API_URL: apiUrl, SHAN_AGENT_CODE: agentCode, SHAN_SECRET_KEY: secretKey } = config;
  return apiUrl && agentCode && secretKey ? { apiUrl, agentCode, secretKey } : undefined;
}
export type ShanSettings = NonNullable<ReturnType<typeof shanSettings>>;

/** The launch sign the provider checks: md5(request_time + secret_key + "launchgame" + agent_code), lowercase hex. */
export function launchSign(requestTime: number, settings: ShanSettings): string {
  return createHash('md5')
    .update(`${requestTime}${settings.secretKey}launchgame${settings.agentCode}`)
    .digest('hex');
}

/** What a callback's signature covers: the payload without `signature`, top-level keys sorted, nested values as sent. */
function signedText(payload: Record<string, unknown>): string {
  const keys = Object.keys(payload)
    .filter((key) => key !== 'signature')
    .sort();
  return JSON.stringify(Object.fromEntries(keys.map((key) => [key, payload[key]])));
}

/** HMAC-MD5 of the signed text with the secret, lowercase hex. */
export function callbackSignature(payload: Record<string, unknown>, secretKey: string): string {
  return createHmac('md5', secretKey).update(signedText(payload)).digest('hex');
}

/** Whether the payload carries its own signature, compared in constant time. */
export function signatureMatches(payload: Record<string, unknown>, secretKey: string): boolean {
  if (typeof payload.signature !== 'string') return false;
  const sent = Buffer.from(payload.signature.toLowerCase());
  const expected = Buffer.from(callbackSignature(payload, secretKey));
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
