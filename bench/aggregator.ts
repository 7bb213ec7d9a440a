/**
 * The bench plays the GSC+ aggregator: the server is configured with these settings and the load generator sends
 * webhooks signed with them. The aggregator's own API is never called in the bench (no launch, no sync).
 */
import { callbackSign } from '../apps/api/src/modules/providers/gscplus/signature';
import { benchNow } from './clock';

const OPERATOR_CODE = 'BENCH';
const SECRET_KEY = 'bench-secret';

export const BENCH_AGGREGATOR_ENV = {
  GSCPLUS_API_URL: 'http://127.0.0.1:9',
  GSCPLUS_OPERATOR_CODE: OPERATOR_CODE,
  GSCPLUS_SECRET_KEY: SECRET_KEY,
  GSCPLUS_PASSWORD_KEY: Buffer.alloc(32, 1).toString('base64'),
  GSCPLUS_ALLOWED_IPS: '',
  // Nobody answers at GSCPLUS_API_URL: reconciliation would only log its failure every minute.
  GSCPLUS_RECONCILE_INTERVAL_SECONDS: '0',
};

/** A signed webhook body; its request_time is now, so it stays fresh for the few seconds a row lasts. */
export function signedWebhook(action: string, body: Record<string, unknown>) {
  const requestTime = Math.floor(benchNow().getTime() / 1000);
  return {
    operator_code: OPERATOR_CODE,
    request_time: requestTime,
    sign: callbackSign(SECRET_KEY, OPERATOR_CODE, action, requestTime),
    ...body,
  };
}
