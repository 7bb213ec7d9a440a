import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { hashSeed, rollDigit } from '../digitbet/fairness';
import { testDatabaseKinds } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { lastAudit } from '../../test/uploads';

describe.each(testDatabaseKinds())('console house games on %s', (kind) => {
  let server: TestServer;
  let tokens: Record<'admin' | 'operator' | 'player', string>;
  beforeAll(async () => {
    server = await startTestServer(kind, { DIGITBET_DIGIT_PAYOUT: '9.5' });
    tokens = {
      admin: await server.login('admin', 'admin12345', '/api/console/login'),
      operator: await server.login('operator', 'operator12345', '/api/console/login'),
      player: await server.login('demo', 'golden-pagoda-7'),
    };
  });
  afterAll(() => server.close());

  it('shows Digit Bet payouts and RTP as configured and Shwe Slot paytable with its exact RTP', async () => {
    expect((await server.get('/api/console/house-games')).status).toBe(401);
    expect((await server.get('/api/console/house-games', { token: tokens.player })).status).toBe(403);
    const reply = await server.get('/api/console/house-games', { token: tokens.operator });
    expect(reply.status).toBe(200);
    const { digit_bet, shwe_slot } = reply.body.data;
    expect(digit_bet.payouts).toEqual({ digit: 9.5, big: 1.95, small: 1.95 });
    expect(digit_bet.rtp).toEqual({ digit: 0.95, big: 0.975, small: 0.975 });
    expect(digit_bet.settings).toContainEqual({ name: 'DIGITBET_DIGIT_PAYOUT', value: 9.5 });
    expect(shwe_slot.rtp_fraction).toBe('10222 / 10648');
    expect(shwe_slot.rtp).toBeCloseTo(10_222 / 10_648, 12);
    expect(shwe_slot.reels).toHaveLength(3);
    expect(shwe_slot.paytable).toContainEqual({ combo: ['7', '7', '7'], pays: 200 });
  });

  it("rotates a player's pair on request: the old server seed is revealed and verifies its rounds; audited", async () => {
    const player = await newFundedPlayer(server, 0, 1000);
    const bet = await server.post(
      '/api/digitbet',
      { bet_type: 'big', bet_amount: 100, multiplier: 1 },
      { token: player.token },
    );
    expect(bet.status).toBe(200);
    const round = bet.body.data.round;
    const url = `/api/console/house-games/digitbet/players/${player.id}`;
    const seeds = (await server.get(`${url}/seeds`, { token: tokens.operator })).body.data;
    expect(seeds).toMatchObject({
      user_id: player.id,
      server_seed_hash: round.server_seed_hash,
      next_nonce: 1,
    });

    for (const [token, status] of [
      [undefined, 401],
      [tokens.player, 403],
    ] as const)
      expect((await server.post(`${url}/rotate-seeds`, undefined, { token })).status).toBe(status);
    const reply = await server.post(`${url}/rotate-seeds`, undefined, { token: tokens.operator });
    expect(reply.status).toBe(200);
    const after = reply.body.data;
    expect(after.server_seed_hash).not.toBe(round.server_seed_hash);
    expect(after.client_seed).toBe(round.client_seed);
    const revealed = after.revealed[0];
    expect(hashSeed(revealed.server_seed)).toBe(round.server_seed_hash);
    expect(rollDigit(revealed.server_seed, revealed.client_seed, round.nonce)).toBe(round.rolledNumber);
    expect(await lastAudit(server)).toMatchObject({
      actorLabel: 'operator',
      action: 'digitbet.rotate_seeds',
      targetType: 'player',
      targetId: String(player.id),
      before: { server_seed_hash: round.server_seed_hash, rounds: 1 },
      after: { revealed_server_seed: revealed.server_seed, server_seed_hash: after.server_seed_hash },
    });
  });

  it('answers 404 for someone who is not a player, 422 for a bad id, and rotates nothing', async () => {
    const before = await lastAudit(server);
    const [admin] = await server.db.select().from(users).where(eq(users.userName, 'admin'));
    for (const [id, status] of [
      ['999999', 404],
      [String(admin!.id), 404],
      ['abc', 422],
    ] as const) {
      const reply = await server.post(
        `/api/console/house-games/digitbet/players/${id}/rotate-seeds`,
        undefined,
        {
          token: tokens.admin,
        },
      );
      expect(reply.status, id).toBe(status);
    }
    expect((await lastAudit(server)).id).toBe(before.id);
  });
});
