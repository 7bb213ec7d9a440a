import { paged, success } from '@zeya/contract/envelope';
import {
  dashboard,
  periodQuery,
  reportQuery,
  reportRows as rowSchemas,
  REPORTS,
} from '@zeya/contract/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { OPERATORS } from '../../platform/auth/access';
import { sendCsv, toCsv } from '../../platform/http/csv';
import { ok } from '../../platform/http/errors';
import { failureReplies } from '../../platform/http/http';
import { toPage } from '../../platform/http/paging';
import { dailySeries, pendingRequests, periodTotals } from './figures';
import { daysOf, lastDays, periodOf, requestedPeriod } from '../../platform/money/figures/period';
import { reportRows } from './reports';

const REPORT_PAGE_SIZE = 50;
const CHART_DAYS = 30;

/** Console: the dashboard's figures and the reports (by day, provider, game, player), each also as CSV. */
export const reportConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.get(
    '/dashboard',
    {
      config: { access: OPERATORS },
      schema: {
        tags: ['console reports'],
        querystring: periodQuery,
        response: { 200: success(dashboard), ...failureReplies },
      },
    },
    async (request) => {
      const now = clock.now();
      const period = requestedPeriod(request.query, now);
      const chart = lastDays(now, CHART_DAYS);
      const today = periodOf(chart.to, chart.to);
      return ok(request, {
        today: await periodTotals(db, today),
        period: await periodTotals(db, period),
        pending: await pendingRequests(db),
        days: await dailySeries(db, chart, daysOf(chart)),
      });
    },
  );

  for (const name of REPORTS) {
    const columns = Object.keys(rowSchemas[name].shape);
    app.get(
      `/reports/${name}`,
      {
        config: { access: OPERATORS },
        schema: {
          tags: ['console reports'],
          querystring: reportQuery,
          response: { 200: success(paged(rowSchemas[name])), ...failureReplies },
        },
      },
      async (request) => {
        const period = requestedPeriod(request.query, clock.now());
        const { page } = request.query;
        const { rows, total } = await reportRows(db, name, period, { page, size: REPORT_PAGE_SIZE });
        return ok(request, toPage(request, rows, total, page, REPORT_PAGE_SIZE));
      },
    );
    app.get(
      `/reports/${name}.csv`,
      {
        config: { access: OPERATORS },
        schema: { tags: ['console reports'], querystring: periodQuery, produces: ['text/csv'] },
      },
      async (request, reply) => {
        const period = requestedPeriod(request.query, clock.now());
        const { rows } = await reportRows(db, name, period);
        const csv = toCsv(
          columns.map((header) => ({
            header,
            value: (row) => (row as Record<string, string | number>)[header],
          })),
          rows,
        );
        return sendCsv(reply, `zeya-${name}-${period.from}-${period.to}.csv`, csv);
      },
    );
  }
};
