import type { Config } from '../../../config';
import { toPya } from '../../../platform/money/money';
import { addressMatcher, parseAddressList } from '../../../platform/http/addresses';
import { loopbackBase } from '../../../platform/http/loopback';
import { DEMO_AGGREGATOR_PATH, DEMO_OPERATOR_CODE, demoKeys } from './demo-keys';

export const GSCPLUS = 'gscplus';
export const GSCPLUS_HOUSE = `games:${GSCPLUS}`;

/** The aggregator's settings, or null when this server has none (its games and webhooks then say so). */
export interface GscplusSettings {
  apiUrl: string;
  operatorCode: string;
  secretKey: string;
  /** Seals the passwords we give the aggregator for our members. */
  passwordKey: Buffer;
  /** Keys that sealed them before `passwordKey`, tried in turn when it cannot open one (a key change). */
  previousPasswordKeys: Buffer[];
  /**
   * Whether the webhooks hear a source address; null hears any (the signature still applies), which production's
   * configuration refuses.
   */
  isAllowedSource: ((address: string) => boolean) | null;
  /** How far a callback's request_time may be from our clock, and which reading of "GMT+8" is accepted. */
  requestWindowSeconds: number;
  requestTimeReading: 'epoch' | 'gmt8';
  /** pya: a single callback credit above this is applied and flagged for review. */
  reviewCreditAbove: number;
  /** pya: the console warns when the operator's balance at the aggregator is below this. */
  operatorBalanceWarnBelow: number;
  reconcileIntervalSeconds: number;
  reconcileLagSeconds: number;
  channelCode: string;
}

/**
 * The aggregator configured, or the in-process demo aggregator when it runs (config `demoAggregator`, never in
 * production): to everything else they are the same, an address, an operator code and keys.
 */
export function gscplusSettings(config: Config): GscplusSettings | null {
  if (config.demoAggregator) return demoSettings(config);
  const { GSCPLUS_API_URL, GSCPLUS_OPERATOR_CODE, GSCPLUS_SECRET_KEY, GSCPLUS_PASSWORD_KEY } = config;
  if (!GSCPLUS_API_URL || !GSCPLUS_OPERATOR_CODE || !GSCPLUS_SECRET_KEY || !GSCPLUS_PASSWORD_KEY) return null;
  const allowed = parseAddressList(config.GSCPLUS_ALLOWED_IPS).entries;
  return {
    ...common(config),
    apiUrl: GSCPLUS_API_URL.replace(/\/+$/, ''),
    operatorCode: GSCPLUS_OPERATOR_CODE,
    secretKey: GSCPLUS_SECRET_KEY,
    passwordKey: Buffer.from(GSCPLUS_PASSWORD_KEY, 'base64'),
    previousPasswordKeys: config.GSCPLUS_PASSWORD_KEY_PREVIOUS.map((key) => Buffer.from(key, 'base64')),
    isAllowedSource: allowed.length > 0 ? addressMatcher(allowed) : null,
  };
}

/** Whether these settings are the demo aggregator's (the console says so). */
export const isDemoAggregator = (config: Config) => config.demoAggregator;

function demoSettings(config: Config): GscplusSettings {
  const keys = demoKeys(config);
  return {
    ...common(config),
    // Read at each call: the port is known only once the server listens.
    get apiUrl() {
      return `${loopbackBase(config)}${DEMO_AGGREGATOR_PATH}`;
    },
    operatorCode: DEMO_OPERATOR_CODE,
    secretKey: keys.secretKey,
    passwordKey: keys.passwordKey,
    // Its key stays in DATA_DIR for the life of the folder: it never changes.
    previousPasswordKeys: [],
    // Its callbacks come from this process, over the loopback address.
    isAllowedSource: null,
  };
}

function common(config: Config) {
  return {
    requestWindowSeconds: config.PROVIDER_REQUEST_MAX_AGE_SECONDS,
    requestTimeReading: config.GSCPLUS_REQUEST_TIME_READING,
    reviewCreditAbove: toPya(config.GSCPLUS_REVIEW_CREDIT_ABOVE_KS),
    operatorBalanceWarnBelow: toPya(config.GSCPLUS_OPERATOR_BALANCE_WARN_BELOW_KS),
    reconcileIntervalSeconds: config.GSCPLUS_RECONCILE_INTERVAL_SECONDS,
    reconcileLagSeconds: config.GSCPLUS_RECONCILE_LAG_SECONDS,
    channelCode: config.GSCPLUS_CHANNEL_CODE,
  };
}
