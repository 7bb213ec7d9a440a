import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer, transfersOf } from '../../test/ledger';
import type { TestServer } from '../../test/server';
import { providerRoundsOf } from './provider-reports';
import { CALLBACK_PATH, HOUSE, signedCallbackBody } from '../../simulators/shan/shan-simulator';
import type { PhpValue } from '../../simulators/shan/shan-simulator-php';
import { shanSettings } from './signing';
import {
  foreignPlayer,
  lastBalanceOf,
  launchedPlayer,
  lost,
  memberAccountOf,
  SHAN_ACCOUNT,
  shanRoundOf,
  startShanWorld,
  won,
  type ShanWorld,
} from './shan-test-setup';

describe.each(testDatabaseKinds())('Shan rounds from the provider on %s', (kind) => {
  let world: ShanWorld;
  let server: TestServer;
  beforeAll(async () => {
    world = await startShanWorld(kind);
    server = world.server;
  });
  afterAll(() => world.close());

  const gameOf = async (userId: number) => (await balancesOf(server, userId)).game;
  const reply = (delivery: { status: number; reply: string } | undefined) => ({
    status: delivery?.status,
    body: JSON.parse(delivery?.reply ?? 'null') as { status: string; code: string; message: string } | null,
  });
  const ourAgent = () => world.provider.agents.get(SHAN_ACCOUNT.agentCode)!;

  it('applies a won and a lost round as sent: ISO +0000 time, string balances, the house listed', async () => {
    const player = await launchedPlayer(world, 10_000);
    const first = await world.provider.settleRound([won(player.name, 2_500)]);
    expect(first!.body).toMatch(/"timestamp":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000"/);
    expect(first!.body).toContain(
      `{"player_id":"${player.name}","balance":"12500.00"},{"player_id":"${HOUSE}"`,
    );
    expect(reply(first)).toEqual({
      status: 200,
      body: { status: 'success', code: 'SUCCESS', message: 'Balance updated.' },
    });
    expect(await gameOf(player.id)).toBe(1_250_000);
    const second = await world.provider.settleRound([lost(player.name, 4_000)]);
    expect(reply(second).status).toBe(200);
    expect(await gameOf(player.id)).toBe(850_000);
    expect(await lastBalanceOf(server, player.id)).toBe(850_000);
    expect(await shanRoundOf(server, second!.wagerCode)).toMatchObject({
      reason: null,
      payload: second!.body,
    });
    await expectLedgerClean(server);
  });

  it('checks the signature over the body as received: PHP escapes of / and Burmese text', async () => {
    const player = await launchedPlayer(world, 1_000);
    const stranger = foreignPlayer(world, 'op2/မောင်မောင်', 500);
    const round = await world.provider.settleRound([won(player.name, 100), lost(stranger, 100)], {
      wagerCode: 'w/ရှမ်း-1',
    });
    expect(round!.body).toContain('"player_id":"op2\\/\\u1019\\u1031\\u102c');
    expect(round!.body).toContain('"wager_code":"w\\/\\u101b');
    expect(reply(round).status).toBe(200);
    expect(await gameOf(player.id)).toBe(110_000);
    expect(await shanRoundOf(server, 'w/ရှမ်း-1')).toMatchObject({ reason: null });

    const before = await transfersOf(server, player.id);
    const next = { ...(await world.provider.settleRound([won(player.name, 1)]))! };
    const tampered = next.body.replace('"balance":"1101.00"', '"balance":"9101.00"');
    expect(tampered).not.toBe(next.body);
    const fields = JSON.parse(next.body) as Record<string, PhpValue>;
    delete fields.signature;
    const forged = signedCallbackBody({ ...fields, wager_code: 'forged' }, 'not-our-key');
    for (const body of [tampered, forged, next.body.replace(/,"signature":"\w+"/, '')]) {
      const refused = await world.provider.deliver({ ...next, body });
      expect(reply(refused).status).toBe(401);
      expect(reply(refused).body).toMatchObject({ status: 'fail', code: 'INVALID_SIGNATURE' });
    }
    // The won hand itself: its stake and its win.
    expect(await transfersOf(server, player.id)).toBe(before + 2);
    expect(await gameOf(player.id)).toBe(110_100);
  });

  it('reads string balances, a negative house repeated with stale values, bots and a -0 change', async () => {
    const player = await launchedPlayer(world, 1_000);
    const stranger = foreignPlayer(world, 'OTHR01_p7', 1_000);
    world.provider.wallets.get(HOUSE)!.cents = 10_000;
    const table = [won(player.name, 250), lost(HOUSE, 30), won(HOUSE, 20), lost(stranger, 40)];
    const round = await world.provider.settleRound(table, { floats: true });
    // The house's first place carries its final balance, its later (bot) places what it held at their turn.
    expect(round!.body).toContain(
      `"players":[{"player_id":"${player.name}","balance":"1250.00"},` +
        `{"player_id":"${HOUSE}","balance":"-110.00"},{"player_id":"${HOUSE}","balance":"-150.00"},`,
    );
    expect(round!.body).toContain('"agent_balance":-110,');
    expect(reply(round).status).toBe(200);
    const even = await world.provider.settleRound([won(player.name, 50), lost(HOUSE, 50)], { floats: true });
    expect(even!.body).toContain('"banker_amount_change":-0,');
    expect(reply(even).status).toBe(200);
    expect(await gameOf(player.id)).toBe(130_000);
    await expectLedgerClean(server);
  });

  it('applies our players beside other operators’ players, and answers a table of none of ours', async () => {
    const alice = await launchedPlayer(world, 1_000);
    const bob = await launchedPlayer(world, 1_000);
    const stranger = foreignPlayer(world, 'OTHR01_p9', 1_000);
    const mixed = await world.provider.settleRound([
      won(alice.name, 300),
      lost(stranger, 200),
      lost(bob.name, 100),
    ]);
    expect(reply(mixed).status).toBe(200);
    expect([await gameOf(alice.id), await gameOf(bob.id)]).toEqual([130_000, 90_000]);
    // With another operator's player listed first, the provider calls that operator instead: nothing reaches us.
    const theirs = await world.provider.settleRound([won(stranger, 100), lost(alice.name, 100)]);
    expect(theirs!.url).toBe(`http://127.0.0.1:9${CALLBACK_PATH}`);
    expect(await gameOf(alice.id)).toBe(130_000);
    // The provider's own record of the player holds that round: the source to reconcile from.
    const recorded = await providerRoundsOf(shanSettings(server.deps.config)!, alice.member);
    expect(recorded.find((round) => round.wagerCode === theirs!.wagerCode)).toMatchObject({
      amount: -10_000,
      balanceAfter: 120_000,
    });
    expect(await shanRoundOf(server, theirs!.wagerCode)).toBeUndefined();
    // A name our agent was given without our prefix (launched elsewhere, re-linked to us): listed, not ours.
    world.provider.wallets.set('legacy_player', { agentCode: SHAN_ACCOUNT.agentCode, cents: 10_000 });
    const noneOfOurs = await world.provider.settleRound([won('legacy_player', 10), lost(stranger, 10)]);
    expect(reply(noneOfOurs)).toMatchObject({ status: 200, body: { code: 'SUCCESS' } });
    expect(await shanRoundOf(server, noneOfOurs!.wagerCode)).toMatchObject({ reason: null });
    await expectLedgerClean(server);
  });

  it('a loss beyond the game balance is never refused: what the balance lacks becomes debt, repaid from the next win', async () => {
    const winner = await launchedPlayer(world, 1_000);
    const loser = await launchedPlayer(world, 1_000);
    // The loser moves most of the game balance away while the provider still holds 1,000 Ks for them.
    await server.post('/api/exchange-game-to-main', { amount: 900 }, { token: loser.token });
    const round = await world.provider.settleRound([won(winner.name, 400), lost(loser.name, 1_050)]);
    expect(round!.body).toContain(`{"player_id":"${loser.name}","balance":"-50.00"}`);
    expect(reply(round).status).toBe(200);
    expect(await balancesOf(server, loser.id)).toMatchObject({ main: 90_000, game: 0, debt: -95_000 });
    expect(await gameOf(winner.id)).toBe(140_000);
    expect(await lastBalanceOf(server, loser.id)).toBe(-5_000);
    expect((await shanRoundOf(server, round!.wagerCode))?.reason).toBeNull();
    // The next round counts from what the provider holds (-50 Ks): a win of 80 Ks repays 80 Ks of the debt first.
    await world.provider.settleRound([won(loser.name, 80)]);
    expect(await balancesOf(server, loser.id)).toMatchObject({ game: 0, debt: -87_000 });
    await expectLedgerClean(server);
  });

  it('skips and notes one of ours who never launched from here', async () => {
    const player = await launchedPlayer(world, 100);
    const stranger = await newFundedPlayer(server);
    const member = await memberAccountOf(server, stranger.token);
    const neverLaunched = `${SHAN_ACCOUNT.agentCode}_${member}`;
    world.provider.wallets.set(neverLaunched, { agentCode: SHAN_ACCOUNT.agentCode, cents: 0 });
    const round = await world.provider.settleRound([won(player.name, 5), won(neverLaunched, 5)]);
    expect(reply(round).status).toBe(200);
    expect(await gameOf(player.id)).toBe(10_500);
    expect(await gameOf(stranger.id)).toBe(0);
    expect((await shanRoundOf(server, round!.wagerCode))?.reason).toBe(
      `${member} has no launch the provider accepted: 500 pya not applied`,
    );
  });

  it('a re-launch between two callbacks neither undoes nor doubles a round', async () => {
    const player = await launchedPlayer(world, 1_000);
    await world.provider.settleRound([won(player.name, 200)]);
    await server.post('/api/exchange-game-to-main', { amount: 500 }, { token: player.token });
    expect(await gameOf(player.id)).toBe(70_000);
    const relaunch = () =>
      server.post('/api/shan-launch-game', { member_account: player.member }, { token: player.token });
    expect((await relaunch()).body.status).toBe('success');
    expect(world.provider.balanceOf(player.name)).toBe(700);
    await world.provider.settleRound([lost(player.name, 100)]);
    expect(await gameOf(player.id)).toBe(60_000);

    // A round the provider settled just before it received our next launch: its callback arrives while the launch
    // is in flight, and the launch then resets the provider's copy to the balance it was sent.
    let arrived!: () => void;
    let release!: () => void;
    const launchArrived = new Promise<void>((resolve) => (arrived = resolve));
    world.provider.beforeLaunch = () => {
      arrived();
      return new Promise<void>((resolve) => (release = resolve));
    };
    const inFlight = relaunch();
    await launchArrived;
    const second = await relaunch();
    expect(second).toMatchObject({
      status: 409,
      body: { message: 'Shan Koe Mee is already opening. Please wait a moment.' },
    });
    const during = await world.provider.settleRound([won(player.name, 300)]);
    expect(reply(during).status).toBe(200);
    expect(await gameOf(player.id)).toBe(90_000);
    release();
    world.provider.beforeLaunch = undefined;
    expect((await inFlight).body.status).toBe('success');
    expect(world.provider.balanceOf(player.name)).toBe(600);
    expect(await lastBalanceOf(server, player.id)).toBe(60_000);
    await world.provider.settleRound([won(player.name, 50)]);
    expect(await gameOf(player.id)).toBe(95_000);
    const wins = await server.db
      .select({ amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.playerId, player.id), eq(ledgerTransfers.kind, 'game_win')))
      .orderBy(ledgerTransfers.id);
    // Each win pays back the hand's stake (100 Ks) with what it won.
    expect(wins.map((row) => row.amount)).toEqual([30_000, 40_000, 15_000]);
    await expectLedgerClean(server);
  });

  it('posts a wager once: 100 simultaneous copies from one address all succeed, one moves money', async () => {
    const player = await launchedPlayer(world, 5_000);
    const ours = ourAgent().callbackBase;
    ourAgent().callbackBase = 'http://127.0.0.1:9';
    const lostOnTheWay = await world.provider.settleRound([lost(player.name, 1_000)]);
    ourAgent().callbackBase = ours;
    expect(lostOnTheWay!.status).toBe(0);
    const transfers = await transfersOf(server, player.id);
    const copies = await Promise.all(
      Array.from({ length: 100 }, () =>
        world.provider.deliver({ ...lostOnTheWay!, url: `${server.base}${CALLBACK_PATH}` }),
      ),
    );
    expect(copies.map((copy) => copy.status)).toEqual(Array(100).fill(200));
    const messages = copies.map((copy) => reply(copy).body?.message);
    expect(messages.filter((message) => message === 'Balance updated.')).toHaveLength(1);
    expect(messages.filter((message) => message === 'This round was already applied.')).toHaveLength(99);
    expect(await transfersOf(server, player.id)).toBe(transfers + 1);
    expect(await gameOf(player.id)).toBe(400_000);
    // Wager codes differ by case alone: two rounds.
    await world.provider.settleRound([won(player.name, 10)], { wagerCode: 'caseWager' });
    await world.provider.settleRound([won(player.name, 10)], { wagerCode: 'CASEWAGER' });
    expect(await gameOf(player.id)).toBe(402_000);
    await expectLedgerClean(server);
  });

  it('never lets a late callback of an older round overwrite a newer balance; the others in it still apply', async () => {
    const alice = await launchedPlayer(world, 1_000);
    const bob = await launchedPlayer(world, 1_000);
    const base = ourAgent().callbackBase;
    // Round 4's callback is held up on the way; round 5, settled a second later, reaches us first.
    ourAgent().callbackBase = 'http://127.0.0.1:9';
    const round4 = await world.provider.settleRound([won(alice.name, 300), lost(bob.name, 100)]);
    ourAgent().callbackBase = base;
    server.clock.advance(1_000);
    const round5 = await world.provider.settleRound([lost(alice.name, 30)]);
    expect(reply(round5).status).toBe(200);
    expect(await gameOf(alice.id)).toBe(127_000);
    const transfers = await transfersOf(server, alice.id);

    const late = await world.provider.deliver({ ...round4!, url: `${server.base}${CALLBACK_PATH}` });
    expect(reply(late)).toMatchObject({ status: 200, body: { code: 'SUCCESS' } });
    // Alice holds what the provider reports for her newest round, and round 4 moved nothing of hers.
    expect(world.provider.balanceOf(alice.name)).toBe(1_270);
    expect(await gameOf(alice.id)).toBe(127_000);
    expect(await lastBalanceOf(server, alice.id)).toBe(127_000);
    expect(await transfersOf(server, alice.id)).toBe(transfers);
    // Bob's last applied round is older than round 4: his loss applies.
    expect(await gameOf(bob.id)).toBe(90_000);
    const newer = new Date(Math.floor(server.clock.now().getTime() / 1000) * 1000).toISOString();
    expect((await shanRoundOf(server, round4!.wagerCode))?.reason).toBe(
      `${alice.member} was reported by a newer round first (${newer}): 130000 pya not applied`,
    );
    // The next round of the same second as round 5 applies: only older seconds are late.
    await world.provider.settleRound([won(alice.name, 10)]);
    expect(await gameOf(alice.id)).toBe(128_000);
    await expectLedgerClean(server);
  });

  it('applies a round whose provider row cannot be read, counting only what was lost as its stake', async () => {
    const player = await launchedPlayer(world, 1_000);
    const base = ourAgent().callbackBase;
    ourAgent().callbackBase = 'http://127.0.0.1:9';
    const round = await world.provider.settleRound([lost(player.name, 300, 500)]);
    ourAgent().callbackBase = base;
    const rows = world.provider.ledger;
    rows.splice(
      rows.findIndex((row) => row.wager_code === round!.wagerCode),
      1,
    );
    const late = await world.provider.deliver({ ...round!, url: `${server.base}${CALLBACK_PATH}` });
    expect(reply(late)).toMatchObject({ status: 200, body: { code: 'SUCCESS' } });
    expect(await gameOf(player.id)).toBe(70_000);
    const bets = await server.db
      .select({ amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.playerId, player.id), eq(ledgerTransfers.kind, 'game_bet')));
    expect(bets).toEqual([{ amount: 30_000 }]);
    await expectLedgerClean(server);
  });

  it.each([
    ['a trailing slash', (base: string) => `${base}/`],
    ['the whole callback address', (base: string) => `${base}${CALLBACK_PATH}`],
    ['the whole callback address and a slash', (base: string) => `${base}${CALLBACK_PATH}/`],
  ])('answers where the provider calls when it stored our base with %s', async (_case, stored) => {
    const player = await launchedPlayer(world, 100);
    const base = ourAgent().callbackBase!;
    ourAgent().callbackBase = stored(base);
    try {
      const round = await world.provider.settleRound([won(player.name, 1)]);
      expect(round!.url).not.toBe(`${base}${CALLBACK_PATH}`);
      expect(reply(round)).toMatchObject({ status: 200, body: { code: 'SUCCESS' } });
    } finally {
      ourAgent().callbackBase = base;
    }
    expect(await gameOf(player.id)).toBe(10_100);
  });

  it('refuses a signed body it cannot read with 422 naming the field, and moves nothing', async () => {
    const player = await launchedPlayer(world, 100);
    const cases: [Record<string, PhpValue>, string][] = [
      [{ players: [{ player_id: player.name, balance: '10.001' }] }, 'players.0.balance'],
      [{ players: [] }, 'players'],
      [{ wager_code: '' }, 'wager_code'],
      [{ timestamp: 'yesterday' }, 'timestamp'],
    ];
    for (const [change, field] of cases) {
      const body = signedCallbackBody(
        {
          agent_balance: 1,
          banker_amount_change: 0,
          banker_balance: 1,
          game_type_id: 15,
          players: [{ player_id: player.name, balance: '999.00' }],
          timestamp: '2025-09-20T04:24:48+0000',
          total_player_net: 0,
          wager_code: `bad-${field}`,
          ...change,
        },
        SHAN_ACCOUNT.callbackKey,
      );
      const refused = await world.provider.deliver({
        url: `${server.base}${CALLBACK_PATH}`,
        body,
        wagerCode: '',
      });
      expect(refused.status).toBe(422);
      expect(reply(refused).body).toMatchObject({ status: 'fail', code: 'INVALID_REQUEST' });
      expect(reply(refused).body!.message.startsWith(`${field}: `), refused.reply).toBe(true);
    }
    expect(await gameOf(player.id)).toBe(10_000);
  });

  it('counts a won hand’s stake in turnover, from the provider rows: the callback carries balances only', async () => {
    const player = await launchedPlayer(world, 1_000);
    await world.provider.settleRound([won(player.name, 300, 100)]);
    await world.provider.settleRound([lost(player.name, 100)]);
    expect(await gameOf(player.id)).toBe(120_000);
    const moves = await server.db
      .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.playerId, player.id), inArray(ledgerTransfers.kind, ['game_bet', 'game_win'])),
      )
      .orderBy(ledgerTransfers.id);
    expect(moves).toEqual([
      { kind: 'game_bet', amount: 10_000 },
      { kind: 'game_win', amount: 40_000 },
      { kind: 'game_bet', amount: 10_000 },
    ]);
    await expectLedgerClean(server);
    const logs = (await server.get('/api/player/game-logs?type=today', { token: player.token })).body.data;
    expect(logs).toEqual([
      {
        game_name: 'Shan Koe Mee',
        from: expect.any(String),
        to: expect.any(String),
        spin_count: 2,
        turnover: 200,
        win_loss: 200,
        product_code: null,
        game_code: 'shan-koe-mee',
        free_round: false,
      },
    ]);
  });
});
