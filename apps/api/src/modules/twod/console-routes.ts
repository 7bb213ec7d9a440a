import { success } from '@zeya/contract/envelope';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { twodHoliday } from '@zeya/contract/twod';
import {
  consoleDraw,
  drawParams,
  drawsQuery,
  drawWinner,
  holidayBody,
  holidayParams,
  informationalBody,
  informationalQuery,
  resultRequest,
} from '@zeya/contract/twod-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ADMINS, OPERATORS } from '../../platform/auth/access';
import { HttpError, ok } from '../../platform/http/errors';
import { notice } from '../../platform/events/notices';
import { failureReplies } from '../../platform/http/http';
import { consoleDraws, lotteryConsoleRoutes } from '../../platform/lottery/console-routes';
import { stepOf } from '../../platform/lottery/steps';
import { holidaysFrom, informationalOn } from './calendar';
import { deleteHoliday, putHoliday, putInformational } from './console-calendar';
import { consoleView, drawsOfDay } from './console-draws';
import type { Draw } from './draws';
import { isHeld } from './feed-match';
import { twod } from './lottery';
import { checkOperatorResult, enterResult } from './results';
import { twodSettlement } from './settlement';
import { winningBetsOf } from './winners';

const drawReply = { 200: success(consoleDraw), ...failureReplies };

/** Console: run the 2D draws (result, confirmation and settlement, void), the settings and the calendar. */
export const twodConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, clock, config } = deps;
  // Where the feed is configured, a person's SET and value are held to its reading of the draw.
  const heldToFeed = config.TWOD_FEED_URL !== undefined;
  const { findDraw } = consoleDraws<Draw>(db, twod);
  app.get(
    '/twod/draws',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console 2d'],
        querystring: drawsQuery,
        response: { 200: success(z.array(consoleDraw)) },
      },
    },
    async (request) =>
      ok(request, await drawsOfDay(db, request.query.date ?? myanmarDay(clock.now()), clock.now())),
  );

  app.post(
    '/twod/draws/:id/result',
    {
      config: { access: OPERATORS, stepUp: true },
      schema: { tags: ['console 2d'], params: drawParams, body: resultRequest, response: drawReply },
    },
    async (request) => {
      const step = stepOf(request);
      const result = checkOperatorResult(request.body, step.role === 'admin');
      const author = { source: 'operator', ...step } as const;
      const draw = await enterResult(db, request.params.id, result, author, clock.now(), heldToFeed);
      return ok(
        request,
        await consoleView(db, draw),
        isHeld(draw) ? 'twod_result_held' : 'twod_result_recorded',
      );
    },
  );

  // Confirm, void, exposure and settings: the same in every lottery; the winners of a draw are 2D's own.
  lotteryConsoleRoutes<Draw>(app, deps, twod, {
    settlement: (step, now) => twodSettlement(step, now, heldToFeed),
    // The result is on the 2D pages at once, feed or no feed.
    afterSettled: () => notice({ t: 'twod' }),
    drawRoutes: () =>
      app.get(
        '/twod/draws/:id/winners',
        {
          config: { access: OPERATORS },
          schema: {
            tags: ['console 2d'],
            params: drawParams,
            response: { 200: success(z.array(drawWinner)), ...failureReplies },
          },
        },
        async (request) => {
          const draw = await findDraw(request.params.id);
          return ok(request, await winningBetsOf(db, draw.id));
        },
      ),
  });

  app.get(
    '/twod/holidays',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console 2d'], response: { 200: success(z.array(twodHoliday)) } },
    },
    async (request) => ok(request, await holidaysFrom(db)),
  );

  app.post(
    '/twod/holidays',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console 2d'],
        body: holidayBody,
        response: { 200: success(twodHoliday), ...failureReplies },
      },
    },
    async (request) => {
      await putHoliday(db, request.body, stepOf(request), clock.now());
      return ok(request, request.body);
    },
  );

  app.delete(
    '/twod/holidays/:date',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console 2d'],
        params: holidayParams,
        response: { 200: success(z.null()), ...failureReplies },
      },
    },
    async (request) => {
      if (!(await deleteHoliday(db, request.params.date, stepOf(request), clock.now())))
        throw new HttpError(404, 'not_found');
      return ok(request, null);
    },
  );

  app.get(
    '/twod/informational',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console 2d'],
        querystring: informationalQuery,
        response: { 200: success(z.array(informationalBody)), ...failureReplies },
      },
    },
    async (request) => {
      const rows = await informationalOn(db, request.query.date);
      return ok(
        request,
        rows.map(({ date, time, modern, internet }) => ({
          date,
          time: time as '09:30' | '14:00',
          modern,
          internet,
        })),
      );
    },
  );

  app.put(
    '/twod/informational',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console 2d'],
        body: informationalBody,
        response: { 200: success(informationalBody), ...failureReplies },
      },
    },
    async (request) => {
      await putInformational(db, request.body, stepOf(request), clock.now());
      return ok(request, request.body);
    },
  );
};
