import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { agentConsoleRoutes } from './modules/agents/console-routes';
import { agentNetworkRoutes } from './modules/agents/network-routes';
import { authRoutes } from './modules/auth/routes';
import { consoleAuthRoutes } from './modules/auth/console-routes';
import { channelConsoleRoutes } from './modules/cashier/channel-console-routes';
import { agentCashierRoutes } from './modules/cashier/agent-routes';
import { agentDeskRoutes } from './modules/agents/desk-routes';
import { cashierConsoleRoutes } from './modules/cashier/console-routes';
import { cashierRoutes } from './modules/cashier/routes';
import { catalogueConsoleRoutes } from './modules/catalogue/console-routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { auditConsoleRoutes } from './modules/audit/console-routes';
import { consoleUserRoutes } from './modules/console-users/console-routes';
import { houseGameConsoleRoutes } from './modules/house-games/console-routes';
import { contentConsoleRoutes } from './modules/content/console-routes';
import { contentRoutes } from './modules/content/routes';
import { digitBetRoutes } from './modules/digitbet/routes';
import { gameLogRoutes } from './modules/game-logs/routes';
import { siteRoutes } from './modules/content/site-routes';
import { healthRoutes } from './modules/health/routes';
import { launchRoutes } from './modules/launch/routes';
import { aggregatorConsoleRoutes } from './modules/providers/gscplus/console-routes';
import { DEMO_AGGREGATOR_PATH } from './modules/providers/gscplus/demo-keys';
import { demoAggregatorRoutes } from './demo/gscplus/routes';
import { seamlessWebhookRoutes } from './modules/providers/gscplus/webhooks';
import { houseGameRoutes } from './modules/providers/house/routes';
import { playerHistoryConsoleRoutes } from './modules/players/console-history-routes';
import { eventRoutes } from './modules/events/routes';
import { registerNotices } from './platform/events/bus';
import { commissionConsoleRoutes } from './modules/commission/console-routes';
import { agentCommissionRoutes } from './modules/commission/agent-routes';
import { promotionConsoleRoutes } from './modules/promotions/console-routes';
import { promotionRoutes } from './modules/promotions/routes';
import { protectionConsoleRoutes } from './modules/protection/console-routes';
import { protectionRoutes } from './modules/protection/routes';
import { playerConsoleRoutes } from './modules/players/console-routes';
import { reportConsoleRoutes } from './modules/reports/console-routes';
import { shanCallbackRoutes } from './modules/shan/callback-routes';
import { DEMO_SHAN_PATH } from './modules/shan/demo-keys';
import { demoShanRoutes } from './demo/shan/routes';
import { reviewConsoleRoutes } from './modules/reviews/console-routes';
import { shanRoutes } from './modules/shan/routes';
import { threedConsoleRoutes } from './modules/threed/console-routes';
import { threedRoutes } from './modules/threed/routes';
import { twodConsoleRoutes } from './modules/twod/console-routes';
import { twodFeedRoutes } from './modules/twod/feed/routes';
import { twodRoutes } from './modules/twod/routes';
import { walletRoutes } from './modules/wallet/routes';
import { agentSecondFactorRoutes, consoleSecondFactorRoutes } from './modules/second-factor/routes';
import { staffRequestConsoleRoutes } from './modules/staff-requests/console-routes';
import { staffSetupRoutes } from './modules/staff-setup/routes';
import { testClockRoutes } from './modules/test-clock/routes';
import { playerContactConsoleRoutes } from './modules/players/console-contact-routes';
import { smsOutboxConsoleRoutes } from './modules/sms-outbox/console-routes';
import { STAFF_REQUEST_KINDS } from './staff-request-kinds';
import { registerAccess } from './platform/auth/access';
import { registerAgentDesk } from './platform/auth/agent-desk';
import { auditRefusals } from './platform/authority/refusal';
import { registerCompression } from './platform/http/compression';
import { registerCors } from './platform/http/cors';
import { serveMedia } from './platform/http/media';
import { HttpError, handleError, sendFailure } from './platform/http/errors';
import { MAX_BODY_BYTES, registerInputGuards } from './platform/http/input-guard';
import { safeError } from './platform/runtime/log-safety';
import { OneLinePerRequest, requestPlace } from './platform/http/request-log';
import { registerMetrics, type MetricsOptions } from './platform/runtime/metrics';
import { registerRequestId, requestIdOf } from './platform/http/request-id';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { recordLoopback } from './platform/http/loopback';
import { serveSpa } from './platform/http/spa';
import { sourceDir } from './db/paths';

/** Where log lines go instead of stdout (a test reads them). */
interface LogStream {
  write(line: string): void;
}

function loggerOptions(deps: AppDeps, stream?: LogStream): FastifyServerOptions['logger'] {
  if (deps.config.LOG_LEVEL === 'silent') return false;
  // Request lines carry method, route and status; headers, bodies, parameters and query values are never logged.
  return {
    level: deps.config.LOG_LEVEL,
    serializers: {
      err: safeError,
      req: (request: FastifyRequest) => ({ method: request.method, url: requestPlace(request) }),
    },
    ...(stream ? { stream } : {}),
  };
}

/** The whole HTTP application, built from its dependencies; main.ts and every test call this. */
export async function buildApp(
  deps: AppDeps,
  options: { logStream?: LogStream; metrics?: MetricsOptions } = {},
) {
  const app = Fastify({
    logger: loggerOptions(deps, options.logStream),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: MAX_BODY_BYTES,
    // Log lines name their request as error replies do, so one search finds both.
    logController: new OneLinePerRequest({ requestIdLogLabel: 'request_id' }),
    // The caller's X-Request-Id only when it is a safe token (request-id.ts), never as Fastify would take it, verbatim.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  registerRequestId(app);
  registerMetrics(app, deps, options.metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  registerInputGuards(app);
  // A POST without a body is validated as an empty object, so the reply names the missing fields.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.body && request.body == null) request.body = {};
  });

  registerSecurityHeaders(app);
  registerNotices(app, deps.events);
  registerCors(app, deps.config.CORS_ORIGINS);
  registerCompression(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'too_many_requests'),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Zeya API', version: '1.0.0', description: 'Player, console and provider API of Zeya' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerAccess(app, {
    db: deps.db,
    clock: deps.clock,
    idleMinutes: {
      player: deps.config.SESSION_IDLE_MINUTES,
      console: deps.config.CONSOLE_SESSION_IDLE_MINUTES,
    },
    staff: { required: deps.config.secondFactorRequired, stepUpMinutes: deps.config.STEP_UP_MINUTES },
  });
  registerAgentDesk(app, deps);
  auditRefusals(app, deps);

  await serveMedia(app, deps.config.uploadsDir);
  recordLoopback(app, deps.config);

  await app.register(healthRoutes, { ...deps, prefix: '/api' });
  await app.register(authRoutes, { ...deps, prefix: '/api' });
  await app.register(walletRoutes, { ...deps, prefix: '/api' });
  await app.register(contentRoutes, { ...deps, prefix: '/api' });
  await app.register(contentConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(channelConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(catalogueRoutes, { ...deps, prefix: '/api' });
  await app.register(consoleAuthRoutes, { ...deps, prefix: '/api/console' });
  await app.register(playerConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(playerHistoryConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(playerContactConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(consoleSecondFactorRoutes, { ...deps, prefix: '/api/console' });
  await app.register(agentSecondFactorRoutes, { ...deps, prefix: '/api/agent' });
  await app.register(staffSetupRoutes, { ...deps, prefix: '/api' });
  await app.register(staffRequestConsoleRoutes, {
    ...deps,
    kinds: STAFF_REQUEST_KINDS,
    prefix: '/api/console',
  });
  await app.register(smsOutboxConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(agentConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(agentNetworkRoutes, { ...deps, prefix: '/api/console' });
  await app.register(siteRoutes, { ...deps, prefix: '/api' });
  await app.register(launchRoutes, { ...deps, prefix: '/api' });
  await app.register(digitBetRoutes, { ...deps, prefix: '/api' });
  await app.register(gameLogRoutes, { ...deps, prefix: '/api' });
  await app.register(houseGameRoutes, { ...deps, prefix: '/api' });
  await app.register(shanRoutes, { ...deps, prefix: '/api' });
  await app.register(shanCallbackRoutes, deps);
  await app.register(seamlessWebhookRoutes, { ...deps, prefix: '/api/v1/api' });
  await app.register(aggregatorConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(reviewConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(twodRoutes, { ...deps, prefix: '/api' });
  await app.register(twodConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(threedRoutes, { ...deps, prefix: '/api' });
  await app.register(threedConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(reportConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(twodFeedRoutes, { ...deps, prefix: '/api' });
  await app.register(cashierRoutes, { ...deps, prefix: '/api' });
  await app.register(cashierConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(agentCashierRoutes, { ...deps, prefix: '/api/agent' });
  await app.register(agentDeskRoutes, { ...deps, prefix: '/api/agent' });
  await app.register(catalogueConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(houseGameConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(auditConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(consoleUserRoutes, { ...deps, prefix: '/api/console' });
  await app.register(protectionRoutes, { ...deps, prefix: '/api' });
  await app.register(eventRoutes, { ...deps, prefix: '/api' });
  await app.register(protectionConsoleRoutes, { ...deps, prefix: '/api/console' });
  // Outside production only, when switched on (config.ts): demo providers served by this process.
  await app.register(demoAggregatorRoutes, { ...deps, prefix: DEMO_AGGREGATOR_PATH });
  await app.register(demoShanRoutes, { ...deps, prefix: DEMO_SHAN_PATH });
  await app.register(promotionRoutes, { ...deps, prefix: '/api' });
  await app.register(promotionConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(commissionConsoleRoutes, { ...deps, prefix: '/api/console' });
  await app.register(agentCommissionRoutes, { ...deps, prefix: '/api' });
  // Browser tests only (TEST_CLOCK_CONTROL, refused in production): without it these paths do not exist.
  if (deps.config.testClockControl) await app.register(testClockRoutes, { ...deps, prefix: '/api' });

  // The console first: the player site's fallback would otherwise answer every path, /console/... included.
  const consoleSite = await serveSpa(app, path.join(sourceDir(), '..', '..', 'console', 'dist'), '/console/');
  const playerSite = await serveSpa(app, path.join(sourceDir(), '..', '..', 'web', 'dist'), '/', {
    firstData: ['/game_types', '/site-settings'],
    // Opened from a shared link, 2D's page fetches its scripts with the app's, and its early shell offers the closing
    // times before they have arrived (bench/slow-home.ts measures it).
    routeFirstData: { '/2d': ['/twod/open-draws'] },
    routeModules: { '/2d': 'src/app/twod-home-route.tsx' },
    routeEarlyModules: { '/2d': 'src/app/early-shell-twod.ts' },
  });
  app.get('/console', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/console/'),
  );
  app.setNotFoundHandler((request, reply) => {
    if (consoleSite?.(request, reply)) return reply;
    if (playerSite?.(request, reply)) return reply;
    return sendFailure(request, reply, 404, 'not_found');
  });
  return app;
}
