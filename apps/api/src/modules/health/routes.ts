import { success } from '@zeya/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../platform/errors';

/** Liveness and readiness in one: answers only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: success(z.object({ database: z.literal('up') })) } },
    },
    async (request) => {
      await db.execute(sql`select 1`);
      return ok(request, { database: 'up' as const });
    },
  );
};
