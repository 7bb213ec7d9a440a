import { paged, pageQuery, success } from '@zeya/contract/envelope';
import {
  ledgerEntry,
  playerDetail as playerDetailSchema,
  playerIdParams,
  playerRound,
  playerSession,
  playerSlip,
} from '@zeya/contract/players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { toPage } from '../../platform/http/paging';
import {
  ledgerHistory,
  playerDetail,
  playerRounds,
  playerSessions,
  playerSlips,
  requirePlayer,
  type PageRequest,
} from './history';

const HISTORY_PAGE_SIZE = 20;

/** What the console shows about one player: the player, then each history as its own paged list. */
export const playerHistoryConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/players/:id',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console'],
        params: playerIdParams,
        response: { 200: success(playerDetailSchema), ...failureReplies },
      },
    },
    async (request) => ok(request, await playerDetail(deps, request.params.id)),
  );

  const history = <Row extends z.ZodType>(
    path: string,
    row: Row,
    load: (deps: AppDeps, id: number, page: PageRequest) => Promise<{ rows: z.infer<Row>[]; total: number }>,
  ) =>
    app.get(
      `/players/:id/${path}`,
      {
        config: { access: OPERATORS },
        schema: {
          tags: ['console'],
          params: playerIdParams,
          querystring: pageQuery,
          response: { 200: success(paged(row)), ...failureReplies },
        },
      },
      async (request) => {
        const { page } = request.query;
        await requirePlayer(deps, request.params.id);
        const { rows, total } = await load(deps, request.params.id, { page, perPage: HISTORY_PAGE_SIZE });
        return ok(request, toPage(request, rows, total, page, HISTORY_PAGE_SIZE));
      },
    );
  history('ledger', ledgerEntry, ledgerHistory);
  history('rounds', playerRound, playerRounds);
  history('slips', playerSlip, playerSlips);
  history('sessions', playerSession, playerSessions);
};
