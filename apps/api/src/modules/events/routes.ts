import type { BalanceEvent, RequestEvent } from '@zeya/contract/events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ANYONE, OPERATORS } from '../../platform/auth/access';
import { deskAt, deskRoute } from '../../platform/auth/agent-desk';
import { HttpError } from '../../platform/http/errors';
import { INSTANCE } from '../../platform/runtime/instance';
import type { Notice } from '../../platform/events/notices';
import { StreamCaps } from '../../platform/events/stream-caps';
import { playerBalances } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';

/** The topic of an agent desk's queue news: one agent's (`agent`), or every desk's (undefined). */
const agentQueueTopic = (agent: number | undefined) =>
  agent === undefined ? 'agent-queue' : `agent-queue:${agent}`;

/** Balances moved within this long go out together, read in one round of queries. */
const BALANCE_BATCH_MS = 10;
const TOPICS = ['twod'] as const;
/** A party at its cap of streams may try again after this: by then a tab it closed has let its stream go. */
const CAPPED_RETRY_SECONDS = 30;

const eventsQuery = z.object({
  topics: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '').split(',').filter((topic) => (TOPICS as readonly string[]).includes(topic)),
    ),
});

/** Answers the request as a server-sent event stream that stays open; the registry writes to it from now on. */
function openStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string | string[]>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and its kin would hold the stream back in a buffer.
    'x-accel-buffering': 'no',
  });
  // Which instance holds the stream: behind a load balancer, an operator (or a test) may want to know.
  reply.raw.write(`: open ${INSTANCE}\n\n`);
  return reply.raw;
}

/**
 * Push instead of poll. A signed-in player's stream carries their balance whenever it moves and the decision on each
 * of their deposits and withdrawals; anyone's stream may also ask for the 2D live numbers (`?topics=twod`). The
 * console's stream says when a deposit or withdrawal arrives or is decided, an agent desk's stream (the agent's or
 * its staff's) the same of that agent's queues only. What moves on any instance reaches the
 * streams of every instance through the event bus (platform/events).
 */
export const eventRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { streams } = deps.events;
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | undefined;

  const pushBalances = async () => {
    timer = undefined;
    const owners = [...pending];
    pending.clear();
    for (const ownerId of streams.connected(owners)) {
      const { main, game } = await playerBalances(deps.db, ownerId);
      streams.sendState(ownerId, 'balance', {
        balance: toKyat(game),
        main_balance: toKyat(main),
      } satisfies BalanceEvent);
    }
  };

  const hear = (event: Notice) => {
    if (event.t === 'balance' && streams.connected([event.u]).length > 0) {
      pending.add(event.u);
      timer ??= setTimeout(() => void pushBalances().catch(() => undefined), BALANCE_BATCH_MS);
    }
    if (event.t === 'request')
      streams.sendTo(event.u, 'request', {
        kind: event.kind,
        id: event.id,
        status: event.status,
        amount: toKyat(event.amount),
        reason: event.reason,
      } satisfies RequestEvent);
    if (event.t === 'queue') {
      const news = { kind: event.kind, arrived: event.arrived };
      streams.broadcast('queue', 'queue', news);
      // An agent's desk hears of its own queue only; of every desk's when any may have changed unheard (a resync).
      if (event.agent !== null) streams.broadcast(agentQueueTopic(event.agent), 'queue', news);
    }
  };
  const caps = new StreamCaps({
    perAddress: deps.config.EVENT_STREAMS_PER_ADDRESS,
    perUser: deps.config.EVENT_STREAMS_PER_USER,
  });
  /** Opens the stream within its party's cap (429 beyond it); the slot comes back when the stream ends. */
  const cappedStream = (ownerId: number, request: FastifyRequest, reply: FastifyReply) => {
    const release = caps.take(ownerId, request.ip);
    if (!release) {
      reply.header('retry-after', String(CAPPED_RETRY_SECONDS));
      throw new HttpError(429, 'event_streams_too_many');
    }
    const response = openStream(reply);
    response.on('close', release);
    return response;
  };

  const unsubscribe = deps.events.subscribe(hear);
  app.addHook('onClose', async () => {
    unsubscribe();
    clearTimeout(timer);
  });

  app.get(
    '/events',
    { config: { access: ANYONE }, schema: { tags: ['events'], querystring: eventsQuery } },
    async (request, reply) => {
      const ownerId = request.actor?.userId ?? 0;
      if (ownerId === 0 && request.query.topics.length === 0) throw new HttpError(401, 'unauthenticated');
      streams.open(ownerId, new Set(request.query.topics), cappedStream(ownerId, request, reply));
      if (ownerId !== 0) {
        pending.add(ownerId);
        timer ??= setTimeout(() => void pushBalances().catch(() => undefined), BALANCE_BATCH_MS);
      }
    },
  );

  app.get(
    '/console/events',
    { config: { access: OPERATORS }, schema: { tags: ['events'] } },
    async (request, reply) => {
      // Console users own no balance; their streams are told of the queues only.
      const ownerId = -request.actor!.userId;
      streams.open(ownerId, new Set(['queue']), cappedStream(ownerId, request, reply));
    },
  );

  app.get(
    '/agent/events',
    { config: deskRoute('view'), schema: { tags: ['agent'] } },
    async (request, reply) => {
      // The agent and its staff own no balance here either: their streams hear their own desk's queues, no other's.
      const ownerId = -request.actor!.userId;
      const topics = new Set([agentQueueTopic(undefined), agentQueueTopic(deskAt(request).agentId)]);
      streams.open(ownerId, topics, cappedStream(ownerId, request, reply));
    },
  );
};
