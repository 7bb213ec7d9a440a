import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The provider's launch validation (Laravel rules of section 1): strings trimmed first, empty ones as missing. The
 * errors in Laravel's shape, or undefined when the body passes.
 */
export function validateLaunch(body: Record<string, unknown>): Record<string, string[]> | undefined {
  const errors: Record<string, string[]> = {};
  const value = (field: string) => {
    const raw = body[field];
    const trimmed = typeof raw === 'string' ? raw.trim() : raw;
    return trimmed === '' ? null : trimmed;
  };
  const rule = (field: string, passes: (v: unknown) => boolean, message: string) => {
    const v = value(field);
    if (v === null || v === undefined) errors[field] = [`The ${field.replace('_', ' ')} field is required.`];
    else if (!passes(v)) errors[field] = [message.replace(':field', field.replace('_', ' '))];
  };
  const isString = (v: unknown) => typeof v === 'string';
  const isInteger = (v: unknown) => /^-?\d+$/.test(String(v)) && typeof v !== 'boolean';
  const isNumeric = (v: unknown) =>
    (typeof v === 'number' || typeof v === 'string') && /^-?\d+(\.\d+)?$/.test(String(v));
  rule('agent_code', isString, 'The :field field must be a string.');
  rule('product_code', isInteger, 'The :field field must be an integer.');
  rule('game_type', isString, 'The :field field must be a string.');
  rule('member_account', isString, 'The :field field must be a string.');
  rule('balance', (v) => isNumeric(v) && Number(v) >= 0, 'The :field field must be a number of at least 0.');
  rule('request_time', isInteger, 'The :field field must be an integer.');
  rule('sign', isString, 'The :field field must be a string.');
  for (const optional of ['nickname', 'callback_url'])
    if (value(optional) != null && !isString(value(optional)))
      errors[optional] = [`The ${optional} field must be a string.`];
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Broken launch answers for tests of our side: an uncaught error, something else than the reply, a cut connection. */
export const launchFaults = {
  'server-error': (response: ServerResponse) => sendJson(response, 500, { message: 'Server Error' }),
  garbage: (response: ServerResponse) => sendJson(response, 200, { unexpected: true }),
  drop: (response: ServerResponse) => response.destroy(),
};
export type LaunchFault = keyof typeof launchFaults;

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** PHP hash_equals: exact and case-sensitive; an unknown agent's empty expected sign never matches. */
export function hashEquals(known: string, given: string): boolean {
  const a = Buffer.from(known);
  const b = Buffer.from(given);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
