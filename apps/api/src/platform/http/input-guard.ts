import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from './errors';
import { convertZawgyiInput } from './zawgyi';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Between the start of parsing and the first preHandler: the body is being read (the content-type parser, then
     * a multipart form's own preValidation hook). What fails then failed on the client's bytes (errors.ts).
     */
    readingBody: boolean;
  }
}

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

/** What a route takes when its schema names nothing else (`consumes`): JSON, as every client of ours sends. */
const JSON_ONLY: readonly string[] = ['application/json'];
/** Fastify reads no body on these, whatever is sent: a body there is ignored, not refused. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);
/** Charsets whose bytes are UTF-8, the only text this server reads (JSON has no other: RFC 8259). */
const UTF8 = new Set(['utf-8', 'utf8', 'us-ascii']);
/** RFC 9110's `type/subtype`, both tokens. */
const MEDIA_TYPE = /^[!#$%&'*+.^_`|~0-9a-z-]+\/[!#$%&'*+.^_`|~0-9a-z-]+$/;
/** `; name=value` after it, the value a token or a quoted string (which may hold a `;`). */
const PARAMETER = /;\s*([^\s;=]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]*)/g;
/** RFC 2046: a multipart boundary is 1 to 70 characters; busboy throws on a form without one. */
const BOUNDARY = /^[^\r\n]{1,70}$/;

/** A Content-Type header as its media type (lower case) and parameters, or undefined when it names no type. */
export function mediaTypeOf(header: string): { type: string; params: Map<string, string> } | undefined {
  const end = header.indexOf(';');
  const type = (end < 0 ? header : header.slice(0, end)).trim().toLowerCase();
  if (!MEDIA_TYPE.test(type)) return undefined;
  const params = new Map<string, string>();
  if (end >= 0)
    for (const [, name, value] of header.slice(end).matchAll(PARAMETER))
      params.set(
        name!.toLowerCase(),
        value!.startsWith('"') ? value!.slice(1, -1).replace(/\\(.)/g, '$1') : value!,
      );
  return { type, params };
}

/**
 * Why a request's body is refused before any parser reads it, or undefined: 415 for a type its route does not take
 * (its schema's `consumes`, else JSON), 400 for text not in UTF-8 or a form without its boundary. Checked wherever
 * Fastify parses a typed body, so no parser (multipart's included) ever sees one its route was not made for; a body
 * without a type is Fastify's own 415.
 */
export function contentTypeRefusal(request: FastifyRequest): HttpError | undefined {
  const header = request.headers['content-type'];
  if (header === undefined || BODYLESS_METHODS.has(request.method)) return undefined;
  const media = mediaTypeOf(header);
  const takes = (request.routeOptions.schema?.consumes as readonly string[] | undefined) ?? JSON_ONLY;
  if (!media || !takes.includes(media.type)) return new HttpError(415, 'body_type_unsupported');
  const charset = media.params.get('charset');
  if (charset !== undefined && !UTF8.has(charset.toLowerCase())) return new HttpError(400, 'body_unreadable');
  if (media.type === 'multipart/form-data' && !BOUNDARY.test(media.params.get('boundary') ?? ''))
    return new HttpError(400, 'body_unreadable');
  return undefined;
}

/**
 * Fastify's JSON parser behind the depth bound (400 on a body deeper than MAX_BODY_DEPTH, or not JSON). An empty
 * body is no body, not bad JSON: the spec's client sends Content-Type JSON on bodiless POSTs (logout). `keep` sees
 * the text as received, for a route that checks a signature over it.
 */
export function boundedJsonParser(
  app: FastifyInstance,
  keep?: (request: FastifyRequest, text: string) => void,
): FastifyBodyParser<string> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, text, done) => {
    keep?.(request, text);
    if (text === '') return done(null, undefined);
    if (jsonDepthExceeds(text, MAX_BODY_DEPTH)) return done(new HttpError(400, 'body_too_deep'), undefined);
    return parseJson(request, text, done);
  };
}

/**
 * What every request passes before a handler sees it: a body of a type its route takes, in UTF-8 (415, 400), JSON
 * no deeper than MAX_BODY_DEPTH (400), and no text anywhere (path, query, body, multipart fields) that the database
 * cannot store (422 on its field; no field is cleaned instead, free text included, so what is stored is what the
 * client sent). The one change made to what a client sent: text typed in Zawgyi becomes Unicode (zawgyi.ts).
 */
export function registerInputGuards(app: FastifyInstance) {
  app.decorateRequest('readingBody', false);
  app.addHook('preParsing', (request, _reply, payload, done) => {
    request.readingBody = true;
    done(contentTypeRefusal(request) ?? null, payload);
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, boundedJsonParser(app));
  convertZawgyiInput(app);
  // Checked once the body is complete: a multipart form's fields arrive only in its plugin's own hook.
  app.addHook('preHandler', async (request) => {
    request.readingBody = false;
    refuseUnencodable(request);
  });
}
