import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import { startTestServer, type TestServer } from '../../../test/server';

const CLIENT = 'https://client.example';

describe.each(testDatabaseKinds())('a house game launched by another client, on %s', (kind) => {
  let server: TestServer;
  let player: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { CORS_ORIGINS: `${CLIENT},https://m.client.example` });
    player = (await newFundedPlayer(server, 0, 1_000)).token;
  });
  afterAll(() => server.close());

  /** The launch URL as a browser on a page with these headers gets it. */
  async function launchFrom(headers: Record<string, string>) {
    const reply = await server.post(
      '/api/seamless/launch-game',
      { game_code: 'shwe-slot', product_code: 'ZEYA', game_type: 'SLOT' },
      { token: player, headers },
    );
    expect(reply.body.code).toBe(200);
    return new URL(reply.body.url as string);
  }

  it('names the listed client page it came from as where to return, and no other', async () => {
    expect((await launchFrom({ origin: CLIENT })).searchParams.get('return')).toBe(`${CLIENT}/`);
    const fromPage = await launchFrom({ origin: CLIENT, referer: `${CLIENT}/lobby?tab=slots` });
    expect(fromPage.searchParams.get('return')).toBe(`${CLIENT}/lobby?tab=slots`);
    const others: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/x' },
    ];
    for (const headers of others)
      expect((await launchFrom(headers)).searchParams.has('return'), JSON.stringify(headers)).toBe(false);
  });

  it('opens the game with the return page only when that page is a listed client (never an open redirect)', async () => {
    const openWith = async (returnUrl: string | undefined) => {
      const token = (await launchFrom({})).searchParams.get('launch')!;
      const reply = await server.post('/api/house/open', {
        launch_token: token,
        game_code: 'shwe-slot',
        ...(returnUrl === undefined ? {} : { return_url: returnUrl }),
      });
      expect(reply.status).toBe(200);
      return reply.body.data.return_to as string | null;
    };
    expect(await openWith(`${CLIENT}/lobby`)).toBe(`${CLIENT}/lobby`);
    expect(await openWith('https://m.client.example/')).toBe('https://m.client.example/');
    for (const other of [
      undefined,
      'https://evil.example/',
      `${CLIENT}.evil.example/`,
      'javascript:alert(1)',
      '/x',
    ])
      expect(await openWith(other), other).toBeNull();
  });
});
