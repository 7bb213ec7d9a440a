import type { AgentStaffGroup } from '@zeya/contract/constants';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AuthorityRefusal } from '../authority/refusal';
import { HttpError } from '../http/errors';
import { actorOf, type Access } from './access';
import type { Actor } from './sessions';

/**
 * The agent's desk (/api/agent/...): the agent, or one of its staff, acting for the agent. Whose desk a request is at
 * and whether its person may do what the route does is decided here and nowhere else: a route says what it needs
 * (`config.desk`), and the hook below answers it before the handler runs.
 */

/** Who may open an agent's desk: the agent and its staff (both sign in on the player side of the API). */
export const AGENT_DESK: Access = { scope: 'player', roles: ['agent', 'agent_staff'] };

/**
 * What a desk route does. `view`: read the desk (float, queues, players, reports, logs); `decide_money`: approve or
 * reject deposits and withdrawals; `make_players`: create players and have their password reset; `agent_only`: what
 * only the agent does (its staff, its payment accounts), never given to staff.
 */
export type DeskPermission = 'view' | 'decide_money' | 'make_players' | 'agent_only';

/**
 * A permission group is a set of permissions (the original back end's groups): every group views; one group decides
 * money, another makes players. A staff member has exactly one group; the agent has every permission.
 */
export const GROUP_PERMISSIONS: Record<AgentStaffGroup, readonly DeskPermission[]> = {
  view_only: ['view'],
  player_creation: ['view', 'make_players'],
  deposit_withdraw: ['view', 'decide_money'],
};

/** Whose desk a request is at, and who is at it: the agent itself (`staff` null), or a member of its staff. */
export interface Desk {
  agentId: number;
  agentUserName: string;
  staff: { id: number; userName: string; group: AgentStaffGroup } | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An agent desk route: what it does, which the person at the desk must be allowed. */
    desk?: DeskPermission;
  }
  interface FastifyRequest {
    desk: Desk | null;
  }
}

/** The route config of a desk route that does `may`. */
export const deskRoute = (may: DeskPermission) => ({ access: AGENT_DESK, desk: may });

const employer = alias(users, 'employer');

/**
 * The desk of a signed-in agent or staff member, refused (403, `desk_permission`) when a staff member's group does not
 * allow `may`. A staff member whose agent is no longer active has no desk to sit at (403).
 */
export async function deskOf(db: Executor, actor: Actor, may: DeskPermission): Promise<Desk> {
  if (actor.role === 'agent') return { agentId: actor.userId, agentUserName: actor.userName, staff: null };
  if (actor.role !== 'agent_staff') throw new HttpError(403, 'forbidden');
  const [row] = await db
    .select({ agentId: employer.id, agentUserName: employer.userName, group: users.staffGroup })
    .from(users)
    .innerJoin(employer, and(eq(employer.id, users.agentId), eq(employer.status, 'active')))
    .where(and(eq(users.id, actor.userId), eq(users.role, 'agent_staff')));
  if (!row?.group) throw new HttpError(403, 'agent_desk_closed');
  if (!GROUP_PERMISSIONS[row.group].includes(may))
    throw new AuthorityRefusal(403, `desk_needs_${may}`, 'desk_permission', { agent: row.agentUserName });
  return {
    agentId: row.agentId,
    agentUserName: row.agentUserName,
    staff: { id: actor.userId, userName: actor.userName, group: row.group },
  };
}

/** The desk the hook found for this request (a desk route only). */
export function deskAt(request: FastifyRequest): Desk {
  if (!request.desk) throw new HttpError(403, 'forbidden');
  return request.desk;
}

/**
 * What an audit record says of who acted at a desk: the person (the actor columns) and, for staff, the agent they
 * acted for, so the chain names both.
 */
export const deskAuditOf = (desk: Desk) =>
  desk.staff
    ? { agent_id: desk.agentId, agent: desk.agentUserName, staff_group: desk.staff.group }
    : { agent_id: desk.agentId, agent: desk.agentUserName };

/** A staff member's own routes under /api/agent that are not the desk's: their second factor. */
const OWN_STEPS = '/api/agent/second-factor';

/**
 * Decides every desk route's question before its handler: an /api/agent route open to the agent's staff must say what
 * it does (the server refuses to start otherwise), and the person at the desk must be allowed it. Registered after the
 * access hook, which has found the actor.
 */
export function registerAgentDesk(app: FastifyInstance, deps: { db: Executor }) {
  app.decorateRequest('desk', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const staffMay = typeof access === 'object' && access.roles.includes('agent_staff');
    if (
      staffMay &&
      route.url.startsWith('/api/agent/') &&
      !route.url.startsWith(OWN_STEPS) &&
      !route.config?.desk
    )
      throw new Error(
        `Agent desk route ${route.method} ${route.url} does not say what it does (config.desk)`,
      );
  });
  app.addHook('onRequest', async (request) => {
    const may = request.routeOptions.config.desk;
    if (may) request.desk = await deskOf(deps.db, actorOf(request), may);
  });
}
