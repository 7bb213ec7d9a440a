import { readFile } from 'node:fs/promises';
import {
  consoleMoneyRequest,
  optionalReason,
  rejectRequest,
  requestListQuery,
  type ConsoleMoneyRequest,
} from '@zeya/contract/cashier';
import { paged, pageQuery, recordId, success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/errors';
import { sendCsv } from '../../platform/csv';
import { failureReplies } from '../../platform/http';
import { toPage } from '../../platform/paging';
import { queueCsv, queueFileName } from './console-export';
import { depositQueue, withdrawalQueue, type QueueFilter } from './console-queue';
import { approveDeposit, receiptFile, rejectDeposit } from './deposits';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals';

const QUEUE_PAGE_SIZE = 20;
const idParams = z.object({ id: recordId });
const decisionReply = success(z.object({ id: z.number().int(), status: z.string(), completed: z.boolean() }));

/** The money queues of the console: list, approve, reject; operators and admins, every decision audited. */
export const cashierConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const queue = (
    kind: 'deposits' | 'withdrawals',
    load: (deps: AppDeps, filter: QueueFilter) => Promise<{ rows: ConsoleMoneyRequest[]; total: number }>,
  ) => {
    app.get(
      `/${kind}`,
      {
        config: { access: OPERATORS },
        schema: {
          tags: ['console'],
          querystring: requestListQuery.extend(pageQuery.shape),
          response: { 200: success(paged(consoleMoneyRequest)) },
        },
      },
      async (request) => {
        const { page, ...filter } = request.query;
        const { rows, total } = await load(deps, { ...filter, page: { page, perPage: QUEUE_PAGE_SIZE } });
        return ok(request, toPage(request, rows, total, page, QUEUE_PAGE_SIZE));
      },
    );
    app.get(
      `/${kind}/export`,
      {
        config: { access: OPERATORS },
        schema: { tags: ['console'], querystring: requestListQuery, produces: ['text/csv'] },
      },
      async (request, reply) => {
        const { rows } = await load(deps, request.query);
        return sendCsv(reply, queueFileName(kind, request.query), queueCsv(rows));
      },
    );
  };
  queue('deposits', depositQueue);
  queue('withdrawals', withdrawalQueue);

  const decision = (
    path: string,
    decide: (
      id: number,
      request: Parameters<typeof actorOf>[0],
    ) => Promise<{
      id: number;
      status: string;
      completed: boolean;
      message: 'approved' | 'rejected' | 'first_approval_recorded';
    }>,
    body: typeof rejectRequest | typeof optionalReason,
  ) =>
    app.post(
      path,
      {
        config: { access: OPERATORS },
        schema: {
          tags: ['console'],
          params: idParams,
          body,
          response: { 200: decisionReply, ...failureReplies },
        },
      },
      async (request) => {
        const { message, ...data } = await decide(request.params.id, request);
        return ok(request, data, message);
      },
    );
  const who = (request: Parameters<typeof actorOf>[0]) => ({
    actor: actorOf(request),
    ip: request.ip,
    reason: (request.body as { reason?: string }).reason ?? null,
  });
  const reasonOf = (request: Parameters<typeof actorOf>[0]) => (request.body as { reason: string }).reason;
  const rejected = (row: { id: number; status: string }) => ({
    id: row.id,
    status: row.status,
    completed: true,
    message: 'rejected' as const,
  });

  decision(
    '/deposits/:id/approve',
    async (id, request) => {
      const row = await approveDeposit(deps, { id, ...who(request) });
      return { id: row.id, status: row.status, completed: true, message: 'approved' };
    },
    optionalReason,
  );
  decision(
    '/deposits/:id/reject',
    async (id, request) =>
      rejected(await rejectDeposit(deps, { id, ...who(request), reason: reasonOf(request) })),
    rejectRequest,
  );
  decision(
    '/withdrawals/:id/approve',
    async (id, request) => {
      const { row, completed } = await approveWithdrawal(deps, { id, ...who(request) });
      return {
        id: row.id,
        status: row.status,
        completed,
        message: completed ? 'approved' : 'first_approval_recorded',
      };
    },
    optionalReason,
  );
  decision(
    '/withdrawals/:id/reject',
    async (id, request) =>
      rejected(await rejectWithdrawal(deps, { id, ...who(request), reason: reasonOf(request) })),
    rejectRequest,
  );

  app.get(
    '/deposits/:id/receipt',
    { config: { access: OPERATORS }, schema: { tags: ['console'], params: idParams } },
    async (request, reply) => {
      const receipt = await receiptFile(deps, request.params.id);
      return reply
        .type(receipt.type)
        .header('cache-control', 'private, no-store')
        .send(await readFile(receipt.file));
    },
  );
};
