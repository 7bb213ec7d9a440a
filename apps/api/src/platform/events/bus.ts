import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, Listen } from '../../db/client';
import { collectInto, withNotices, type Notice } from './notices';
import { StreamRegistry } from './streams';

const CHANNEL = 'zeya_events';
/** Notices wait this long to go out together: one NOTIFY for everything a busy instance did meanwhile. */
const FLUSH_MS = 10;
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const MAX_PAYLOAD = 7_500;
/** After a NOTIFY failed, the next try waits this long; at most this many payloads wait for it. */
const RESEND_MS = 1_000;
const MAX_UNSENT = 100;

type Listener = (event: Notice) => void;

/**
 * Notices from every instance to every instance, through PostgreSQL's LISTEN/NOTIFY (PGlite has it too). Each
 * instance sends what its requests noticed in batches, after they finished and outside their transactions (a NOTIFY
 * inside a money transaction would serialise every commit of the cluster on NOTIFY's lock), and hears everyone's,
 * its own included, on one listening connection.
 */
export class EventBus {
  /** This instance's open event streams, which the notices heard here are pushed to. */
  readonly streams = new StreamRegistry();
  private readonly listeners = new Set<Listener>();
  private queue: Notice[] = [];
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  /** Payloads a NOTIFY failed to send, sent first by the next flush. */
  private unsent: string[] = [];
  private closing = false;

  constructor(
    private readonly db: Database,
    private readonly listen: Listen,
  ) {}

  async start() {
    this.unlisten = await this.listen(
      CHANNEL,
      (payload) => this.deliver(payload),
      () => this.resync(),
    );
  }

  async close() {
    this.closing = true;
    clearTimeout(this.timer);
    await this.flush();
    await this.unlisten?.();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish = (events: Notice[]) => {
    this.queue.push(...events);
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  };

  /** Runs a background task's work collecting its notices, as a request's are. */
  runNoticing<T>(work: () => Promise<T>): Promise<T> {
    return withNotices(this.publish, work);
  }

  private async flush() {
    this.timer = undefined;
    const payloads = [...this.unsent, ...payloadsOf(this.queue)];
    this.unsent = [];
    this.queue = [];
    for (const [at, payload] of payloads.entries()) {
      try {
        await this.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      } catch {
        // The database is away: other instances whose listening connection stayed up would never hear of these
        // moves, so they go again once it answers (the newest few, should it stay away long). Not when closing:
        // clients that miss an event still poll as the spec's client does.
        if (this.closing) return;
        this.unsent = [...this.unsent, ...payloads.slice(at)].slice(-MAX_UNSENT);
        this.timer ??= setTimeout(() => void this.flush(), RESEND_MS);
        return;
      }
    }
  }

  /**
   * The listening connection was lost and listens again: notices sent meanwhile, by any instance, were not heard.
   * They are not kept anywhere to be read back, so what they would have led to is heard again as notices of the
   * state now: every player with a stream here has their balance read again (a stream is sent it only when it
   * differs from the last one it was sent), the 2D numbers, and the console queues. A decision on a request made
   * meanwhile reaches its player as the balance it moved, not as its own event.
   */
  private resync() {
    const events: Notice[] = [
      ...this.streams.owners().map((u) => ({ t: 'balance' as const, u })),
      { t: 'twod' },
      { t: 'queue', kind: 'deposit', arrived: false },
      { t: 'queue', kind: 'withdrawal', arrived: false },
    ];
    for (const event of events) for (const listener of this.listeners) listener(event);
  }

  private deliver(payload: string) {
    let events: Notice[];
    try {
      events = JSON.parse(payload) as Notice[];
    } catch {
      return;
    }
    for (const event of events) for (const listener of this.listeners) listener(event);
  }
}

/** JSON arrays of the notices, each under NOTIFY's limit; a notice too big alone is dropped. */
function payloadsOf(events: Notice[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const text of new Set(events.map((event) => JSON.stringify(event)))) {
    if (text.length + 2 > MAX_PAYLOAD) continue;
    if (size + text.length + 1 > MAX_PAYLOAD) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(text);
    size += text.length + 1;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

declare module 'fastify' {
  interface FastifyRequest {
    notices: Notice[];
  }
}

/** Every request collects what it notices and publishes it once answered, after its transactions have committed. */
export function registerNotices(app: FastifyInstance, bus: EventBus) {
  app.decorateRequest('notices', null as unknown as Notice[]);
  app.addHook('onRequest', (request, _reply, done) => {
    request.notices = [];
    collectInto(request.notices, done);
  });
  app.addHook('onResponse', async (request) => {
    if (request.notices?.length) bus.publish(request.notices);
  });
  app.addHook('onReady', () => bus.start());
  // Open streams would hold the server's close until their clients left: they end first.
  app.addHook('preClose', async () => bus.streams.close());
  app.addHook('onClose', () => bus.close());
}
