import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import { md5, sameSignature } from '../../platform/provider-signature';

/** The provider's settings, or undefined when this server has no Shan account (config requires all or none). */
export function shanSettings(config: Config) {
  const { SHAN_API_URL: apiUrl, SHAN_AGENT_CODE: agentCode, SHAN_SECRET_KEY: secretKey } = config;
  return apiUrl && agentCode && secretKey ? { apiUrl, agentCode, secretKey } : undefined;
}
export type ShanSettings = NonNullable<ReturnType<typeof shanSettings>>;

/** The launch sign the provider checks: md5(request_time + secret_key + "launchgame" + agent_code), lowercase hex. */
export function launchSign(requestTime: number, settings: ShanSettings): string {
  return md5(`${requestTime}${settings.secretKey}launchgame${settings.agentCode}`);
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
  return (
    typeof payload.signature === 'string' &&
    sameSignature(callbackSignature(payload, secretKey), payload.signature)
  );
}
