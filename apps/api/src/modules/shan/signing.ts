import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import { loopbackBase } from '../../platform/http/loopback';
import { md5, sameSignature } from '../../platform/providers/provider-signature';
import { DEMO_SHAN_AGENT, DEMO_SHAN_PATH, demoShanKey } from './demo-keys';

/**
 * The provider's settings, or undefined when this server has no Shan account (config requires all or none). The
 * launch is signed with the provider's global key; callbacks with our agent's own key, which may differ.
 */
export function shanSettings(config: Config): ShanSettings | undefined {
  if (config.demoShan) return demoSettings(config);
  const { SHAN_API_URL: apiUrl, SHAN_AGENT_CODE: agentCode, SHAN_SECRET_KEY: secretKey } = config;
  if (!apiUrl || !agentCode || !secretKey) return undefined;
  return { apiUrl, agentCode, secretKey, callbackKey: config.SHAN_CALLBACK_KEY ?? secretKey };
}

export interface ShanSettings {
  apiUrl: string;
  agentCode: string;
  secretKey: string;
  callbackKey: string;
}

/** The in-process demo provider (config `demoShan`, never in production): one key for launches and callbacks. */
function demoSettings(config: Config): ShanSettings {
  const key = demoShanKey(config);
  return {
    // Read at each call: the port is known only once the server listens.
    get apiUrl() {
      return `${loopbackBase(config)}${DEMO_SHAN_PATH}`;
    },
    agentCode: DEMO_SHAN_AGENT,
    secretKey: key,
    callbackKey: key,
  };
}

/** The launch sign the provider checks: md5(request_time + secret_key + "launchgame" + agent_code), lowercase hex. */
export function launchSign(requestTime: number, settings: ShanSettings): string {
  return md5(`${requestTime}${settings.secretKey}launchgame${settings.agentCode}`);
}

/** The provider appends `"signature"` last to the JSON it signed: `...,"signature":"<32 hex>"}`. */
const SIGNATURE_AT_END = /,"signature":"([0-9a-fA-F]{32})"}\s*$/;

/**
 * Whether a callback body, byte for byte as received, carries the HMAC-MD5 of the rest of itself: the body without
 * its signature member is exactly the text the provider signed. Re-serialising the parsed JSON could not reproduce
 * PHP's escaping and number forms.
 */
export function callbackSignedBy(rawBody: string, key: string): boolean {
  const found = SIGNATURE_AT_END.exec(rawBody);
  if (!found) return false;
  const signed = `${rawBody.slice(0, found.index)}}`;
  return sameSignature(createHmac('md5', key).update(signed, 'utf8').digest('hex'), found[1]!);
}
