import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueGrants } from '../../platform/money/bonus/grants';
import { moveRound } from '../../platform/money/game-wallet';
import { testDatabaseKinds } from '../../test/databases';
import { allBalancesOf as balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { claim, createOffer, grantsOf, kindCount, setContributions, stake } from '../../test/promotions';
import { startTestServer, type TestServer } from '../../test/server';

const PASSWORD = 'player-pass-1';
const DAY = 86_400_000;

/**
 * Bonus money: a free credit of 100 Ks by code, wagered 10 times (1,000 Ks) on contributing games. Digit Bet
 * contributes 50%, the house slot (ZEYA) 100%, anything unlisted (and 2D, set to 0) nothing.
 */
describe.each(testDatabaseKinds())('bonus wagering on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let offer: number;
  let channelId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    await setContributions(server, admin, { digitbet: 50, ZEYA: 100, twod: 0 });
    offer = await createOffer(server, admin, {
      kind: 'free_credit',
      amount: 100,
      code: 'WELCOME100',
      wagering_multiple: 10,
      expires_days: 7,
    });
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  const digitBet = (token: string, kyat: number) =>
    server.post(
      '/api/digitbet',
      { bet_type: 'big', digit: null, bet_amount: kyat, multiplier: 1 },
      { token },
    );
  const withdraw = (token: string, amount: number) =>
    server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Ko Zaw',
        account_number: '09777000111',
        password: PASSWORD,
        amount,
      },
      { token },
    );

  async function playerWithBonus(mainKs = 0, gameKs = 0) {
    const player = await newFundedPlayer(server, mainKs, gameKs);
    const claimed = await claim(server, player.token, offer, { code: 'welcome100' });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ amount: 100, pay_as: 'bonus', bonus: { balance: 100 } });
    return player;
  }

  it('moves the requirement by each game type’s contribution', async () => {
    const player = await playerWithBonus(0, 10_000);
    expect((await digitBet(player.token, 100)).status).toBe(200); // 10,000 pya at 50%
    await stake(server, player.id, 'ZEYA', 20_000); // 100%
    await stake(server, player.id, 'UNLISTED', 50_000); // not contributing
    expect((await grantsOf(server, player.id))[0]).toMatchObject({ status: 'active', wagered: 25_000 });
    await stake(server, player.id, 'ZEYA', 8_000);
    // An aggregator's product may have its own percentage; its other products count at the aggregator's.
    await setContributions(server, admin, { gscplus: 10, 'gscplus:9101': 100 });
    await stake(server, player.id, 'gscplus', 10_000, '9101'); // 100%
    await stake(server, player.id, 'gscplus', 10_000, '9102'); // 10%
    await setContributions(server, admin, { gscplus: 0, 'gscplus:9101': 0 });
    const [grant] = await grantsOf(server, player.id);
    expect(grant!.wagered).toBe(44_000);
    const state = (await server.get('/api/bonus', { token: player.token })).body.data;
    expect(state).toMatchObject({ balance: 100, active: { amount: 100, required: 1_000, wagered: 440 } });
    expect(state.rule).toMatch(/Real money is played first/);
    await expectLedgerClean(server);
  });

  it('takes a reversed stake’s contribution back', async () => {
    const player = await playerWithBonus(0, 1_000);
    const placed = await stake(server, player.id, 'ZEYA', 30_000);
    expect(placed.posted).toBe(true);
    expect((await grantsOf(server, player.id))[0]!.wagered).toBe(30_000);
    await moveRound(server.db, {
      provider: 'ZEYA',
      houseCode: 'games:ZEYA',
      userId: player.id,
      gameCode: 'test-game',
      roundCode: 'reversal-round',
      transactionId: `reversal-${player.id}`,
      amount: 10_000,
      kind: 'game_bet_reversal',
      stake: -10_000,
      win: 0,
      settles: false,
      forced: false,
      at: server.clock.now(),
    });
    expect((await grantsOf(server, player.id))[0]!.wagered).toBe(20_000);
    await expectLedgerClean(server);
  });

  it('converts once, to main, under concurrent bets that cross the requirement together', async () => {
    const player = await playerWithBonus(0, 100_000);
    const before = await balancesOf(server, player.id);
    // 1,000 Ks needed; each 100 Ks Digit Bet adds 50 Ks and each 100 Ks ZEYA stake 100 Ks: 60 of them, all at once.
    const bets = await Promise.all([
      ...Array.from({ length: 30 }, () => digitBet(player.token, 100)),
      ...Array.from({ length: 30 }, () => stake(server, player.id, 'ZEYA', 10_000)),
    ]);
    const accepted = bets.filter((bet) => !('status' in bet) || bet.status === 200).length;
    const conversions = await kindCount(server, player.id, 'bonus_conversion');
    const [grant] = await grantsOf(server, player.id);
    console.log(
      `[${kind}] wagering storm: ${bets.length} simultaneous bets, ${accepted} accepted, ` +
        `${conversions} conversion(s), grant ${grant!.status} at ${grant!.wagered / 100} Ks wagered of ${grant!.required / 100} Ks`,
    );
    expect(accepted).toBe(60);
    expect(conversions).toBe(1);
    expect(grant).toMatchObject({ status: 'converted', closeReason: 'wagered' });
    const after = await balancesOf(server, player.id);
    expect(after.bonus).toBe(0);
    expect(after.main - before.main).toBe(10_000);
    // More play after conversion moves nothing more.
    await stake(server, player.id, 'ZEYA', 100_000);
    expect(await kindCount(server, player.id, 'bonus_conversion')).toBe(1);
    await expectLedgerClean(server);
  });

  it('forfeits an unconverted bonus on a withdrawal request; the bonus itself never leaves', async () => {
    const onlyBonus = await playerWithBonus();
    // No real money: the request is refused, and the bonus (not withdrawable) stays as it was.
    expect((await withdraw(onlyBonus.token, 10_000)).status).toBe(422);
    expect((await grantsOf(server, onlyBonus.id))[0]!.status).toBe('active');
    expect((await balancesOf(server, onlyBonus.id)).bonus).toBe(10_000);

    const player = await playerWithBonus(50_000, 10);
    const requested = await withdraw(player.token, 10_000);
    expect(requested.body).toMatchObject({ status: 'Request was successful.' });
    expect(await balancesOf(server, player.id)).toMatchObject({
      main: 4_000_000,
      withdraw_hold: 1_000_000,
      bonus: 0,
    });
    expect((await grantsOf(server, player.id))[0]).toMatchObject({
      status: 'forfeited',
      closeReason: 'withdrawal',
    });
    // Wagering after the forfeit converts nothing.
    await stake(server, player.id, 'ZEYA', 1_000);
    expect(await kindCount(server, player.id, 'bonus_conversion')).toBe(0);
    await expectLedgerClean(server);
  });

  it('forfeits at expiry, and stakes after expiry count for nothing', async () => {
    const player = await playerWithBonus(0, 5_000);
    await stake(server, player.id, 'ZEYA', 50_000);
    server.clock.advance(7 * DAY + 1);
    await stake(server, player.id, 'ZEYA', 100_000);
    expect((await grantsOf(server, player.id))[0]).toMatchObject({ status: 'active', wagered: 50_000 });
    expect(await expireDueGrants(server.db, server.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await grantsOf(server, player.id))[0]).toMatchObject({
      status: 'forfeited',
      closeReason: 'expiry',
    });
    expect((await balancesOf(server, player.id)).bonus).toBe(0);
    expect(await kindCount(server, player.id, 'bonus_conversion')).toBe(0);
    server.clock.advance(-(7 * DAY + 1));
    await expectLedgerClean(server);
  });

  it('races a withdrawal request against the converting bets: the bonus either converts or is forfeited, once', async () => {
    const player = await playerWithBonus(50_000, 100_000);
    const [requested, ...bets] = await Promise.all([
      withdraw(player.token, 10_000),
      ...Array.from({ length: 20 }, () => digitBet(player.token, 100)),
    ]);
    expect(requested!.status).toBe(200);
    const [grant] = await grantsOf(server, player.id);
    const converted = await kindCount(server, player.id, 'bonus_conversion');
    const forfeited = await kindCount(server, player.id, 'bonus_forfeit');
    console.log(
      `[${kind}] withdrawal against ${bets.length} bets: grant ${grant!.status} (${grant!.closeReason}), ` +
        `${converted} conversion(s), ${forfeited} forfeit(s)`,
    );
    expect(converted + forfeited).toBe(1);
    expect(grant!.status).toBe(converted === 1 ? 'converted' : 'forfeited');
    expect((await balancesOf(server, player.id)).bonus).toBe(0);
    await expectLedgerClean(server);
  });

  it('sets off the books’ alarm when bonus money moves any other way', async () => {
    const player = await playerWithBonus(0, 100);
    const [grant] = await grantsOf(server, player.id);
    // Bonus money moved to game by hand: neither a grant, a conversion nor a forfeit.
    await server.db.execute(
      sql`select ledger_post(
        (select id from ledger_accounts where user_id = ${player.id} and code = 'bonus'),
        (select id from ledger_accounts where user_id = ${player.id} and code = 'game'),
        100, 'exchange_game_to_main', ${`bonus-by-hand-${player.id}`}, ${player.id}, '{}'::jsonb, now())`,
    );
    const violations = await server.verifyLedger();
    expect(violations).toContain(`bonus money moved by exchange_game_to_main bonus-by-hand-${player.id}`);
    expect(violations.some((v) => /^bonus account \d+: balance 9900 but active grants 10000$/.test(v))).toBe(
      true,
    );
    await server.db.execute(
      sql`select ledger_post(
        (select id from ledger_accounts where user_id = ${player.id} and code = 'game'),
        (select id from ledger_accounts where user_id = ${player.id} and code = 'bonus'),
        100, 'exchange_game_to_main', ${`bonus-by-hand-${player.id}:undo`}, ${player.id}, '{}'::jsonb, now())`,
    );
    await server.db.execute(
      sql`delete from ledger_transfers where reference like ${`bonus-by-hand-${player.id}%`}`,
    );
    expect(await server.verifyLedger()).toEqual([]);
    // A grant marked converted with no conversion posted is reported too.
    await server.db.execute(sql`update bonus_grants set status = 'converted' where id = ${grant!.id}`);
    expect(await server.verifyLedger()).toContain(
      `bonus grant ${grant!.id} (converted) does not match its transfers`,
    );
    await server.db.execute(sql`update bonus_grants set status = 'active' where id = ${grant!.id}`);
    await expectLedgerClean(server);
  });

  it('lets a player claim a code offer once, and refuses a wrong code in the player’s language', async () => {
    const player = await playerWithBonus();
    const again = await claim(server, player.token, offer, { code: 'WELCOME100' });
    expect(again.status).toBe(422);
    const other = await newFundedPlayer(server);
    const wrong = await server.post(
      `/api/offers/${offer}/claim`,
      { code: 'NOPE' },
      { token: other.token, language: 'zh' },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['此代码无效。']);
    expect((await balancesOf(server, other.id)).bonus).toBe(0);
  });
});
