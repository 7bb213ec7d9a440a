import { ERROR_STATUS, SUCCESS_STATUS, UNAUTHENTICATED_MESSAGE } from '@zeya/contract/constants';
import { isMessageKey, type MessageKey, type MessageValues } from '@zeya/contract/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
    .send(validationBody(request, fields, general));
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
  if (statusCode === 401) return asJson(reply).code(401).send({ message: UNAUTHENTICATED_MESSAGE });
  return asJson(reply)
    .code(statusCode)
    .send({ status: ERROR_STATUS, message: t(request, key), data: null, ...(needs ? { needs } : {}) });
}

/** What a refusal (an HttpError or a ValidationError) says to the person, for replies in a provider's shape. */
export function refusalText(error: unknown, request: FastifyRequest): string | null {
  if (error instanceof HttpError)
    return t(request, error.values ? { key: error.messageKey, values: error.values } : error.messageKey);
  if (error instanceof ValidationError) return validationBody(request, error.fields, error.general).message;
  return null;
}

const KEY_BY_STATUS: Record<number, MessageKey> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'body_too_large',
  429: 'too_many_requests',
};

/** Every error leaves through here: clear 4xx for the client's mistakes, a 5xx that reveals nothing otherwise. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const validation = validationReply(error, request);
  if (validation) return asJson(reply).code(422).send(validation);
  // A receipt over the size limit is the receipt field's fault, not a failed request.
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT')
    return sendValidation(request, reply, { receipt: ['receipt_invalid'] });
  if (error instanceof HttpError)
    return sendFailure(
      request,
      reply,
      error.statusCode,
      error.values ? { key: error.messageKey, values: error.values } : error.messageKey,
      'needs' in error ? String(error.needs) : undefined,
    );
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendFailure(request, reply, status, KEY_BY_STATUS[status] ?? 'field_invalid');
  }
  request.log.error({ err: error }, 'request failed');
  return sendFailure(request, reply, 500, 'server_error');
}
