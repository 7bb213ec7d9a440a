import type { Role } from '@zeya/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import type { Clock } from '../clock';
import { HttpError } from '../errors';
import { findActor, type Actor, type SessionScope } from './sessions';

/** What a route admits. Every /api route must say: the server refuses to start otherwise. */
export type Access = 'public' | 'public-or-player' | { scope: SessionScope; roles: readonly Role[] };

export const PLAYERS: Access = { scope: 'player', roles: ['player'] };
/** Open to everyone; a signed-in player is known to the route (what it shows may depend on who asks). */
/** Whoever may be paid out through the withdrawal queue: players, and agents withdrawing their commission. */
export const PAYEES: Access = { scope: 'player', roles: ['player', 'agent'] };
export const ANYONE: Access = 'public-or-player';
export const OPERATORS: Access = { scope: 'console', roles: ['operator', 'admin'] };
export const ADMINS: Access = { scope: 'console', roles: ['admin'] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a session that must choose a new password first (signing out, reading the profile, the change). */
    duringPasswordChange?: true;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  // The spec's client sends the literal text of an empty local storage slot.
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/** The signed-in actor of a route that admits only signed-in actors. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new HttpError(401, 'unauthenticated');
  return request.actor;
}

export function registerAccess(
  app: FastifyInstance,
  deps: { db: Executor; clock: Clock; idleMinutes: Record<SessionScope, number> },
) {
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access && !route.url.startsWith('/api/docs'))
      throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (access === 'public-or-player') {
      const found =
        token && (await findActor(deps.db, token, 'player', deps.clock.now(), deps.idleMinutes.player));
      if (found && found.scope === 'player' && found.actor.role === 'player') request.actor = found.actor;
      return;
    }
    if (!token) throw new HttpError(401, 'unauthenticated');
    const found = await findActor(
      deps.db,
      token,
      access.scope,
      deps.clock.now(),
      deps.idleMinutes[access.scope],
    );
    if (!found) throw new HttpError(401, 'unauthenticated');
    // Signed in, but with a token of the other side (player vs console) or a role the route does not admit.
    if (found.scope !== access.scope || !access.roles.includes(found.actor.role))
      throw new HttpError(403, 'forbidden');
    if (found.actor.mustChangePassword && !request.routeOptions.config.duringPasswordChange)
      throw new HttpError(403, 'password_change_required');
    request.actor = found.actor;
  });
}
