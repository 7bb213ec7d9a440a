import { readFile } from 'node:fs/promises';
import {
  consoleMoneyRequest,
  optionalReason,
  rejectRequest,
  requestListQuery,
  type ConsoleMoneyRequest,
} from '@zeya/contract/cashier';
import { failure, paged, pageQuery, recordId, success } from '@zeya/contract/envelope';
import type { MessageKey } from '@zeya/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { sendCsv } from '../../platform/http/csv';
import { failureReplies } from '../../platform/http/http';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { toPage } from '../../platform/http/paging';
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

  type Decided = { id: number; status: string; completed: boolean; message: MessageKey };
  /**
   * A decision route (a money action: the second factor proven in the last minutes); with an Idempotency-Key, a
   * retried decision answers as the first did instead of a 409.
   */
  const decision = (
    path: string,
    decide: (scoped: AppDeps, id: number, request: FastifyRequest) => Promise<Decided>,
    body: typeof rejectRequest | typeof optionalReason,
  ) =>
    app.post(
      path,
      {
        config: { access: OPERATORS, stepUp: true },
        schema: {
          tags: ['console'],
          params: idParams,
          headers: idempotencyHeaders,
          body,
          response: { 200: decisionReply, 403: failure, 404: failure, 409: failure, ...failureReplies },
        },
      },
      async (request) =>
        onceByKey(deps, request, async (scoped) => {
          const { message, ...data } = await decide(scoped, request.params.id, request);
          return ok(request, data, message);
        }),
    );
  const who = (request: FastifyRequest) => ({
    actor: actorOf(request),
    ip: request.ip,
    reason: (request.body as { reason?: string }).reason ?? null,
  });
  const reasonOf = (request: FastifyRequest) => (request.body as { reason: string }).reason;
  const approved = ({ row, completed }: { row: { id: number; status: string }; completed: boolean }) => ({
    id: row.id,
    status: row.status,
    completed,
    message: completed ? ('approved' as const) : ('first_approval_recorded' as const),
  });
  const rejected = (row: { id: number; status: string }) => ({
    id: row.id,
    status: row.status,
    completed: true,
    message: 'rejected' as const,
  });

  decision(
    '/deposits/:id/approve',
    async (scoped, id, request) => approved(await approveDeposit(scoped, { id, ...who(request) })),
    optionalReason,
  );
  decision(
    '/deposits/:id/reject',
    async (scoped, id, request) =>
      rejected(await rejectDeposit(scoped, { id, ...who(request), reason: reasonOf(request) })),
    rejectRequest,
  );
  decision(
    '/withdrawals/:id/approve',
    async (scoped, id, request) => approved(await approveWithdrawal(scoped, { id, ...who(request) })),
    optionalReason,
  );
  decision(
    '/withdrawals/:id/reject',
    async (scoped, id, request) =>
      rejected(await rejectWithdrawal(scoped, { id, ...who(request), reason: reasonOf(request) })),
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
