import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import { simGames, simProduct, startGscplusWorld, type GscplusWorld } from './gscplus-test-setup';

const SLOT = 1006;
const PG = 1007;

describe.each(testDatabaseKinds())('GSC+ replays and the operator balance on %s', (kind) => {
  let world: GscplusWorld;
  let admin: string;
  beforeAll(async () => {
    world = await startGscplusWorld(kind, { GSCPLUS_OPERATOR_BALANCE_WARN_BELOW_KS: '5000000' });
    world.aggregator.products = [simProduct(SLOT, 'MMK'), simProduct(PG, 'MMK2')];
    world.aggregator.games = [...simGames(SLOT, ['MMK'], 1), ...simGames(PG, ['MMK2'], 1)];
    await world.sync();
    admin = await world.admin();
  });
  afterAll(() => world.close());

  async function playOn(member: string, product: number, currency: string) {
    const wager = world.wallet.id('wager');
    const game = `${product}-0`;
    await world.wallet.move('withdraw', currency, [
      world.wallet.item(member, product, [
        world.wallet.transaction({ action: 'bet', amount: 1, wager_code: wager, game_code: game }),
      ]),
    ]);
    return { wager, game };
  }

  /** The player's rounds behind today's game log row of a game, as the game logs tab opens them. */
  async function roundsOf(token: string, product: number, game: string) {
    const query = `type=today&product_code=${product}&game_code=${game}`;
    return (await world.server.get(`/api/player/game-logs/rounds?${query}`, { token })).body.data as {
      id: number;
      round_code: string;
      replay: boolean;
    }[];
  }

  it("opens a game log round's replay at the aggregator: a URL, or PG Soft's HTML", async () => {
    const player = await newFundedPlayer(world.server, 0, 10_000);
    const slot = await playOn(player.userName, SLOT, 'MMK');
    const pg = await playOn(player.userName, PG, 'MMK2');
    const [slotRound] = await roundsOf(player.token, SLOT, slot.game);
    expect(slotRound).toMatchObject({ round_code: slot.wager, replay: true });
    const link = await world.server.get(`/api/player/rounds/${slotRound!.id}/replay`, {
      token: player.token,
    });
    expect(link.body.data).toEqual({ url: `${world.url}/history/${slot.wager}`, html: null });
    expect(world.aggregator.received.at(-1)).toMatchObject({
      signOk: true,
      path: `/api/operators/${slot.wager}/game-history`,
    });
    const [pgRound] = await roundsOf(player.token, PG, pg.game);
    const html = await world.server.get(`/api/player/rounds/${pgRound!.id}/replay`, { token: player.token });
    expect(html.body.data).toEqual({ url: null, html: expect.stringContaining(`Round ${pg.wager}`) });
    // The console's round view opens the same replay.
    const console = await world.server.get(`/api/console/rounds/${slotRound!.id}/replay`, { token: admin });
    expect(console.body.data.url).toBe(link.body.data.url);
  });

  it('shows a player only their own rounds and replays', async () => {
    const owner = await newFundedPlayer(world.server, 0, 10);
    const other = await newFundedPlayer(world.server, 0, 10);
    const played = await playOn(owner.userName, SLOT, 'MMK');
    const [round] = await roundsOf(owner.token, SLOT, played.game);
    expect(await roundsOf(other.token, SLOT, played.game)).toEqual([]);
    expect(
      (await world.server.get(`/api/player/rounds/${round!.id}/replay`, { token: other.token })).status,
    ).toBe(404);
  });

  it('answers 502 when the aggregator cannot give the replay', async () => {
    const player = await newFundedPlayer(world.server, 0, 10);
    const played = await playOn(player.userName, SLOT, 'MMK');
    const [round] = await roundsOf(player.token, SLOT, played.game);
    await world.pause();
    try {
      expect(
        (await world.server.get(`/api/player/rounds/${round!.id}/replay`, { token: player.token })).status,
      ).toBe(502);
    } finally {
      await world.resume();
    }
  });

  it("shows the operator's own balance per currency, in kyat too, and warns below the configured level", async () => {
    world.aggregator.balances = [
      { currency: 'MMK', current_balance: 12_000_000.5 },
      { currency: 'MMK2', current_balance: 1_234.5678 },
    ];
    const reply = await world.server.get('/api/console/gscplus/balance', { token: admin });
    expect(reply.body.data).toEqual({
      demo: false,
      is_credit: false,
      warn_below: 5_000_000,
      low: true,
      currencies: [
        {
          currency: 'MMK',
          balance: 12_000_000.5,
          balance_ks: 12_000_000.5,
          updated_at: expect.any(String),
          low: false,
        },
        {
          currency: 'MMK2',
          balance: 1_234.5678,
          balance_ks: 1_234_567.8,
          updated_at: expect.any(String),
          low: true,
        },
      ],
    });
    // The wallet balance inquiry alone is timed in milliseconds: the simulator refuses seconds.
    expect(world.aggregator.received.at(-1)).toMatchObject({
      signOk: true,
      path: '/api/operators/wallet-balance',
    });
    expect(String(world.aggregator.received.at(-1)!.params.request_time)).toHaveLength(13);
  });
});
