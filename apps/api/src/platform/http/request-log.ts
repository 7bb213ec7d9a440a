import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Where a request went, as a log line may say it: the route's pattern (`/api/console/players/:id/adjust`), or the
 * path of an unmatched request, never its query string, where search terms and callback parameters travel.
 */
export function requestPlace(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  return request.routeOptions?.url ?? request.url.split('?', 1)[0]!;
}

/**
 * One log line per request, written when it ends: method, place, status and time. Fastify's own two lines (incoming,
 * completed) double the logging cost of the 5-second balance poll. Headers, bodies and parameters are never logged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: requestPlace(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request');
  }
}
