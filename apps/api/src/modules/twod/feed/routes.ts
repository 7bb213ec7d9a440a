import { twodLiveReply } from '@zeya/contract/twod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { liveCache } from './live';
import { pollFeedWhileRunning } from './poller';

/**
 * The 2D live feed: GET /twod/live for everyone, pushed to the event streams that asked for `twod` whenever a new
 * reading or result is in (on whichever instance it came), and the upstream poller while the app runs (when configured).
 */
export const twodFeedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const live = liveCache(deps.db, deps.clock, app.log);
  app.get(
    '/twod/live',
    { config: { access: 'public' }, schema: { tags: ['2d'], response: { 200: twodLiveReply } } },
    () => live(),
  );
  const unsubscribe = deps.events.subscribe((event) => {
    if (event.t !== 'twod') return;
    live({ fresh: true }).then(
      (body) => deps.events.streams.broadcast('twod', 'twod', body),
      () => undefined,
    );
  });
  app.addHook('onClose', async () => unsubscribe());
  pollFeedWhileRunning(app, deps);
};
