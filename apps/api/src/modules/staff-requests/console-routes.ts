import { paged, recordId, success } from '@zeya/contract/envelope';
import {
  staffRequestListQuery,
  staffRequestNote,
  staffRequestRejection,
  staffRequestRow,
  staffRules,
  staffRulesChange,
  staffRulesChangeReply,
} from '@zeya/contract/staff-requests';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { actorOf, ADMINS, OPERATORS } from '../../platform/auth/access';
import type { StaffRequestKind } from '../../platform/authority/staff-requests';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { toPage } from '../../platform/http/paging';
import { currentStaffRules, requestStaffRulesChange } from './rules';
import { approveStaffRequest, cancelStaffRequest, listStaffRequests, rejectStaffRequest } from './service';

const PAGE_SIZE = 20;
const params = z.object({ id: recordId });
const rowReply = { 200: success(staffRequestRow), ...failureReplies };

const stepOf = (request: FastifyRequest, note: string | undefined) => ({
  actor: actorOf(request),
  ip: request.ip,
  note: note ?? null,
});

/**
 * What one staff member asks and another decides: every console user sees the requests; approving runs the kind's
 * own work after the rule of two people; the approval rules themselves change only through such a request.
 */
export const staffRequestConsoleRoutes: FastifyPluginAsyncZod<
  AppDeps & { kinds: readonly StaffRequestKind<unknown>[] }
> = async (app, options) => {
  const { kinds, ...deps } = options;

  app.get(
    '/staff-requests',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console'],
        querystring: staffRequestListQuery,
        response: { 200: success(paged(staffRequestRow)), ...failureReplies },
      },
    },
    async (request) => {
      const { rows, total } = await listStaffRequests(
        deps,
        actorOf(request).userId,
        request.query,
        PAGE_SIZE,
      );
      return ok(request, toPage(request, rows, total, request.query.page, PAGE_SIZE));
    },
  );

  // An approval may move money (an adjustment): a retry with the same Idempotency-Key gets the first reply back.
  app.post(
    '/staff-requests/:id/approve',
    {
      config: { access: OPERATORS, stepUp: true },
      schema: {
        tags: ['console'],
        params,
        headers: idempotencyHeaders,
        body: staffRequestNote,
        response: rowReply,
      },
    },
    async (request) =>
      onceByKey(deps, request, async (scoped) =>
        ok(
          request,
          await approveStaffRequest(scoped, kinds, request.params.id, stepOf(request, request.body.reason)),
          'staff_request_approved',
        ),
      ),
  );

  app.post(
    '/staff-requests/:id/reject',
    {
      config: { access: OPERATORS, stepUp: true },
      schema: { tags: ['console'], params, body: staffRequestRejection, response: rowReply },
    },
    async (request) =>
      ok(
        request,
        await rejectStaffRequest(deps, kinds, request.params.id, stepOf(request, request.body.reason)),
        'staff_request_rejected',
      ),
  );

  app.post(
    '/staff-requests/:id/cancel',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console'], params, body: staffRequestNote, response: rowReply },
    },
    async (request) =>
      ok(
        request,
        await cancelStaffRequest(deps, request.params.id, stepOf(request, request.body.reason)),
        'staff_request_cancelled',
      ),
  );

  app.get(
    '/staff-rules',
    {
      config: { access: OPERATORS },
      schema: { tags: ['console'], response: { 200: success(staffRules), ...failureReplies } },
    },
    async (request) => ok(request, await currentStaffRules(deps.db)),
  );

  app.put(
    '/staff-rules',
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: ['console'],
        body: staffRulesChange,
        response: { 200: success(staffRulesChangeReply), ...failureReplies },
      },
    },
    async (request) => {
      const requestId = await requestStaffRulesChange(deps, request.body, {
        actor: actorOf(request),
        ip: request.ip,
      });
      const rules = await currentStaffRules(deps.db);
      return ok(request, { ...rules, request_id: requestId }, 'second_person_requested');
    },
  );
};
