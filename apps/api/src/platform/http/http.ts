import { unauthenticated, validationFailure } from '@zeya/contract/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';

/** Documented failure replies of routes that take input and need a session. */
export const failureReplies = { 401: unauthenticated, 422: validationFailure } as const;

/** Per-IP limit for routes that check a password: a second line behind the per-account lockout. */
export function passwordRateLimit(deps: AppDeps) {
  return {
    max: deps.config.AUTH_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.ip,
  };
}

export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * Where browsers and providers reach this server, without a trailing slash: PUBLIC_URL, else the origin the request
 * came to (a laptop, a test).
 */
export function publicBase(config: Config, request: FastifyRequest): string {
  return (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** Adds `header` to the reply's Vary, once: caches keep one copy per value of it. */
export function addVary(reply: FastifyReply, header: string) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(header.toLowerCase())
  )
    reply.header('vary', vary ? `${vary}, ${header}` : header);
}
