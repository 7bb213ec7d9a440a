import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming X-Request-Id may be to be kept: a proxy's or a client's correlation id (a UUID, a hex or
 * base64url token), short and with nothing a log line, a header or a support ticket would choke on. Anything else,
 * including the same header sent twice (which Node joins with a comma), is replaced by an id of our own.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * The request's id, Fastify's `genReqId`: the caller's own when it is safe, so one id follows a request from the load
 * balancer through our logs, else a random UUID (Fastify's default counter restarts with each process and repeats
 * across instances).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every reply, whatever answers it (a route, the not-found handler, an error), says which request it answers. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
