import { success } from '@zeya/contract/envelope';
import { exposureReply } from '@zeya/contract/exposure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { ADMINS, OPERATORS } from '../auth/access';
import { HttpError, ok } from '../http/errors';
import { failureReplies } from '../http/http';
import type { AnyLottery, LotteryDraw } from './descriptor';
import { confirmDraw, voidDraw, type Settlement } from './draw-life';
import { updateLotterySettings } from './settings';
import { stepOf, type OperatorStep } from './steps';

type ZodApp = Parameters<FastifyPluginAsyncZod<AppDeps>>[0];

/** A draw by its id for the console, 404 when there is none, and its console view. */
export function consoleDraws<Draw extends LotteryDraw>(db: Database, lottery: AnyLottery) {
  const findDraw = async (drawId: number): Promise<Draw> => {
    const draw = (await lottery.draw.byId(db, drawId)) as Draw | null | undefined;
    if (!draw) throw new HttpError(404, 'not_found');
    return draw;
  };
  const view = async (drawId: number) => lottery.draw.consoleView(db, await findDraw(drawId));
  return { findDraw, view };
}

/** What a game adds to the shared confirmation: its settlement, and what it tells others once a draw settled. */
export interface ConfirmRules<Draw extends LotteryDraw> {
  settlement(step: OperatorStep, now: Date): Settlement<Draw>;
  afterSettled?(): void;
  /** The game's own routes on a draw (2D: its winners), registered after void: the OpenAPI document keeps its order. */
  drawRoutes?(): void;
}

/**
 * The console routes every lottery has, under /<code>/: confirm a draw (a second person), void it (admins), its
 * exposure, and the settings (read by operators, changed by admins). The game registers its own routes beside these
 * (its draws list, its result entry, its calendar).
 */
export function lotteryConsoleRoutes<Draw extends LotteryDraw>(
  app: ZodApp,
  { db, clock }: AppDeps,
  lottery: AnyLottery,
  confirm: ConfirmRules<Draw>,
) {
  const { code, consoleTag: tag, messages } = lottery;
  const params = lottery.draw.params;
  const drawReply = { 200: success(lottery.draw.consoleSchema), ...failureReplies };
  const settingsBody = lottery.settings.schema;
  const { findDraw, view } = consoleDraws<Draw>(db, lottery);

  app.post(
    `/${code}/draws/:id/confirm`,
    {
      config: { access: OPERATORS, stepUp: true },
      schema: { tags: [tag], params, response: drawReply },
    },
    async (request) => {
      const step = stepOf(request);
      const now = clock.now();
      await confirmDraw(db, lottery, request.params.id, step, now, confirm.settlement(step, now));
      confirm.afterSettled?.();
      return ok(request, await view(request.params.id), messages.settled);
    },
  );

  app.post(
    `/${code}/draws/:id/void`,
    {
      config: { access: ADMINS, stepUp: true },
      schema: { tags: [tag], params, response: drawReply },
    },
    async (request) => {
      await voidDraw(db, lottery, request.params.id, stepOf(request), clock.now());
      return ok(request, await view(request.params.id), messages.voided);
    },
  );

  confirm.drawRoutes?.();

  app.get(
    `/${code}/draws/:id/exposure`,
    {
      config: { access: OPERATORS },
      schema: { tags: [tag], params, response: { 200: success(exposureReply), ...failureReplies } },
    },
    async (request) => ok(request, await lottery.exposure(db, (await findDraw(request.params.id)).id)),
  );

  app.get(
    `/${code}/settings`,
    {
      config: { access: OPERATORS },
      schema: { tags: [tag], response: { 200: success(settingsBody) } },
    },
    async (request) => ok(request, lottery.settings.view(await lottery.settings.of(db))),
  );

  app.put(
    `/${code}/settings`,
    {
      config: { access: ADMINS, stepUp: true },
      schema: {
        tags: [tag],
        body: settingsBody,
        response: { 200: success(settingsBody), ...failureReplies },
      },
    },
    async (request) =>
      ok(request, await updateLotterySettings(db, lottery, request.body, stepOf(request), clock.now())),
  );
}
