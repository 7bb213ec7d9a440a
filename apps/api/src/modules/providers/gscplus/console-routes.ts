import { syncSummary } from '@zeya/contract/catalogue-console';
import { success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { ADMINS, actorOf } from '../../../platform/auth/access';
import { recordAudit } from '../../../platform/audit';
import { HttpError, ok } from '../../../platform/errors';
import { failureReplies } from '../../../platform/http';
import { syncCatalogue } from './catalogue-sync';
import { gscplusSettings } from './settings';

/** Console: copy the aggregator's products and games into the catalogue (also `npm run catalogue:sync`). */
export const aggregatorConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, db, clock }) => {
  const settings = gscplusSettings(config);
  app.post(
    '/catalogue/sync',
    {
      config: { access: ADMINS },
      schema: { tags: ['console'], response: { 200: success(syncSummary), ...failureReplies } },
    },
    async (request) => {
      // Not configured is a state of this server the admin can fix, not a failure of it.
      if (!settings) throw new HttpError(409, 'provider_unavailable');
      const summary = await syncCatalogue(db, settings).catch((error: unknown) => {
        request.log.warn({ err: error }, 'catalogue sync failed');
        throw new HttpError(502, 'provider_unavailable');
      });
      const actor = actorOf(request);
      await db.transaction((tx) =>
        recordAudit(tx, {
          actorId: actor.userId,
          actorLabel: actor.userName,
          action: 'catalogue.sync',
          targetType: 'catalogue',
          targetId: 'gscplus',
          before: null,
          after: summary,
          ip: request.ip,
          at: clock.now(),
        }),
      );
      return ok(request, summary);
    },
  );
};
