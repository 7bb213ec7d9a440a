import { success } from '@zeya/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../platform/errors';
import { INSTANCE } from '../../platform/instance';

/** Liveness and readiness in one: answers only when the database answers, saying which instance did. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: success(z.object({ database: z.literal('up'), instance: z.string() })) },
      },
    },
    async (request) => {
      await db.execute(sql`select 1`);
      return ok(request, { database: 'up' as const, instance: INSTANCE });
    },
  );
};
