import type { ServerResponse } from 'node:http';
import { EVENT_HEARTBEAT_MS } from '@zeya/contract/events';

/** How long a client waits before it opens a stream the server ended on stopping: from, and spread over. */
const RETRY_FROM_MS = 1_000;
const RETRY_SPREAD_MS = 2_000;

/** One open event stream of this instance: whose it is and the topics it asked for beyond its own events. */
interface Stream {
  ownerId: number;
  topics: ReadonlySet<string>;
  response: ServerResponse;
  /** The last state sent on this stream, by event name, for events that carry a state rather than news. */
  lastState?: Map<string, string>;
}

/**
 * The server-sent event streams open on this instance, by owner. Features push to an owner's streams or to every
 * stream of a topic; a stream is one long response, written as `event:` and `data:` lines.
 */
export class StreamRegistry {
  private readonly byOwner = new Map<number, Set<Stream>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor() {
    // A comment line now and then keeps proxies from closing an idle stream and lets a client see it is alive.
    this.heartbeat = setInterval(
      () => this.each((stream) => stream.response.write(': alive\n\n')),
      EVENT_HEARTBEAT_MS,
    );
    this.heartbeat.unref();
  }

  /** Starts a stream on `response` (already answered 200 with text/event-stream); it ends when the client goes. */
  open(ownerId: number, topics: ReadonlySet<string>, response: ServerResponse) {
    const stream: Stream = { ownerId, topics, response };
    let streams = this.byOwner.get(ownerId);
    if (!streams) this.byOwner.set(ownerId, (streams = new Set()));
    streams.add(stream);
    response.on('close', () => {
      streams.delete(stream);
      if (streams.size === 0 && this.byOwner.get(ownerId) === streams) this.byOwner.delete(ownerId);
    });
  }

  /** The players with a stream open here (console users, owners below 0, have no balance). */
  owners(): number[] {
    return [...this.byOwner.keys()].filter((id) => id > 0);
  }

  /** Owners among `ids` with a stream open here. */
  connected(ids: Iterable<number>): number[] {
    return [...new Set(ids)].filter((id) => this.byOwner.has(id));
  }

  sendTo(ownerId: number, event: string, data: unknown) {
    const text = frame(event, data);
    for (const stream of this.byOwner.get(ownerId) ?? []) stream.response.write(text);
  }

  /**
   * Sends a state (a balance, say) to the owner's streams that have not been sent the same state last: a notice may
   * arrive after the stream's opening snapshot, or twice, and a client should see a state change, not its echo.
   */
  sendState(ownerId: number, event: string, data: unknown) {
    const text = frame(event, data);
    for (const stream of this.byOwner.get(ownerId) ?? []) {
      stream.lastState ??= new Map();
      if (stream.lastState.get(event) === text) continue;
      stream.lastState.set(event, text);
      stream.response.write(text);
    }
  }

  broadcast(topic: string, event: string, data: unknown) {
    const text = frame(event, data);
    this.each((stream) => {
      if (stream.topics.has(topic)) stream.response.write(text);
    });
  }

  get size() {
    let count = 0;
    for (const streams of this.byOwner.values()) count += streams.size;
    return count;
  }

  /**
   * Ends every stream, as the server stops, saying when to come back: another instance, or this one restarted, takes
   * the stream then. The wait differs from stream to stream so that they do not all come back in the same instant.
   */
  close() {
    clearInterval(this.heartbeat);
    this.each((stream) =>
      stream.response.end(`retry: ${RETRY_FROM_MS + Math.floor(Math.random() * RETRY_SPREAD_MS)}\n\n`),
    );
  }

  private each(visit: (stream: Stream) => void) {
    for (const streams of this.byOwner.values()) for (const stream of streams) visit(stream);
  }
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
