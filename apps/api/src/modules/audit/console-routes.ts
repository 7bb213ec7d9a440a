import { auditQuery, auditRow, verifyResult } from '@zeya/contract/audit';
import { paged, pageQuery, success } from '@zeya/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { OPERATORS } from '../../platform/auth/access';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { toPage } from '../../platform/http/paging';
import { auditPage, verifyAll } from './service';

const AUDIT_PAGE_SIZE = 50;

/**
 * Console: the audit log and the check of the books (DESIGN section 5). Verifying only reads, so it writes no audit
 * record of its own: a chain that grew with every check would bury the changes it is there to show.
 */
export const auditConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console'],
        querystring: auditQuery.extend(pageQuery.shape),
        response: { 200: success(paged(auditRow)), ...failureReplies },
      },
    },
    async (request) => {
      const { page, ...query } = request.query;
      const { rows, total } = await auditPage(db, query, page, AUDIT_PAGE_SIZE);
      return ok(request, toPage(request, rows, total, page, AUDIT_PAGE_SIZE));
    },
  );

  app.post(
    '/verify',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console'], response: { 200: success(verifyResult), ...failureReplies } },
    },
    async (request) => ok(request, await verifyAll(db)),
  );
};
