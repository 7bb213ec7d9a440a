/**
 * The push rows of the bench: the server's memory per idle event stream (GET /api/events) with many streams open, and
 * how long a committed posting takes to reach a client as an event. Streams are opened from the runner with node:http
 * (one socket each); the server reports its own memory over IPC after a full GC.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { BenchContext, BenchPlayer } from './context';
import { inParallel } from './context';
import type { MemorySample, Percentiles } from './protocol';

export interface StreamsResult {
  /** streams asked for, and how many the server answered with an open stream */
  asked: number;
  open: number;
  firstError: string | null;
  /** seconds it took to open them */
  openSeconds: number;
  rss_bytes_per_stream: number;
  heap_bytes_per_stream: number;
  /** from an exchange's response (its posting committed) to the balance event on the player's own stream */
  eventLatencyMs: Percentiles;
  eventsMissed: number;
  latencyPlayers: number;
}

interface OpenStream {
  /**
   * Resolves on the next `balance` event, with the time it arrived; one that arrived while nobody waited is kept
   * (its parse may run before the opener's continuation does) until `forget()`.
   */
  nextBalance(): Promise<number>;
  /** Drops kept events and waiters that gave up. */
  forget(): void;
  close(): void;
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted.at(-1) ?? 0, count: sorted.length };
}

/** Opens GET /api/events as `player`; resolves once the server has answered 200 with the stream. */
function openStream(base: URL, agent: http.Agent, token: string, address: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const waiters: ((at: number) => void)[] = [];
    let unclaimed: number[] = [];
    let buffered = '';
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: '/api/events',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          'x-forwarded-for': address,
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffered += chunk;
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const message = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (!message.startsWith('event: balance')) continue;
            const waiter = waiters.shift();
            if (waiter) waiter(at);
            else unclaimed.push(at);
          }
        });
        response.on('error', () => undefined);
        resolve({
          nextBalance: () =>
            new Promise((done) => {
              const early = unclaimed.shift();
              if (early === undefined) waiters.push(done);
              else done(early);
            }),
          forget: () => {
            unclaimed = [];
            waiters.length = 0; // whoever waited has given up (raced against a timeout)
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
    request.setTimeout(60_000, () => request.destroy(new Error('GET /api/events: no answer in 60 s')));
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `count` idle streams (dealt round robin over `players`, so each has several), measures the server's memory
 * before and after, then has `latencyPlayers` of them exchange 1 Ks back and forth for `seconds`, each waiting for its
 * balance event before the next exchange, while every stream stays open.
 */
export async function measureStreams(
  ctx: BenchContext,
  memory: () => Promise<MemorySample>,
  options: { count: number; players: BenchPlayer[]; latencyPlayers: BenchPlayer[]; seconds: number },
): Promise<StreamsResult> {
  const base = new URL(ctx.base);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: OpenStream[] = [];
  let firstError: string | null = null;
  const before = await memory();
  const started = performance.now();
  await inParallel(options.count, 64, async (i) => {
    const player = options.players[i % options.players.length]!;
    try {
      streams.push(
        await openStream(base, agent, player.token, `198.18.${100 + ((i >> 8) & 127)}.${i & 255}`),
      );
    } catch (error) {
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  });
  const openSeconds = (performance.now() - started) / 1000;
  // Each new stream is sent its balances once; let those go out before weighing the server.
  await delay(1000);
  const after = await memory();
  const open = streams.length;
  ctx.log(`opened ${open} of ${options.count} event streams in ${openSeconds.toFixed(1)} s`);

  // Latency: players with a stream of their own, each exchanging and waiting for the event.
  const own = await Promise.all(
    options.latencyPlayers.map(async (player, i) => {
      const stream = await openStream(base, agent, player.token, `198.18.99.${i & 255}`);
      // The balances sent when the stream opens.
      await Promise.race([stream.nextBalance(), delay(5_000)]);
      return stream;
    }),
  );
  const samples: number[] = [];
  let missed = 0;
  const until = performance.now() + options.seconds * 1000;
  await Promise.all(
    options.latencyPlayers.map(async (player, i) => {
      let direction = 0;
      while (performance.now() < until) {
        own[i]!.forget();
        const event = own[i]!.nextBalance();
        const path = direction++ % 2 === 0 ? '/api/exchange-main-to-game' : '/api/exchange-game-to-main';
        await ctx.expectOk('POST', path, { amount: 1 }, player.token);
        const committed = performance.now();
        const arrived = await Promise.race([event, delay(5_000).then(() => null)]);
        if (arrived === null) missed += 1;
        else samples.push(Math.max(0, arrived - committed));
      }
    }),
  );
  for (const stream of [...streams, ...own]) stream.close();
  agent.destroy();
  return {
    asked: options.count,
    open,
    firstError,
    openSeconds,
    rss_bytes_per_stream: open ? (after.rss - before.rss) / open : 0,
    heap_bytes_per_stream: open
      ? (after.heapUsed + after.external - before.heapUsed - before.external) / open
      : 0,
    eventLatencyMs: percentiles(samples),
    eventsMissed: missed,
    latencyPlayers: options.latencyPlayers.length,
  };
}
