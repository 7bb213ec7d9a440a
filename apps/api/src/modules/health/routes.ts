import { ERROR_STATUS } from '@zeya/contract/constants';
import { success } from '@zeya/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { databaseUnavailable } from '../../db/unavailable';
import { ok } from '../../platform/http/errors';
import { t } from '../../platform/http/i18n';
import { INSTANCE } from '../../platform/runtime/instance';

/** A database that has not answered `select 1` in this long is as good as away, for a load balancer. */
const READY_TIMEOUT_MS = 3_000;

const notReady = z.object({
  status: z.literal(ERROR_STATUS),
  message: z.string(),
  data: z.object({ database: z.literal('down'), reason: z.string(), instance: z.string() }),
});

/** Why `select 1` did not answer: the connection's code or words, else only that it failed (nothing internal). */
async function databaseProblem(deps: AppDeps): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
  });
  const query = deps.db.execute(sql`select 1`).then(
    () => null,
    (error: unknown) => databaseUnavailable(error) ?? 'query failed',
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness, apart. `GET /api/health` says the process serves HTTP and never touches the database: a
 * supervisor that restarts processes on it must not restart every instance while the database is away, since they
 * come back by themselves. `GET /api/health/ready` says whether this instance can do work now (the database answers),
 * for a load balancer choosing where requests go; 503 with the reason when not.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: success(z.object({ instance: z.string() })) } },
    },
    async (request) => ok(request, { instance: INSTANCE }),
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: success(z.object({ database: z.literal('up'), instance: z.string() })),
          503: notReady,
        },
      },
    },
    async (request, reply) => {
      const reason = await databaseProblem(deps);
      if (reason === null) return ok(request, { database: 'up' as const, instance: INSTANCE });
      return reply.code(503).send({
        status: ERROR_STATUS,
        message: t(request, 'service_unavailable'),
        data: { database: 'down' as const, reason, instance: INSTANCE },
      });
    },
  );
};
