import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { openEvents, type EventClient } from '../../test/events';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

/** Every test request comes from 127.0.0.1: one address, as 300 streams from one address were. */
describe.each(testDatabaseKinds())('event stream caps on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { EVENT_STREAMS_PER_ADDRESS: '3', EVENT_STREAMS_PER_USER: '2' });
  });
  afterAll(() => server.close());

  const refusal = async (path: string, token?: string) => {
    const response = await fetch(`${server.base}${path}`, {
      headers: {
        accept: 'text/event-stream',
        'accept-language': 'zh',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { message: string },
    };
  };

  /** Opens streams until one is refused; a refused stream is never held open. */
  async function openUpTo(count: number, path: string, token?: string) {
    const open: (EventClient & { status: number })[] = [];
    for (let index = 0; index < count; index += 1)
      open.push(await openEvents(`${server.base}${path}`, token));
    return open;
  }

  /** A closed stream's slot comes back when the server sees the socket go, a moment after the client aborts. */
  async function opensAgain(path: string, token?: string) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const stream = await openEvents(`${server.base}${path}`, token);
      if (stream.status === 200) return stream;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the slot never came back');
  }

  it('caps signed-out streams per address with a 429 in the caller’s language, and frees a slot when one closes', async () => {
    const visitors = await openUpTo(3, '/api/events?topics=twod');
    expect(visitors.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const refused = await refusal('/api/events?topics=twod');
    expect(refused).toMatchObject({
      status: 429,
      retryAfter: '30',
      body: { message: '此处打开的实时更新过多。请关闭本站的其他标签页或窗口后重试。' },
    });

    // A signed-in player from the same address counts against their own cap, not the address's.
    const player = await newFundedPlayer(server);
    const own = await openUpTo(2, '/api/events', player.token);
    expect(own.map((stream) => stream.status)).toEqual([200, 200]);
    expect((await refusal('/api/events', player.token)).status).toBe(429);
    // ... and so does another player: one player's streams are no one else's limit.
    const other = await newFundedPlayer(server);
    const theirs = await openEvents(`${server.base}/api/events`, other.token);
    expect(theirs.status).toBe(200);

    visitors[0]!.close();
    const reopened = await opensAgain('/api/events?topics=twod');
    own[0]!.close();
    const ownAgain = await opensAgain('/api/events', player.token);
    for (const stream of [...visitors, ...own, theirs, reopened, ownAgain]) stream.close();
  });

  it('caps a console user’s streams the same way', async () => {
    const operator = await server.login('operator', 'operator12345', '/api/console/login');
    const open = await openUpTo(2, '/api/console/events', operator);
    expect(open.map((stream) => stream.status)).toEqual([200, 200]);
    expect((await refusal('/api/console/events', operator)).status).toBe(429);
    for (const stream of open) stream.close();
  });
});
