import multipart from '@fastify/multipart';
import {
  agentPaymentType,
  bank,
  cashierLimits,
  depositAllowance as depositAllowanceSchema,
  depositAllowanceQuery,
  depositRequest,
  accountLogRow as accountLogSchema,
  requestLogRow as requestLogSchema,
  userPayment,
  withdrawRequest,
} from '@zeya/contract/cashier';
import { rankingRow } from '@zeya/contract/content';
import { paged, pageQuery, success } from '@zeya/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { depositRequests, withdrawRequests } from '../../db/schema';
import { actorOf, ANYONE, PAYEES, PLAYERS } from '../../platform/auth/access';
import { yangonDayBounds } from '../../platform/runtime/clock';
import { myanmarDay } from '@zeya/contract/myanmar-time';
import { ok } from '../../platform/http/errors';
import { failureReplies, passwordRateLimit } from '../../platform/http/http';
import { checkedUnlessKept, idempotencyHeaders, onceByKey } from '../../platform/money/idempotency';
import { toKyat, toPya } from '../../platform/money/money';
import { t } from '../../platform/http/i18n';
import { depositAllowance } from './allowance';
import { toPage } from '../../platform/http/paging';
import { listChannels, listUserPayments, playerChannels } from './channels';
import { checkDeposit, checkDepositAllowed, createDeposit, type CheckedDeposit } from './deposits';
import { storeReceipt } from './receipts';
import { playerCashierLimits } from './limits';
import { countPlayerRequests, playerRequests } from './requests';
import { accountLogRow, maskPlayerId, requestLogRow } from './views';
import { checkWithdrawal, createWithdrawal, largestApprovedWithdrawals } from './withdrawals';

const LOG_LIMIT = 100;

const depositDone = (request: FastifyRequest, row: Parameters<typeof requestLogRow>[0]) =>
  ok(request, requestLogRow(row), 'deposit_done');
const REQUEST_LOG_PAGE_SIZE = 10;

export const cashierRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  // A deposit may come as a form with its receipt image; the fields then arrive as strings, the image as bytes.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: config.RECEIPT_MAX_BYTES, files: 1, fields: 10 },
  });

  // The same accounts as /agent-payment-type, in the shape the player site reads.
  app.get(
    '/banks',
    {
      config: { access: ANYONE },
      schema: { tags: ['cashier'], response: { 200: success(z.array(bank)) } },
    },
    async (request) =>
      ok(
        request,
        (await playerChannels(db, request.actor?.userId ?? null)).map((c) => ({
          id: c.id,
          bank_name: c.paymentType,
          name: c.accountName,
          no: c.accountNo,
          img: c.imgUrl,
          payment_type: c.paymentType,
        })),
      ),
  );

  // A signed-in player sees their agent's accounts (or the house's when they have no agent); anyone else the house's.
  app.get(
    '/agent-payment-type',
    {
      config: { access: ANYONE },
      schema: { tags: ['cashier'], response: { 200: success(z.array(agentPaymentType)) } },
    },
    async (request) =>
      ok(
        request,
        (await playerChannels(db, request.actor?.userId ?? null)).map((c) => ({
          id: c.id,
          account_no: c.accountNo,
          account_name: c.accountName,
          payment_type: { name: c.paymentType },
        })),
      ),
  );

  app.get(
    '/user-payment',
    {
      config: { access: PLAYERS },
      schema: { tags: ['cashier'], response: { 200: success(z.array(userPayment)) } },
    },
    async (request) =>
      ok(
        request,
        (await listUserPayments(db, actorOf(request).userId)).map((p) => ({
          id: p.id,
          payment_type: { name: p.paymentType },
          account_name: p.accountName,
          account_no: p.accountNo,
        })),
      ),
  );

  app.get(
    '/cashier-limits',
    {
      config: { access: PLAYERS },
      schema: { tags: ['cashier'], response: { 200: success(cashierLimits) } },
    },
    async (request) => ok(request, await playerCashierLimits(deps, actorOf(request).userId)),
  );

  // Asked by the deposit form before it shows where to pay: the deposit route's own answer, before any transfer.
  app.get(
    '/deposit-allowance',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['cashier'],
        querystring: depositAllowanceQuery,
        response: { 200: success(depositAllowanceSchema), ...failureReplies },
      },
    },
    async (request) => {
      const { amount } = request.query;
      const answer = await depositAllowance(
        deps,
        actorOf(request).userId,
        amount === undefined ? undefined : toPya(amount),
      );
      return ok(request, {
        ...answer,
        refusal: answer.refusal && { ...answer.refusal, message: t(request, answer.refusal.message) },
      });
    },
  );

  app.post(
    '/depositfinicial',
    {
      config: { access: PLAYERS },
      schema: {
        tags: ['cashier'],
        consumes: ['application/json', 'multipart/form-data'],
        headers: idempotencyHeaders,
        body: depositRequest.extend({ receipt: z.unknown().optional() }),
        response: { 200: success(requestLogSchema), ...failureReplies },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      // Everything that could refuse the request is asked before its picture is decoded: a request refused anyway
      // costs no picture work. The decode then waits its turn in the picture queue, before any transaction opens,
      // and the stored receipt is taken back unless this request is the one that keeps it.
      const checked = await checkedUnlessKept<ReturnType<typeof depositDone>, CheckedDeposit>(
        deps,
        request,
        async () => {
          const deposit = await checkDeposit(deps, userId, request.body);
          await checkDepositAllowed(deps.db, deps, userId, deposit, deps.clock.now());
          return deposit;
        },
      );
      if ('reply' in checked) return checked.reply;
      const deposit = checked.checked;
      const receipt = await storeReceipt(config.receiptsDir, request.body.receipt, config.RECEIPT_MAX_BYTES);
      let kept = false;
      try {
        return await onceByKey(deps, request, async (scoped) => {
          const row = await createDeposit(scoped, userId, deposit, receipt?.name ?? null);
          kept = true;
          return depositDone(request, row);
        });
      } finally {
        if (!kept) receipt?.remove();
      }
    },
  );

  app.post(
    '/withdrawfinicial',
    {
      // The password it checks counts toward the same per-address limit as a sign-in.
      config: { access: PAYEES, rateLimit: passwordRateLimit(deps) },
      schema: {
        tags: ['cashier'],
        headers: idempotencyHeaders,
        body: withdrawRequest,
        response: { 200: success(requestLogSchema), ...failureReplies },
      },
    },
    async (request) => {
      const checked = await checkWithdrawal(deps, actorOf(request).userId, request.body, request.ip);
      return onceByKey(deps, request, async (scoped) =>
        ok(request, requestLogRow(await createWithdrawal(scoped, checked)), 'withdraw_done'),
      );
    },
  );

  const channelsById = async () => new Map((await listChannels(db)).map((c) => [c.id, c]));

  app.get(
    '/depositlogfinicial',
    {
      config: { access: PLAYERS },
      schema: { tags: ['cashier'], response: { 200: success(z.array(accountLogSchema)) } },
    },
    async (request) => {
      const channels = await channelsById();
      const rows = await playerRequests(deps, depositRequests, {
        userId: actorOf(request).userId,
        limit: LOG_LIMIT,
      });
      return ok(
        request,
        rows.map((row) => {
          const channel = channels.get(row.channelId);
          return accountLogRow(row, { name: channel?.accountName ?? '', number: channel?.accountNo ?? '' });
        }),
      );
    },
  );

  app.get(
    '/withdrawlogfinicial',
    {
      config: { access: PLAYERS },
      schema: { tags: ['cashier'], response: { 200: success(z.array(accountLogSchema)) } },
    },
    async (request) => {
      const rows = await playerRequests(deps, withdrawRequests, {
        userId: actorOf(request).userId,
        limit: LOG_LIMIT,
      });
      return ok(
        request,
        rows.map((row) => accountLogRow(row, { name: row.accountName, number: row.accountNumber })),
      );
    },
  );

  const requestLog = (path: string, table: typeof depositRequests | typeof withdrawRequests) =>
    app.get(
      path,
      {
        config: { access: PLAYERS },
        schema: {
          tags: ['cashier'],
          querystring: pageQuery,
          response: { 200: success(paged(requestLogSchema)) },
        },
      },
      async (request) => {
        const { userId } = actorOf(request);
        const { page } = request.query;
        const rows = await playerRequests(deps, table, {
          userId,
          limit: REQUEST_LOG_PAGE_SIZE,
          offset: (page - 1) * REQUEST_LOG_PAGE_SIZE,
        });
        const total = await countPlayerRequests(deps, table, userId);
        return ok(request, toPage(request, rows.map(requestLogRow), total, page, REQUEST_LOG_PAGE_SIZE));
      },
    );
  requestLog('/transaction/deposit-requestlog', depositRequests);
  requestLog('/transaction/withdraw-requestlog', withdrawRequests);

  app.get(
    '/toptenwithdraw',
    {
      config: { access: 'public' },
      schema: { tags: ['cashier'], response: { 200: success(z.array(rankingRow)) } },
    },
    async (request) => {
      const today = yangonDayBounds(myanmarDay(deps.clock.now()));
      const rows = await largestApprovedWithdrawals(deps, today, 10);
      return ok(
        request,
        rows.map((row) => ({
          player_id: maskPlayerId(row.phone ?? row.userName),
          amount: toKyat(row.amount),
        })),
      );
    },
  );
};
