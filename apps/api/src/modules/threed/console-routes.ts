import { success } from '@zeya/contract/envelope';
import {
  threedCalendarEntry,
  threedCalendarParams,
  threedConsoleDraw,
  threedDrawParams,
  threedResultRequest,
} from '@zeya/contract/threed';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { threedDraws } from '../../db/schema';
import { ADMINS, OPERATORS } from '../../platform/auth/access';
import { HttpError, ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { consoleDraws, lotteryConsoleRoutes } from '../../platform/lottery/console-routes';
import { stepOf } from '../../platform/lottery/steps';
import { calendarEntries, deleteCalendarEntry, putCalendarEntry } from './calendar';
import { bettableDraw, type ThreedDraw } from './draws';
import { threed } from './lottery';
import { enterResult, threedSettlement } from './settlement';
import { consoleView } from './views';

const DRAWS_SHOWN = 12;
const drawReply = { 200: success(threedConsoleDraw), ...failureReplies };

/** Console: 3D draws (result with its source figure, second-person confirmation, void), settings, calendar, exposure. */
export const threedConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const { view } = consoleDraws<ThreedDraw>(db, threed);

  app.get(
    '/threed/draws',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console 3d'], response: { 200: success(z.array(threedConsoleDraw)) } },
    },
    async (request) => {
      // The next draw is listed from the moment it takes bets, even before anyone has bet on it.
      await bettableDraw(db, clock.now());
      const draws = await db
        .select()
        .from(threedDraws)
        .orderBy(desc(threedDraws.drawDate))
        .limit(DRAWS_SHOWN);
      return ok(request, await Promise.all(draws.map((draw) => consoleView(db, draw))));
    },
  );

  app.post(
    '/threed/draws/:id/result',
    {
      config: { access: OPERATORS, stepUp: true },
      schema: {
        tags: ['console 3d'],
        params: threedDrawParams,
        body: threedResultRequest,
        response: drawReply,
      },
    },
    async (request) => {
      await enterResult(db, request.params.id, request.body, stepOf(request), clock.now());
      return ok(request, await view(request.params.id), 'threed_result_recorded');
    },
  );

  // Confirm, void, exposure and settings: the same in every lottery.
  lotteryConsoleRoutes<ThreedDraw>(app, deps, threed, { settlement: (_step, now) => threedSettlement(now) });

  app.get(
    '/threed/calendar',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console 3d'], response: { 200: success(z.array(threedCalendarEntry)) } },
    },
    async (request) => ok(request, await calendarEntries(db)),
  );

  app.post(
    '/threed/calendar',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console 3d'],
        body: threedCalendarEntry,
        response: { 200: success(threedCalendarEntry), ...failureReplies },
      },
    },
    async (request) => {
      await putCalendarEntry(db, request.body, stepOf(request), clock.now());
      return ok(request, request.body);
    },
  );

  app.delete(
    '/threed/calendar/:date',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console 3d'],
        params: threedCalendarParams,
        response: { 200: success(z.null()), ...failureReplies },
      },
    },
    async (request) => {
      if (!(await deleteCalendarEntry(db, request.params.date, stepOf(request), clock.now())))
        throw new HttpError(404, 'not_found');
      return ok(request, null);
    },
  );
};
