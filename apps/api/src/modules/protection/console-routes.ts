import { success } from '@zeya/contract/envelope';
import { playerIdParams } from '@zeya/contract/players';
import {
  consoleProtection,
  sharpChangeRow,
  staffBreakRequest,
  staffLimitRequest,
} from '@zeya/contract/protection';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { actorOf, ADMINS, OPERATORS } from '../../platform/auth/access';
import { HttpError, ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { toPya } from '../../platform/money/money';
import { startBreak } from './breaks';
import { historyOf, type ChangeActor } from './history';
import { setLimit } from './limits';
import { sharpChanges } from './sharp-changes';
import { protectionStateOf } from './state';

/** Only players have protection: anyone else is not found. */
async function assertPlayer(deps: AppDeps, id: number) {
  const [player] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'player')));
  if (!player) throw new HttpError(404, 'not_found');
}

function staffActor(request: FastifyRequest, reason: string): ChangeActor {
  const actor = actorOf(request);
  return { userId: actor.userId, userName: actor.userName, ip: request.ip, staff: true, reason };
}

/**
 * A player's protection as staff see it. Staff can tighten it (a lower limit; an admin, a longer break) with a
 * reason, never loosen it: raising or removing a limit and ending a break early are the player's alone, and only
 * through the 24-hour wait.
 */
export const protectionConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const viewOf = async (playerId: number) => {
    await assertPlayer(deps, playerId);
    return { state: await protectionStateOf(deps, playerId), history: await historyOf(deps.db, playerId) };
  };
  const reply = { 200: success(consoleProtection), ...failureReplies };

  app.get(
    '/players/:id/protection',
    { config: { access: OPERATORS }, schema: { tags: ['console'], params: playerIdParams, response: reply } },
    async (request) => ok(request, await viewOf(request.params.id)),
  );

  app.post(
    '/players/:id/protection/limits',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console'], params: playerIdParams, body: staffLimitRequest, response: reply },
    },
    async (request) => {
      const { limit, amount, reason } = request.body;
      const userId = request.params.id;
      await assertPlayer(deps, userId);
      const said = await setLimit(deps, staffActor(request, reason), { userId, limit, value: toPya(amount) });
      return ok(request, await viewOf(userId), said);
    },
  );

  app.post(
    '/players/:id/protection/break',
    {
      config: { access: ADMINS },
      schema: { tags: ['console'], params: playerIdParams, body: staffBreakRequest, response: reply },
    },
    async (request) => {
      const userId = request.params.id;
      await assertPlayer(deps, userId);
      await startBreak(deps, staffActor(request, request.body.reason), { userId, request: request.body });
      return ok(request, await viewOf(userId), 'exclusion_started');
    },
  );

  app.get(
    '/reports/protection',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console'], response: { 200: success(z.array(sharpChangeRow)) } },
    },
    async (request) => ok(request, await sharpChanges(deps)),
  );
};
