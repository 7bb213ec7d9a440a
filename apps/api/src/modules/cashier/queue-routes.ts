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
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { depositRequests } from '../../db/schema';
import { actorOf, type Access } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { toPage } from '../../platform/http/paging';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { depositQueue, withdrawalQueue, type QueueFilter } from './console-queue';
import { approveDeposit, receiptFile, rejectDeposit } from './deposits';
import { queueOf } from './requests';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals';

const QUEUE_PAGE_SIZE = 20;
const idParams = z.object({ id: recordId });
const decisionReply = success(z.object({ id: z.number().int(), status: z.string(), completed: z.boolean() }));

export type QueueLoad = (
  deps: AppDeps,
  filter: QueueFilter,
) => Promise<{ rows: ConsoleMoneyRequest[]; total: number }>;

/** Who works a set of money queues: house staff every queue (no agent), an agent's desk its own (the agent's id). */
export interface QueueDesk {
  access: Access;
  /** What else the viewing and the deciding routes' config says (at an agent's desk: what they need there). */
  config?: { view: FastifyContextConfig; decide: FastifyContextConfig };
  tag: 'console' | 'agent';
  receiptBase: NonNullable<QueueFilter['receiptBase']>;
  agentOf(request: FastifyRequest): number | undefined;
  /** What a decision's audit record says of the desk it was made at (whose it is, for staff their group). */
  auditOf?(request: FastifyRequest): object;
}

/**
 * The money queues as a desk works them: list, approve, reject, a deposit's receipt. Every decision is a money
 * action (the second factor proven in the last minutes); with an Idempotency-Key, a retried decision answers as the
 * first did instead of a 409. The console registers it for house staff, the agent routes for an agent (registered
 * without options, which would carry the parent's prefix again).
 */
export const moneyQueueRoutes =
  (deps: AppDeps, desk: QueueDesk): FastifyPluginAsyncZod =>
  async (app) => {
    const list = (kind: 'deposits' | 'withdrawals', load: QueueLoad) =>
      app.get(
        `/${kind}`,
        {
          config: { ...desk.config?.view, access: desk.access },
          schema: {
            tags: [desk.tag],
            querystring: requestListQuery.extend(pageQuery.shape),
            response: { 200: success(paged(consoleMoneyRequest)) },
          },
        },
        async (request) => {
          const { page, ...filter } = request.query;
          const { rows, total } = await load(deps, {
            ...filter,
            agent_id: desk.agentOf(request),
            receiptBase: desk.receiptBase,
            page: { page, perPage: QUEUE_PAGE_SIZE },
          });
          return ok(request, toPage(request, rows, total, page, QUEUE_PAGE_SIZE));
        },
      );
    list('deposits', depositQueue);
    list('withdrawals', withdrawalQueue);

    type Decided = { id: number; status: string; completed: boolean; message: MessageKey };
    const decision = (
      path: string,
      decide: (scoped: AppDeps, id: number, request: FastifyRequest) => Promise<Decided>,
      body: typeof rejectRequest | typeof optionalReason,
    ) =>
      app.post(
        path,
        {
          config: { ...desk.config?.decide, access: desk.access, stepUp: true },
          schema: {
            tags: [desk.tag],
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
      agentId: desk.agentOf(request),
      desk: desk.auditOf?.(request),
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
      {
        config: { ...desk.config?.view, access: desk.access },
        schema: { tags: [desk.tag], params: idParams },
      },
      async (request, reply) => {
        await queueOf(deps.db, depositRequests, request.params.id, desk.agentOf(request));
        const receipt = await receiptFile(deps, request.params.id);
        return reply
          .type(receipt.type)
          .header('cache-control', 'private, no-store')
          .send(await readFile(receipt.file));
      },
    );
  };
