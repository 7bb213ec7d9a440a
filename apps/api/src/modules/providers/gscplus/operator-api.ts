import type { GscplusSettings } from './settings';
import { outgoingSign } from './signature';

/** The aggregator could not be reached, or refused or garbled a call; the message says which, never a secret. */
export class AggregatorError extends Error {}

export interface OperatorCall {
  method: 'GET' | 'POST';
  path: string;
  /** The sign word of the document's section 2.11. */
  word: string;
  params?: Record<string, unknown>;
  now: Date;
  /** The wallet balance inquiry alone takes milliseconds (section 2.9). */
  timeUnit?: 'seconds' | 'ms';
  timeoutMs?: number;
}

/**
 * One call to the aggregator's operator APIs, signed md5(request_time + secret + word + operator_code): GET params
 * in the query, POST params as JSON. Answers the reply body as it came; AggregatorError when there is none.
 */
export async function callAggregator(settings: GscplusSettings, call: OperatorCall): Promise<unknown> {
  const millis = call.now.getTime();
  const requestTime = call.timeUnit === 'ms' ? millis : Math.floor(millis / 1000);
  const params = {
    operator_code: settings.operatorCode,
    ...call.params,
    sign: outgoingSign(settings.secretKey, settings.operatorCode, call.word, requestTime),
    request_time: requestTime,
  };
  const query = new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]): [string, string] => [key, String(value)]),
  );
  const url = `${settings.apiUrl}${call.path}${call.method === 'GET' ? `?${query}` : ''}`;
  try {
    const response = await fetch(url, {
      method: call.method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: call.method === 'POST' ? JSON.stringify(params) : undefined,
      signal: AbortSignal.timeout(call.timeoutMs ?? 20_000),
    });
    if (!response.ok) throw new AggregatorError(`${call.path} answered HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    if (error instanceof AggregatorError) throw error;
    throw new AggregatorError(`${call.path} could not be read: ${(error as Error).message}`);
  }
}

/** A reply carrying a code that is neither success (0, or the carrier's 200) nor absent is a refusal. */
export function refusalOf(reply: unknown): string | null {
  if (!reply || typeof reply !== 'object' || Array.isArray(reply) || !('code' in reply)) return null;
  const { code, message } = reply as { code: unknown; message?: unknown };
  return [0, 200].includes(Number(code)) ? null : `${String(code)} ${String(message ?? '')}`.trim();
}

/** A call whose refusal is an error: the reply when it succeeded. */
export async function askAggregator(settings: GscplusSettings, call: OperatorCall): Promise<unknown> {
  const reply = await callAggregator(settings, call);
  const refused = refusalOf(reply);
  if (refused) throw new AggregatorError(`${call.path} refused: ${refused}`);
  return reply;
}
