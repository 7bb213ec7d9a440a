import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { sendHtml } from '../../../platform/html-page';
import { requestLanguage } from '../../../platform/i18n';
import { loopbackBase } from '../../../platform/loopback';
import { ShanProvider } from '../shan-simulator';
import { shanSettings } from '../signing';
import { DEMO_SHAN_AGENT, DEMO_SHAN_PATH } from './keys';
import { dealHand, TABLE_STAKES, tablePage, type TableResult } from './table';
import { TABLE_WORDS } from './words';

/** Last results kept at most (oldest dropped first). */
const MAX_RESULTS = 10_000;

/**
 * The demo Shan provider, served under /demo/shan in this process when config `demoShan` is on (never in
 * production): the shan-provider.md simulator answering our launches and report reads over HTTP, and a table page at
 * the game URL it gives whose rounds end in the provider's signed absolute-balance callback to our site, over HTTP.
 * Its mirror wallets live in this process: each launch sets them again, as the real provider's launch does.
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
  const hidden = { config: { access: 'public' as const }, schema: { hide: true } };

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
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get<{ Querystring: { user_name?: string } }>('/table/', hidden, async (request, reply) => {
    const member = String(request.query.user_name ?? '');
    return sendHtml(
      reply,
      provider.balanceOf(member) === undefined ? 404 : 200,
      tablePage({
        words: TABLE_WORDS[requestLanguage(request)],
        language: requestLanguage(request),
        member,
        balance: provider.balanceOf(member),
        last: results.get(member),
        action: `${DEMO_SHAN_PATH}/table/deal`,
        lobby: '/shan',
      }),
    );
  });

  app.post<{ Body: { user_name?: string; stake?: string } }>(
    '/table/deal',
    hidden,
    async (request, reply) => {
      const member = String(request.body?.user_name ?? '');
      const stake = Number(request.body?.stake);
      if (TABLE_STAKES.includes(stake)) {
        // The provider calls the agent's stored base address: this process, over the loopback address.
        agent.callbackBase = loopbackBase(deps.config);
        if (results.size >= MAX_RESULTS) results.delete(results.keys().next().value!);
        results.set(member, await dealHand(provider, member, stake));
      }
      return reply.redirect(`${DEMO_SHAN_PATH}/table/?user_name=${encodeURIComponent(member)}`, 303);
    },
  );
};
