import {
  agentDeskMe,
  agentFloatTransfer,
  agentPasswordResetReply,
  agentPlayerListQuery,
  agentPlayerParams,
  agentPlayerRow,
  agentReport,
  agentReportQuery,
  agentStaffGroupRequest,
  agentStaffParams,
  agentStaffRow,
  createAgentPlayerRequest,
  createAgentPlayerReply,
  createAgentStaffRequest,
  createAgentStaffReply,
} from '@zeya/contract/agents';
import { failure, paged, pageQuery, success } from '@zeya/contract/envelope';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { actorOf } from '../../platform/auth/access';
import { deskAt, deskRoute, GROUP_PERMISSIONS, type DeskPermission } from '../../platform/auth/agent-desk';
import { phoneEnding } from '../../platform/auth/sms';
import { ok } from '../../platform/http/errors';
import { failureReplies, publicBase } from '../../platform/http/http';
import { requestLanguage } from '../../platform/http/i18n';
import { toPage } from '../../platform/http/paging';
import { requestedPeriod } from '../../platform/money/figures/period';
import { agentReport as reportOf, FLOAT_PAGE, floatTransfers } from './desk-figures';
import {
  AGENT_PLAYERS_PAGE,
  agentPlayers,
  createAgentPlayer,
  resetAgentPlayerPassword,
} from './desk-players';
import { createStaff, listStaff, setStaffActive, setStaffGroup, type DeskStep } from './desk-staff';

const EVERY_PERMISSION: DeskPermission[] = ['view', 'decide_money', 'make_players', 'agent_only'];

/**
 * /api/agent/...: the agent's desk beyond its cashier — who is at it, its staff (the agent's alone), its players,
 * its reports and its float's log. platform/auth/agent-desk.ts decides who may do what; every write is audited with
 * the person who did it and the agent they did it for.
 */
export const agentDeskRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const step = (request: FastifyRequest): DeskStep => ({
    desk: deskAt(request),
    actor: actorOf(request),
    ip: request.ip,
  });

  app.get(
    '/me',
    {
      config: deskRoute('view'),
      schema: { tags: ['agent'], response: { 200: success(agentDeskMe), ...failureReplies } },
    },
    async (request) => {
      const desk = deskAt(request);
      const ids = [desk.agentId, ...(desk.staff ? [desk.staff.id] : [])];
      const names = await deps.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, ids));
      const nameOf = (id: number) => names.find((row) => row.id === id)?.name ?? '';
      return ok(request, {
        agent: { id: desk.agentId, user_name: desk.agentUserName, name: nameOf(desk.agentId) },
        staff: desk.staff
          ? {
              id: desk.staff.id,
              user_name: desk.staff.userName,
              name: nameOf(desk.staff.id),
              group: desk.staff.group,
            }
          : null,
        permissions: desk.staff ? [...GROUP_PERMISSIONS[desk.staff.group]] : EVERY_PERMISSION,
      });
    },
  );

  // Staff: the agent's alone to see and manage; staff administration wants a fresh second factor.
  app.get(
    '/staff',
    {
      config: deskRoute('agent_only'),
      schema: { tags: ['agent'], response: { 200: success(z.array(agentStaffRow)), ...failureReplies } },
    },
    async (request) => ok(request, await listStaff(deps, deskAt(request).agentId)),
  );

  app.post(
    '/staff',
    {
      config: { ...deskRoute('agent_only'), stepUp: true },
      schema: {
        tags: ['agent'],
        body: createAgentStaffRequest,
        response: { 200: success(createAgentStaffReply), ...failureReplies },
      },
    },
    async (request) => {
      const input = { ...request.body, linkBase: publicBase(deps.config, request) };
      const made = await createStaff(deps, input, step(request));
      return ok(request, made, { key: 'agent_staff_created', values: { sent_to: made.link_sent_to } });
    },
  );

  app.post(
    '/staff/:id/group',
    {
      config: { ...deskRoute('agent_only'), stepUp: true },
      schema: {
        tags: ['agent'],
        params: agentStaffParams,
        body: agentStaffGroupRequest,
        response: { 200: success(agentStaffRow), 404: failure, 409: failure, ...failureReplies },
      },
    },
    async (request) =>
      ok(request, await setStaffGroup(deps, request.params.id, request.body.group, step(request)), 'saved'),
  );

  for (const path of ['enable', 'disable'] as const)
    app.post(
      `/staff/:id/${path}`,
      {
        config: { ...deskRoute('agent_only'), stepUp: true },
        schema: {
          tags: ['agent'],
          params: agentStaffParams,
          response: { 200: success(agentStaffRow), 404: failure, 409: failure, ...failureReplies },
        },
      },
      async (request) => {
        const active = path === 'enable';
        const row = await setStaffActive(deps, request.params.id, active, step(request));
        return ok(request, row, active ? 'saved' : 'agent_staff_disabled');
      },
    );

  // Players: everyone at the desk sees them; the agent and its player-creation staff make them and have codes sent.
  app.get(
    '/players',
    {
      config: deskRoute('view'),
      schema: {
        tags: ['agent'],
        querystring: agentPlayerListQuery,
        response: { 200: success(paged(agentPlayerRow)), ...failureReplies },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      const { rows, total } = await agentPlayers(deps, deskAt(request).agentId, q, page);
      return ok(request, toPage(request, rows, total, page, AGENT_PLAYERS_PAGE));
    },
  );

  app.post(
    '/players',
    {
      config: { ...deskRoute('make_players'), stepUp: true },
      schema: {
        tags: ['agent'],
        body: createAgentPlayerRequest,
        response: { 200: success(createAgentPlayerReply), 429: failure, ...failureReplies },
      },
    },
    async (request) => {
      const input = { ...request.body, language: requestLanguage(request) };
      const made = await createAgentPlayer(deps, input, step(request));
      return ok(request, made, {
        key: 'agent_player_created',
        values: { user_name: made.user_name, last: phoneEnding(request.body.phone) },
      });
    },
  );

  app.post(
    '/players/:id/password-reset',
    {
      config: { ...deskRoute('make_players'), stepUp: true },
      schema: {
        tags: ['agent'],
        params: agentPlayerParams,
        response: {
          200: success(agentPasswordResetReply),
          404: failure,
          409: failure,
          429: failure,
          ...failureReplies,
        },
      },
    },
    async (request) => {
      const input = { playerId: request.params.id, language: requestLanguage(request) };
      const { sent_to, phone } = await resetAgentPlayerPassword(deps, input, step(request));
      return ok(
        request,
        { sent_to },
        { key: 'reset_code_sent_by_staff', values: { last: phoneEnding(phone) } },
      );
    },
  );

  // Reports and the float's log: everyone at the desk.
  app.get(
    '/reports',
    {
      config: deskRoute('view'),
      schema: {
        tags: ['agent'],
        querystring: agentReportQuery,
        response: { 200: success(agentReport), ...failureReplies },
      },
    },
    async (request) => {
      const period = requestedPeriod(request.query, deps.clock.now());
      return ok(request, await reportOf(deps, deskAt(request).agentId, period));
    },
  );

  app.get(
    '/float/transfers',
    {
      config: deskRoute('view'),
      schema: {
        tags: ['agent'],
        querystring: pageQuery,
        response: { 200: success(paged(agentFloatTransfer)), ...failureReplies },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await floatTransfers(deps, deskAt(request).agentId, page);
      return ok(request, toPage(request, rows, total, page, FLOAT_PAGE));
    },
  );
};
