import { success } from '@zeya/contract/envelope';
import { smsOutboxReply } from '@zeya/contract/sms-outbox';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { smsOutbox } from '../../db/schema';
import { OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';

/** The newest messages the outbox screen shows. */
const SHOWN = 100;

/**
 * Development's outbox: the text messages the SMS gateway would have sent, newest first, so a tester can read a
 * reset code or a set-up link. Empty and `enabled: false` wherever messages go to a real gateway (or nowhere):
 * production refuses to start with the outbox on.
 */
export const smsOutboxConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/sms-outbox',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console'], response: { 200: success(smsOutboxReply), 401: failureReplies[401] } },
    },
    async (request) => {
      if (deps.sms?.kind !== 'outbox') return ok(request, { enabled: false, messages: [] });
      const rows = await deps.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(SHOWN);
      const messages = rows.map((row) => ({
        id: row.id,
        to: row.toPhone,
        purpose: row.purpose,
        body: row.body,
        created_at: row.createdAt.toISOString(),
      }));
      return ok(request, { enabled: true, messages });
    },
  );
};
