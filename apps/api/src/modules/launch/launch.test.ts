import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';

describe.each(testDatabaseKinds())('game launch on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let game: { game_code: string; product_code: string; game_type: string; id: number };
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await server.login();
    // A game of an external provider: our own (product ZEYA) launch without any account.
    game = (await server.get('/api/hot_game_lists')).body.data.find(
      (hot: { product_code: string }) => hot.product_code !== 'ZEYA',
    );
  });
  afterAll(() => server.close());

  const launch = (body: unknown, options = { token }) =>
    server.post('/api/seamless/launch-game', body, options);

  it('answers a game of an unconfigured provider with code 503 and a clear message, not a 500', async () => {
    const reply = await launch({
      game_code: game.game_code,
      product_code: game.product_code,
      game_type: game.game_type,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      code: 503,
      message: 'This game provider is not available yet. Please try another game later.',
    });
  });

  it('answers an unknown or disabled game with code 404', async () => {
    const unknown = await launch({ game_code: 'NOPE', product_code: game.product_code, game_type: 'SLOT' });
    expect(unknown.body.code).toBe(404);
    await server.db.update(games).set({ enabled: false }).where(eq(games.id, game.id));
    const disabled = await launch({
      game_code: game.game_code,
      product_code: game.product_code,
      game_type: 'SLOT',
    });
    expect(disabled.body).toEqual({ code: 404, message: 'This game is not available.' });
    await server.db.update(games).set({ enabled: true }).where(eq(games.id, game.id));
  });

  it('needs a signed-in player and names missing fields', async () => {
    expect((await server.post('/api/seamless/launch-game', { game_code: 'x' })).status).toBe(401);
    const reply = await launch({ game_code: ' ' });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['game_code', 'game_type', 'product_code']);
  });
});
