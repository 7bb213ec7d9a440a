import { success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../platform/http/errors';
import { isMovable } from '../../platform/runtime/clock';

/** At most a year a step: enough for any draw, small enough that a typo does not leap into another century. */
const MAX_FORWARD_SECONDS = 366 * 24 * 3600;

const clockReading = success(z.object({ now: z.iso.datetime({ offset: true }) }));
const forward = z.object({ forward_seconds: z.number().int().positive().max(MAX_FORWARD_SECONDS) });

/**
 * The test clock control: browser tests read the server's clock and move it forward (never back) to a draw's minute
 * instead of waiting for it. Registered only with TEST_CLOCK_CONTROL=on, which the configuration refuses in
 * production and without FAKE_NOW (the clock it moves); otherwise these paths do not exist (404). Not part of the
 * product's API, so not in its OpenAPI document.
 */
export const testClockRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { clock } = deps;
  if (!isMovable(clock)) throw new Error('TEST_CLOCK_CONTROL=on needs a clock that moves: set FAKE_NOW');
  const config = { access: 'public' as const };
  const reading = () => ({ now: clock.now().toISOString() });

  app.get(
    '/test-clock',
    { config, schema: { hide: true, response: { 200: clockReading } } },
    async (request) => ok(request, reading()),
  );

  app.post(
    '/test-clock',
    { config, schema: { hide: true, body: forward, response: { 200: clockReading } } },
    async (request) => {
      clock.advance(request.body.forward_seconds * 1000);
      return ok(request, reading());
    },
  );
};
