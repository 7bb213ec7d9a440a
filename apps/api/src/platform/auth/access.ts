import type { Role } from '@zeya/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import type { Clock } from '../runtime/clock';
import { AuthorityRefusal } from '../authority/refusal';
import { HttpError } from '../http/errors';
import { findActor, type Actor, type SessionScope } from './sessions';

/** What a route admits. Every /api route must say: the server refuses to start otherwise. */
export type Access = 'public' | 'public-or-player' | { scope: SessionScope; roles: readonly Role[] };

export const PLAYERS: Access = { scope: 'player', roles: ['player'] };
/** Open to everyone; a signed-in player is known to the route (what it shows may depend on who asks). */
/** Whoever may be paid out through the withdrawal queue: players, and agents withdrawing their commission. */
export const PAYEES: Access = { scope: 'player', roles: ['player', 'agent'] };
export const ANYONE: Access = 'public-or-player';
export const OPERATORS: Access = { scope: 'console', roles: ['operator', 'admin'] };
/** Agents sign in on the player side of the API: their sessions are of the player scope. */
export const AGENTS: Access = { scope: 'player', roles: ['agent'] };
export const ADMINS: Access = { scope: 'console', roles: ['admin'] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a session that must choose a new password first (signing out, reading the profile, the change). */
    duringPasswordChange?: true;
    /** Open to a staff session that has yet to prove or enrol its second factor (signing out, the factor's own steps). */
    factorStep?: true;
    /** A money action or staff administration: the second factor must have been proven in the last few minutes. */
    stepUp?: true;
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

/** What staff must show beyond their password: whether every one of them needs a second factor, and how fresh. */
export interface StaffFactorRules {
  required: boolean;
  stepUpMinutes: number;
}

const STAFF_ROLES: readonly Role[] = ['operator', 'admin', 'agent', 'agent_staff'];

/** Whether a staff member must have a second factor now: they have one, the site requires it, or their account does. */
export const needsFactor = (
  who: Pick<Actor, 'role' | 'secondFactor' | 'secondFactorRequired'>,
  rules: Pick<StaffFactorRules, 'required'>,
) => STAFF_ROLES.includes(who.role) && (who.secondFactor || rules.required || who.secondFactorRequired);

/** Refuses a session whose factor was not proven in the last few minutes (a step-up answers it). */
export function requireFreshFactor(actor: Actor, rules: StaffFactorRules, now: Date) {
  const checkedAt = actor.factorCheckedAt;
  if (!checkedAt || now.getTime() - checkedAt.getTime() > rules.stepUpMinutes * 60_000)
    throw new AuthorityRefusal(403, 'step_up_needed', 'step_up');
}

/**
 * The second-factor gate of a staff session: until its factor is proven (or, without one, enrolled where one is
 * needed) only the routes of that step are open; a step-up route wants a proof of the last few minutes.
 */
function checkFactor(request: FastifyRequest, actor: Actor, rules: StaffFactorRules, now: Date) {
  if (!needsFactor(actor, rules)) return;
  const config = request.routeOptions.config;
  if (!actor.factorCheckedAt) {
    if (config.factorStep) return;
    if (actor.secondFactor) throw new AuthorityRefusal(403, 'second_factor_needed', 'second_factor');
    throw new AuthorityRefusal(403, 'second_factor_enrol_needed', 'enrolment');
  }
  if (config.stepUp) requireFreshFactor(actor, rules, now);
}

export function registerAccess(
  app: FastifyInstance,
  deps: {
    db: Executor;
    clock: Clock;
    idleMinutes: Record<SessionScope, number>;
    staff: StaffFactorRules;
  },
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
    // Known before the gate, so a refusal for want of a factor is audited under the staff member's name.
    request.actor = found.actor;
    checkFactor(request, found.actor, deps.staff, deps.clock.now());
  });
}
