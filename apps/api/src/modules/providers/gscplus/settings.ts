import type { Config } from '../../../config';

export const GSCPLUS = 'gscplus';

/** The aggregator's settings, or null when this server has none (its games and webhooks then say so). */
export interface GscplusSettings {
  apiUrl: string;
  operatorCode: string;
  secretKey: string;
  passwordKey: Buffer;
  /** Source addresses the webhooks accept; null accepts any (the signature still applies). */
  allowedIps: ReadonlySet<string> | null;
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
  const allowed = list(config.GSCPLUS_ALLOWED_IPS);
  return {
    apiUrl: GSCPLUS_API_URL.replace(/\/+$/, ''),
    operatorCode: GSCPLUS_OPERATOR_CODE,
    secretKey: GSCPLUS_SECRET_KEY,
    passwordKey: Buffer.from(GSCPLUS_PASSWORD_KEY, 'base64'),
    allowedIps: allowed.length > 0 ? new Set(allowed) : null,
    mmk2Products: new Set(list(config.GSCPLUS_MMK2_PRODUCTS)),
    maxAgeSeconds: config.PROVIDER_REQUEST_MAX_AGE_SECONDS,
  };
}
