import { ERROR_STATUS, SUCCESS_STATUS, UNAUTHENTICATED_MESSAGE } from '@zeya/contract/constants';
import { isMessageKey, type MessageKey, type MessageValues } from '@zeya/contract/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../../db/transaction';
import { databaseUnavailable } from '../../db/unavailable';
import { t, type Message } from './i18n';

/** A failure the client caused or may see: an HTTP status and a message key, with the values its text names. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly values?: MessageValues,
  ) {
    super(messageKey);
  }
}

/** 422 with messages per field, in Laravel's shape the spec's client reads; `general` when no field is at fault. */
export class ValidationError extends Error {
  constructor(
    readonly fields: Record<string, Message[]>,
    readonly general?: Message,
  ) {
    super('validation_failed');
  }
}

export function fieldError(field: string, key: Message): ValidationError {
  return new ValidationError({ [field]: [key] });
}

export function ok<T>(request: FastifyRequest, data: T, message: Message = 'ok') {
  return { status: SUCCESS_STATUS, message: t(request, message), data } as const;
}

function validationBody(request: FastifyRequest, fields: Record<string, Message[]>, general?: Message) {
  const errors = Object.fromEntries(
    Object.entries(fields).map(([field, keys]) => [field, keys.map((key) => t(request, key))]),
  );
  const message = general
    ? t(request, general)
    : (Object.values(errors)[0]?.[0] ?? t(request, 'validation_failed'));
  return { message, errors };
}

/**
 * A failure leaves as plain JSON, not through the route's reply schema: a route that declares its own failure shape
 * (a provider's callback) still answers a refusal made before its handler ran (a bad body), rather than a 500.
 */
const asJson = (reply: FastifyReply) => reply.serializer(JSON.stringify);

function sendValidation(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: Record<string, MessageKey[]>,
  general?: MessageKey,
) {
  return asJson(reply)
    .code(422)
    .send({ ...validationBody(request, fields, general), request_id: request.id });
}

interface SchemaIssue {
  instancePath: string;
  message?: string;
  params?: { issue?: { code?: string; message?: string } };
}

/** A schema issue becomes a message key: ours when the schema names one, else required or invalid. */
function issueKey(issue: SchemaIssue): MessageKey {
  const message = issue.params?.issue?.message ?? issue.message ?? '';
  if (isMessageKey(message)) return message;
  return /received undefined|received null/.test(message) ? 'field_required' : 'field_invalid';
}

function schemaFields(issues: SchemaIssue[]): Record<string, MessageKey[]> {
  const fields: Record<string, MessageKey[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    (fields[field] ??= []).push(issueKey(issue));
  }
  return fields;
}

/**
 * The 422 body `{ message, errors }` of a validation failure in the request's language, or undefined when `error` is
 * not one: for the routes whose replies follow a provider's shape instead of ours.
 */
export function validationReply(error: FastifyError, request: FastifyRequest) {
  if (error instanceof ValidationError) return validationBody(request, error.fields, error.general);
  if (hasZodFastifySchemaValidationErrors(error))
    return validationBody(request, schemaFields(error.validation as SchemaIssue[]));
  return undefined;
}

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: Message,
  needs?: string,
) {
  // Every failure names its request (the X-Request-Id header's value), so a player's report finds its log lines.
  if (statusCode === 401)
    return asJson(reply).code(401).send({ message: UNAUTHENTICATED_MESSAGE, request_id: request.id });
  return asJson(reply)
    .code(statusCode)
    .send({
      status: ERROR_STATUS,
      message: t(request, key),
      data: null,
      request_id: request.id,
      ...(needs ? { needs } : {}),
    });
}

/** What a refusal (an HttpError or a ValidationError) says to the person, for replies in a provider's shape. */
export function refusalText(error: unknown, request: FastifyRequest): string | null {
  if (error instanceof HttpError)
    return t(request, error.values ? { key: error.messageKey, values: error.values } : error.messageKey);
  if (error instanceof ValidationError) return validationBody(request, error.fields, error.general).message;
  return null;
}

const KEY_BY_STATUS: Record<number, MessageKey> = {
  400: 'body_unreadable',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'body_too_large',
  415: 'body_type_unsupported',
  429: 'too_many_requests',
};

/** PostgreSQL's check_violation, which PGlite reports by the same code. */
const CHECK_VIOLATION = '23514';

/** The name of the check constraint an error broke, from the driver's error however Drizzle wrapped it. */
function brokenCheck(error: unknown): string | undefined {
  if (pgErrorCode(error) !== CHECK_VIOLATION) return undefined;
  for (let at = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    const constraint = (at as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return '';
}

interface RequestFault {
  statusCode: number;
  key: MessageKey;
  needs?: string;
}

/**
 * The status and message of a failure the request caused that is not a refusal of ours (HttpError,
 * ValidationError), or undefined when the server failed. A step the database's checks refuse contradicts the record as
 * it stands (the same person on both sides of a two-person rule, a value the schema let through): a conflict, not a
 * crash. Whatever fails while the body is read (a multipart parser throws plain errors on a broken form) failed on the
 * client's bytes.
 */
export function requestFault(error: FastifyError, request: FastifyRequest): RequestFault | undefined {
  const check = brokenCheck(error);
  if (check !== undefined)
    return check.endsWith('_two_people')
      ? { statusCode: 409, key: 'second_person_same', needs: 'second_person' }
      : { statusCode: 409, key: 'record_check_refused' };
  const status = error.statusCode ?? 500;
  if (request.readingBody && status !== 413 && status !== 415)
    return { statusCode: 400, key: 'body_unreadable' };
  if (status >= 400 && status < 500)
    return { statusCode: status, key: KEY_BY_STATUS[status] ?? 'field_invalid' };
  return undefined;
}

/**
 * A refused request's log line: WARN, never ERROR, since anyone can send a broken body and the error log is for the
 * server's own faults. It names the error's code and the constraint, never a message (a JSON parser's quotes the body).
 */
export function logRefusal(request: FastifyRequest, error: unknown, statusCode: number) {
  request.log.warn(
    {
      status: statusCode,
      code: pgErrorCode(error) ?? (error as { code?: unknown }).code,
      constraint: brokenCheck(error),
    },
    'request refused',
  );
}

/**
 * What a route answering in a provider's shape says of a failure the request caused: the status and text our own
 * reply would carry, or undefined when the failure is the server's.
 */
export function refusalOf(
  error: unknown,
  request: FastifyRequest,
): { statusCode: number; message: string } | undefined {
  const validation = validationReply(error as FastifyError, request);
  if (validation) return { statusCode: 422, message: validation.message };
  if (error instanceof HttpError)
    return { statusCode: error.statusCode, message: refusalText(error, request)! };
  const fault = requestFault(error as FastifyError, request);
  return fault && { statusCode: fault.statusCode, message: t(request, fault.key) };
}

/** What a 503 asks the client to wait: a pooled connection is opened again on the next query. */
const RETRY_AFTER_SECONDS = 2;

/** Every error leaves through here: clear 4xx for the client's mistakes, a 5xx that reveals nothing otherwise. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const validation = validationReply(error, request);
  if (validation)
    return asJson(reply)
      .code(422)
      .send({ ...validation, request_id: request.id });
  // A receipt over the size limit is the receipt field's fault, not a failed request.
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT')
    return sendValidation(request, reply, { receipt: ['receipt_invalid'] });
  if (error instanceof HttpError) {
    // A body refused before it is read (its type, charset, depth) is a line of its own: routine refusals are not.
    if (request.readingBody) logRefusal(request, error, error.statusCode);
    return sendFailure(
      request,
      reply,
      error.statusCode,
      error.values ? { key: error.messageKey, values: error.values } : error.messageKey,
      'needs' in error ? String(error.needs) : undefined,
    );
  }
  const fault = requestFault(error, request);
  if (fault) {
    logRefusal(request, error, fault.statusCode);
    return sendFailure(request, reply, fault.statusCode, fault.key, fault.needs);
  }
  // The database is away (a restart, a failover): nothing of the request was committed, or it was whole (PostgreSQL
  // rolls back what a lost connection leaves open); the client may try again soon, with the same Idempotency-Key.
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    request.log.warn({ reason: unavailable }, 'connection to the database lost or refused');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendFailure(request, reply, 503, 'service_unavailable');
  }
  request.log.error({ err: error }, 'request failed');
  return sendFailure(request, reply, 500, 'server_error');
}
