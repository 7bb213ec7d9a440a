import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { DemoSeats } from '../seats';
import { sendHtml } from '../../platform/http/html-page';
import { loopbackBase } from '../../platform/http/loopback';
import { gscplusSettings } from '../../modules/providers/gscplus/settings';
import { GscplusAggregator } from '../../simulators/gscplus/aggregator';
import { GscplusCallbacks } from '../../simulators/gscplus/callbacks';
import { demoGames, demoProducts } from './catalogue';
import { DEMO_AGGREGATOR_PATH, DEMO_OPERATOR_CODE } from '../../modules/providers/gscplus/demo-keys';
import { endedPage, gamePage, historyPage, stakesFor } from './page';
import { playRound, type Seat } from './round';

/** Game types played as a hand of cards; every other is a spin. */
const HANDS = new Set(['LIVE_CASINO', 'LIVE_CASINO_PREMIUM', 'TABLE', 'QIPAI', 'POKER', 'P2P']);

/**
 * The demo aggregator, served under /demo/gscplus in this process when config `demoAggregator` is on (never in
 * production): the document-built simulator answering our operator API calls over HTTP, with the demo catalogue as
 * its products, and a small game page for each launch whose rounds move money only through our wallet webhooks.
 * A page is its player's only (DemoSeats: opened once, in one browser, while the player is signed in). Its state
 * (wagers, seats) lives in this process and is gone at restart.
 */
export const demoAggregatorRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const settings = gscplusSettings(deps.config);
  if (!deps.config.demoAggregator || !settings) return;
  const aggregator = new GscplusAggregator({
    operatorCode: DEMO_OPERATOR_CODE,
    secretKey: settings.secretKey,
    now: () => deps.clock.now(),
  });
  aggregator.products = demoProducts();
  aggregator.games = demoGames();
  aggregator.balances = [
    { currency: 'MMK', current_balance: 100_000_000 },
    { currency: 'MMK2', current_balance: 100_000 },
  ];
  const ownBase = () => `${deps.config.PUBLIC_URL ?? loopbackBase(deps.config)}${DEMO_AGGREGATOR_PATH}`;
  // Callbacks go where the aggregator would send them: our webhooks, over HTTP.
  const callbacks = () => new GscplusCallbacks(aggregator, `${loopbackBase(deps.config)}/api`);
  const seats = new DemoSeats<Seat>(deps);
  // The demo's own pages post forms (what a route takes is checked before parsing: input-guard.ts).
  const hidden = {
    config: { access: 'public' as const },
    schema: { hide: true, consumes: ['application/json', 'application/x-www-form-urlencoded'] },
  };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The operator APIs of the document's section 2, as the simulator answers them. */
  const operatorApi = async (request: FastifyRequest, reply: FastifyReply) => {
    aggregator.baseUrl = ownBase();
    const path = request.url.slice(DEMO_AGGREGATOR_PATH.length).split('?')[0]!;
    const answer = aggregator.handle({
      method: request.method,
      path,
      query: request.query as Record<string, string>,
      body: request.body,
    });
    if (path === '/api/operators/launch-game') seatLaunch(answer.body, request.body);
    return reply.code(answer.status).send(answer.body);
  };

  /** A launch the simulator accepted gets a seat and a game page on the player's side of this site. */
  function seatLaunch(answer: unknown, params: unknown) {
    const launched = answer as { code?: number; url?: string };
    if (launched.code !== 200 || !launched.url) return;
    const body = params as Record<string, unknown>;
    const product = aggregator.products.find((entry) => entry.product_code === body.product_code)!;
    const game = aggregator.games.find(
      (row) => row.product_code === product.product_code && row.game_code === body.game_code,
    );
    const lobbyUrl = String(body.operator_lobby_url);
    const token = seats.launch(String(body.member_account), (seatToken) => ({
      token: seatToken,
      member: String(body.member_account),
      productCode: product.product_code,
      currency: String(body.currency),
      gameCode: String(body.game_code),
      gameName: game?.game_name ?? product.product_name,
      gameType: String(body.game_type),
      kind: HANDS.has(String(body.game_type)) ? 'hand' : 'spin',
      lobbyUrl,
      language: String(body.language_code ?? 0),
    }));
    const origin = URL.canParse(lobbyUrl) ? new URL(lobbyUrl).origin : ownBase();
    launched.url = `${origin}${DEMO_AGGREGATOR_PATH}/game/${encodeURIComponent(String(body.game_code))}?token=${token}`;
  }

  app.route({ method: ['GET', 'POST'], url: '/api/*', ...hidden, handler: operatorApi });
  app.post('/superlobby/launch', hidden, operatorApi);

  app.get<{ Params: { game: string }; Querystring: { token?: string } }>(
    '/game/:game',
    hidden,
    async (request, reply) => {
      const seat = await seats.take(request, reply, request.query.token ?? '');
      if (!seat) return sendHtml(reply, 404, endedPage());
      const answer = await callbacks().balance(seat.currency, [
        { member_account: seat.member, product_code: seat.productCode },
      ]);
      const action = `${DEMO_AGGREGATOR_PATH}/game/${encodeURIComponent(seat.gameCode)}/play`;
      return sendHtml(reply, 200, gamePage(seat, Number(answer.data[0]?.balance ?? 0), action));
    },
  );

  app.post<{ Params: { game: string }; Body: { token?: string; stake?: string } }>(
    '/game/:game/play',
    hidden,
    async (request, reply) => {
      const seat = await seats.take(request, reply, String(request.body?.token ?? ''));
      if (!seat) return sendHtml(reply, 404, endedPage());
      const stake = Number(request.body?.stake);
      const page = `${DEMO_AGGREGATOR_PATH}/game/${encodeURIComponent(seat.gameCode)}?token=${seat.token}`;
      // A stake the page did not offer is not played; the page shows again.
      if (stakesFor(seat.currency).includes(stake))
        seat.last = await playRound(aggregator, callbacks(), seat, stake);
      return reply.redirect(page, 303);
    },
  );

  app.get<{ Params: { wager: string } }>('/history/:wager', hidden, async (request, reply) => {
    const wager = aggregator.wager(request.params.wager);
    return sendHtml(reply, wager ? 200 : 404, historyPage(wager as unknown as Record<string, unknown>));
  });
};
