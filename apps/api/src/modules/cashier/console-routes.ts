import { requestListQuery } from '@zeya/contract/cashier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { OPERATORS } from '../../platform/auth/access';
import { sendCsv } from '../../platform/http/csv';
import { queueCsv, queueFileName } from './console-export';
import { depositQueue, withdrawalQueue } from './console-queue';
import { moneyQueueRoutes, type QueueLoad } from './queue-routes';

/**
 * The money queues of the console: list, export, approve, reject; operators and admins, every decision audited.
 * House staff keep oversight of every queue, agents' included.
 */
export const cashierConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const exported = (kind: 'deposits' | 'withdrawals', load: QueueLoad) =>
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
  exported('deposits', depositQueue);
  exported('withdrawals', withdrawalQueue);

  await app.register(
    moneyQueueRoutes(deps, {
      access: OPERATORS,
      tag: 'console',
      receiptBase: '/api/console',
      agentOf: () => undefined,
    }),
  );
};
