import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from './errors';

/** Deeper than any body a client or provider of ours sends (a GSC+ batch is 4 levels), far below a stack's reach. */
export const MAX_BODY_DEPTH = 32;
/** Every body but uploads (whose plugin sets its own limits). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** A reply names this many bad fields at most: a body of ten thousand bad strings gets a short answer. */
const MAX_FIELDS_NAMED = 20;

/**
 * The nesting depth of a JSON text, counted without parsing it and without recursion, so that no parser or handler
 * downstream ever walks a body deeper than MAX_BODY_DEPTH.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** NUL (which PostgreSQL text cannot hold) and UTF-16 surrogates without their pair (which UTF-8 cannot encode). */
const UNENCODABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isEncodable(text: string): boolean {
  return !UNENCODABLE.test(text);
}

/**
 * The fields of `input` (keys included) whose text cannot be stored, named as schema errors name them
 * (`amounts.0.num`). Walked with a stack, not recursion; uploaded file bytes are not text and are skipped.
 */
export function unencodableFields(input: unknown, root: string): string[] {
  const bad: string[] = [];
  const stack: [unknown, string][] = [[input, root]];
  while (stack.length > 0 && bad.length < MAX_FIELDS_NAMED) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isEncodable(value)) bad.push(path);
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value)) {
        const innerPath = path ? `${path}.${key}` : key;
        if (!isEncodable(key)) bad.push(innerPath);
        else stack.push([inner, innerPath]);
      }
    }
  }
  return bad;
}

function refuseUnencodable(request: FastifyRequest) {
  const fields = [
    ...unencodableFields(request.params, ''),
    ...unencodableFields(request.query, ''),
    ...unencodableFields(request.body, ''),
  ];
  if (fields.length > 0)
    throw new ValidationError(Object.fromEntries(fields.map((field) => [field || 'body', ['text_invalid']])));
}

/**
 * What every request passes before a handler sees it: a JSON body no deeper than MAX_BODY_DEPTH (422 on `body`),
 * and no text anywhere (path, query, body, multipart fields) that the database cannot store (422 on its field;
 * no field is cleaned instead, free text included, so what is stored is what the client sent).
 */
export function registerInputGuards(app: FastifyInstance) {
  // The spec's client sends Content-Type JSON on bodiless POSTs (logout): an empty body is no body, not bad JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text === '') return done(null, undefined);
    if (jsonDepthExceeds(text, MAX_BODY_DEPTH))
      return done(new ValidationError({ body: ['body_too_deep'] }), undefined);
    return parseJson(request, text, done);
  });
  // Checked once the body is complete: a multipart form's fields arrive only in its plugin's own hook.
  app.addHook('preHandler', async (request) => refuseUnencodable(request));
}
