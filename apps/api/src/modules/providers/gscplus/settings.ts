import type { Config } from '../../../config';
import { addressMatcher, parseAddressList } from '../../../platform/addresses';

export const GSCPLUS = 'gscplus';

/** The aggregator's settings, or null when this server has none (its games and webhooks then say so). */
export interface GscplusSettings {
  apiUrl: string;
  operatorCode: string;
  secretKey: string;
  passwordKey: Buffer;
  /**
   * Whether the webhooks hear a source address; null hears any (the signature still applies), which production's
   * configuration refuses.
   */
  isAllowedSource: ((address: string) => boolean) | null;
  mmk2Products: ReadonlySet<string>;
  maxAgeSeconds: number;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function gscplusSettings(config: Config): GscplusSettings | null {
  const { GSCPLUS_API_URL, GSCPLUS_OPERATOR_CODE, GSCPLUS_SECRET_KEY, GSCPLUS_PASSWORD_KEY } = config;
  if (!GSCPLUS_API_URL || !GSCPLUS_OPERATOR_CODE || !GSCPLUS_SECRET_KEY || !GSCPLUS_PASSWORD_KEY) return null;
  const allowed = parseAddressList(config.GSCPLUS_ALLOWED_IPS).entries;
  return {
    apiUrl: GSCPLUS_API_URL.replace(/\/+$/, ''),
    operatorCode: GSCPLUS_OPERATOR_CODE,
    secretKey: GSCPLUS_SECRET_KEY,
    passwordKey: Buffer.from(GSCPLUS_PASSWORD_KEY, 'base64'),
    isAllowedSource: allowed.length > 0 ? addressMatcher(allowed) : null,
    mmk2Products: new Set(list(config.GSCPLUS_MMK2_PRODUCTS)),
    maxAgeSeconds: config.PROVIDER_REQUEST_MAX_AGE_SECONDS,
  };
}
