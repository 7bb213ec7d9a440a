import { createServer, type ServerResponse } from 'node:http';

/**
 * Test-only: an upstream 2D feed over real HTTP, in the shape integrations.md gives, mixing numbers and text the way
 * public feeds do. It counts the requests it sees, and can fail the ways upstreams fail.
 */

/** ok: the feed; error: HTTP 500; garbage: a 200 that is not JSON; hang: no answer at all. */
export type FeedBehaviour = 'ok' | 'error' | 'garbage' | 'hang';

export interface Reading {
  set: string | number | null;
  value: string | number | null;
  twod: string | number | null;
}

const BLANK: Reading = { set: null, value: null, twod: null };

/** A reply for a Myanmar day: the 11:00, 12:01, 15:00 and 16:30 results, blank unless given. */
export function feedReplyOf(day: string, results: Partial<Record<0 | 1 | 2 | 3, Reading>> = {}) {
  const openTimes = ['11:00:00', '12:01:00', '15:00:00', '16:30:00'];
  return {
    live: { set: '1,346.23', value: '57,388.58', time: '12:01:05', twod: '38', date: day },
    server_time: `${day} 12:01:07`,
    result: openTimes.map((openTime, index) => ({
      open_time: openTime,
      ...(results[index as 0 | 1 | 2 | 3] ?? BLANK),
      stock_date: day,
      stock_datetime: `${day} ${openTime}`,
      history_id: 9000 + index,
    })),
    holiday: { status: 0, date: day, name: '' },
    provider_note: 'keys nobody asked for',
  };
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

export async function startFeedSimulator() {
  const simulator = {
    url: '',
    requests: 0,
    behaviour: 'ok' as FeedBehaviour,
    /** Milliseconds before each answer: lets a test overlap one poller's fetch with another's tick. */
    delayMs: 0,
    reply: feedReplyOf('2026-01-05') as unknown,
    close() {
      // Hanging requests must not keep close() waiting.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function answer(response: ServerResponse) {
    if (simulator.behaviour === 'hang') return;
    if (simulator.behaviour === 'error') return send(response, 500, 'text/plain', 'upstream exploded');
    if (simulator.behaviour === 'garbage') return send(response, 200, 'application/json', '{"live": <html>');
    send(response, 200, 'application/json', JSON.stringify(simulator.reply));
  }

  const server = createServer((_request, response) => {
    simulator.requests += 1;
    setTimeout(() => answer(response), simulator.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  simulator.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/v1/live`;
  return simulator;
}

export type FeedSimulator = Awaited<ReturnType<typeof startFeedSimulator>>;
