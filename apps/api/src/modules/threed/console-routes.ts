import { success } from '@zeya/contract/envelope';
import { exposureReply } from '@zeya/contract/exposure';
import {
  threedCalendarEntry,
  threedCalendarParams,
  threedConsoleDraw,
  threedDrawParams,
  threedResultRequest,
  threedSettingsBody,
} from '@zeya/contract/threed';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { threedDraws } from '../../db/schema';
import { ADMINS, OPERATORS } from '../../platform/auth/access';
import { HttpError, ok } from '../../platform/errors';
import { failureReplies } from '../../platform/http';
import { calendarEntries, deleteCalendarEntry, putCalendarEntry } from './calendar';
import { bettableDraw, drawById } from './draws';
import { threedSettingsOf, settingsView, updateSettings } from './settings';
import { confirmDraw, enterResult, voidDraw } from './settlement';
import { stepOf } from './steps';
import { consoleView, threedExposure } from './views';

const DRAWS_SHOWN = 12;
const drawReply = { 200: success(threedConsoleDraw), ...failureReplies };

/** Console: 3D draws (result with its source figure, second-person confirmation, void), settings, calendar, exposure. */
export const threedConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  const findDraw = async (drawId: number) => {
    const draw = await drawById(db, drawId);
    if (!draw) throw new HttpError(404, 'not_found');
    return draw;
  };
  const view = async (drawId: number) => consoleView(db, await findDraw(drawId));

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

  app.post(
    '/threed/draws/:id/confirm',
    {
      config: { access: OPERATORS, stepUp: true },
      schema: { tags: ['console 3d'], params: threedDrawParams, response: drawReply },
    },
    async (request) => {
      await confirmDraw(db, request.params.id, stepOf(request), clock.now());
      return ok(request, await view(request.params.id), 'threed_settled');
    },
  );

  app.post(
    '/threed/draws/:id/void',
    {
      config: { access: ADMINS, stepUp: true },
      schema: { tags: ['console 3d'], params: threedDrawParams, response: drawReply },
    },
    async (request) => {
      await voidDraw(db, request.params.id, stepOf(request), clock.now());
      return ok(request, await view(request.params.id), 'threed_voided');
    },
  );

  app.get(
    '/threed/draws/:id/exposure',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console 3d'],
        params: threedDrawParams,
        response: { 200: success(exposureReply), ...failureReplies },
      },
    },
    async (request) => ok(request, await threedExposure(db, (await findDraw(request.params.id)).id)),
  );

  app.get(
    '/threed/settings',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console 3d'], response: { 200: success(threedSettingsBody) } },
    },
    async (request) => ok(request, settingsView(await threedSettingsOf(db))),
  );

  app.put(
    '/threed/settings',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console 3d'],
        body: threedSettingsBody,
        response: { 200: success(threedSettingsBody), ...failureReplies },
      },
    },
    async (request) => ok(request, await updateSettings(db, request.body, stepOf(request), clock.now())),
  );

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
