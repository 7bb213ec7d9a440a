import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { DemoSeats } from '../seats';
import { sendHtml } from '../../platform/http/html-page';
import { requestLanguage } from '../../platform/http/i18n';
import { loopbackBase } from '../../platform/http/loopback';
import { ourMemberAccount } from '../../modules/shan/accounts';
import { ShanProvider } from '../../simulators/shan/shan-simulator';
import { shanSettings } from '../../modules/shan/signing';
import { DEMO_SHAN_AGENT, DEMO_SHAN_PATH } from '../../modules/shan/demo-keys';
import { dealHand, TABLE_STAKES, tablePage, type TableResult } from './table';
import { TABLE_WORDS } from './words';

/** Last results kept at most (oldest dropped first). */
const MAX_RESULTS = 10_000;

/**
 * The demo Shan provider, served under /demo/shan in this process when config `demoShan` is on (never in
 * production): the shan-provider.md simulator answering our launches and report reads over HTTP, and a table page at
 * the game URL it gives whose rounds end in the provider's signed absolute-balance callback to our site, over HTTP.
 * Its mirror wallets live in this process: each launch sets them again, as the real provider's launch does. The
 * provider's game URL names the player only (`user_name`); the table is its player's alone by a seat added to it
 * (DemoSeats: opened once, in one browser, while the player is signed in).
 */
export const demoShanRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const settings = shanSettings(deps.config);
  if (!deps.config.demoShan || !settings) return;
  const agent = { code: DEMO_SHAN_AGENT, callbackKey: settings.callbackKey, callbackBase: '' };
  const provider = new ShanProvider({
    launchKey: settings.secretKey,
    agents: [agent],
    now: () => deps.clock.now(),
  });
  const results = new Map<string, TableResult>();
  /** A seat is the provider's name of the player it was launched for. */
  const seats = new DemoSeats<string>(deps);

  /** A launch the provider accepted gets a seat, which its game URL carries. */
  const seatLaunch = (answer: { status: number; body: unknown }) => {
    const launched = answer.body as { code?: number; url?: string };
    if (answer.status !== 200 || launched.code !== 200 || !launched.url) return;
    const url = new URL(launched.url);
    const name = url.searchParams.get('user_name') ?? '';
    const member = ourMemberAccount(settings, name);
    if (!member) return;
    const seat = seats.launch(member, () => name);
    url.searchParams.set('seat', seat);
    launched.url = url.toString();
  };
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

  // Launch and the report reads: the game URL points at this site as the player reached it (callback_url).
  app.post<{ Params: { '*': string }; Body: Record<string, unknown> }>(
    '/api/*',
    hidden,
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const site = String(body.callback_url ?? '');
      provider.gameHost = `${URL.canParse(site) ? new URL(site).origin : loopbackBase(deps.config)}${DEMO_SHAN_PATH}/table`;
      const answer = await provider.answer('POST', `/api/${request.params['*']}`, body);
      if (request.params['*'] === 'client/launch-game') seatLaunch(answer);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get<{ Querystring: { seat?: string } }>('/table/', hidden, async (request, reply) => {
    const seat = String(request.query.seat ?? '');
    const member = (await seats.take(request, reply, seat)) ?? '';
    return sendHtml(
      reply,
      provider.balanceOf(member) === undefined ? 404 : 200,
      tablePage({
        words: TABLE_WORDS[requestLanguage(request)],
        language: requestLanguage(request),
        seat: member ? seat : '',
        balance: provider.balanceOf(member),
        last: results.get(member),
        action: `${DEMO_SHAN_PATH}/table/deal`,
        lobby: '/shan',
      }),
    );
  });

  app.post<{ Body: { seat?: string; stake?: string } }>('/table/deal', hidden, async (request, reply) => {
    const seat = String(request.body?.seat ?? '');
    const member = await seats.take(request, reply, seat);
    const stake = Number(request.body?.stake);
    if (member && TABLE_STAKES.includes(stake)) {
      // The provider calls the agent's stored base address: this process, over the loopback address.
      agent.callbackBase = loopbackBase(deps.config);
      if (results.size >= MAX_RESULTS) results.delete(results.keys().next().value!);
      results.set(member, await dealHand(provider, member, stake));
    }
    return reply.redirect(`${DEMO_SHAN_PATH}/table/?seat=${encodeURIComponent(seat)}`, 303);
  });
};
