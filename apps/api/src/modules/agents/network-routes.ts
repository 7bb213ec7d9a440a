import {
  agentChoice,
  depositLogQuery,
  depositLogRow,
  floatLogQuery,
  floatLogRow,
  networkPeriodQuery,
  networkReply,
  playerMoveReply,
  playerMoveRequest,
  playerMoveRow,
} from '@zeya/contract/agent-network';
import { agentIdParams } from '@zeya/contract/agents';
import { failure, paged, success } from '@zeya/contract/envelope';
import { playerIdParams } from '@zeya/contract/players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { toPage } from '../../platform/http/paging';
import { agentChoices, agentNetwork, depositLog, floatLog, networkPeriod } from './network';
import { playerMoves, requestPlayerMove, requirePlayer } from './player-move';
import { agentById } from './service';

const PAGE_SIZE = 20;

/**
 * The owner's view of the agent network: every agent's float and figures, the deposits floats paid, the owner's
 * float moves, and players moved between agents. Operators look; any console user may ask for a move, which another
 * approves (Staff requests).
 */
export const agentNetworkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['console'];

  app.get(
    '/agents/network',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        querystring: networkPeriodQuery,
        response: { 200: success(networkReply), ...failureReplies },
      },
    },
    async (request) => ok(request, await agentNetwork(deps, networkPeriod(request.query, deps.clock.now()))),
  );

  app.get(
    '/agents/choices',
    { config: { access: OPERATORS }, schema: { tags, response: { 200: success(z.array(agentChoice)) } } },
    async (request) => ok(request, await agentChoices(deps)),
  );

  app.get(
    '/agents/deposit-log',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        querystring: depositLogQuery,
        response: { 200: success(paged(depositLogRow)), ...failureReplies },
      },
    },
    async (request) => {
      const { agent_id: agentId, page } = request.query;
      const period = networkPeriod(request.query, deps.clock.now());
      if (agentId !== undefined) await agentById(deps, agentId);
      const { rows, total } = await depositLog(deps, { agentId, period, page, perPage: PAGE_SIZE });
      return ok(request, toPage(request, rows, total, page, PAGE_SIZE));
    },
  );

  app.get(
    '/agents/:id/float-log',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        params: agentIdParams,
        querystring: floatLogQuery,
        response: { 200: success(paged(floatLogRow)), 404: failure, ...failureReplies },
      },
    },
    async (request) => {
      const agentId = request.params.id;
      const { page } = request.query;
      const period = networkPeriod(request.query, deps.clock.now());
      await agentById(deps, agentId);
      const { rows, total } = await floatLog(deps, { agentId, period, page, perPage: PAGE_SIZE });
      return ok(request, toPage(request, rows, total, page, PAGE_SIZE));
    },
  );

  app.get(
    '/agents/:id/player-moves',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        params: agentIdParams,
        response: { 200: success(z.array(playerMoveRow)), 404: failure, ...failureReplies },
      },
    },
    async (request) => {
      await agentById(deps, request.params.id);
      return ok(request, await playerMoves(deps, { agentId: request.params.id }));
    },
  );

  app.get(
    '/players/:id/agent-moves',
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        params: playerIdParams,
        response: { 200: success(z.array(playerMoveRow)), 404: failure, ...failureReplies },
      },
    },
    async (request) => {
      await requirePlayer(deps, request.params.id);
      return ok(request, await playerMoves(deps, { playerId: request.params.id }));
    },
  );

  /** Never at once: a second console user approves the move (Staff requests), which checks it all again. */
  app.post(
    '/players/:id/agent',
    {
      config: { access: OPERATORS, stepUp: true },
      schema: {
        tags,
        params: playerIdParams,
        body: playerMoveRequest,
        response: { 200: success(playerMoveReply), 404: failure, 409: failure, ...failureReplies },
      },
    },
    async (request) => {
      const requestId = await requestPlayerMove(
        deps,
        { playerId: request.params.id, agentId: request.body.agent_id, reason: request.body.reason },
        { actor: actorOf(request), ip: request.ip },
      );
      return ok(request, { request_id: requestId }, 'second_person_requested');
    },
  );
};
