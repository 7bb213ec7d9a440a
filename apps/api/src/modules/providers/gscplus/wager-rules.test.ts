import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { newFundedPlayer } from '../../../test/ledger';
import {
  expectBooks,
  postingsOf,
  simGames,
  simProduct,
  startGscplusWorld,
  type GscplusWorld,
} from './gscplus-test-setup';

const SLOT = 1006;
type State = 'none' | 'open' | 'settled' | 'void';

/**
 * The document's action table (3.12) and wager statuses (3.9), written out here from the document, cell by cell:
 * for each action and sign, the states it may find its wager in. Everything else is refused and moves nothing:
 * 1006 for a step the wager's state does not allow, 999 for a credit-only action sent negative.
 */
const ALLOWED: [action: string, sign: 1 | -1, allowed: State[] | 'never'][] = [
  ['BET', 1, ['none', 'open']],
  ['BET', -1, ['none', 'open']],
  ['BET_PRESERVE', 1, ['none', 'open']],
  ['TIP', -1, ['none', 'open', 'settled']],
  ['SETTLED', 1, ['none', 'open', 'settled']],
  ['SETTLED', -1, 'never'],
  ['JACKPOT', 1, ['none', 'open', 'settled']],
  ['BONUS', 1, ['none', 'open', 'settled']],
  ['PROMO', 1, ['none', 'open', 'settled']],
  ['LEADERBOARD', 1, ['none', 'open', 'settled']],
  ['FREEBET', 1, ['none', 'open', 'settled']],
  ['FREEBET', -1, 'never'],
  ['PRESERVE_REFUND', 1, ['open', 'settled']],
  ['CANCEL', 1, ['open']],
  ['CANCEL', -1, 'never'],
  ['ROLLBACK', 1, ['settled']],
  ['ROLLBACK', -1, ['settled']],
  ['ADJUSTMENT', 1, ['open', 'settled']],
  ['ADJUSTMENT', -1, ['open', 'settled']],
  ['RESETTLED', 1, ['settled']],
  ['RESETTLED', -1, ['settled']],
];
const STATES: State[] = ['none', 'open', 'settled', 'void'];
const STAKES = new Set(['BET', 'BET_PRESERVE', 'TIP']);
/** Actions the document gives a debit: the stakes, and those that move "by sign". */
const DEBITS = new Set([...STAKES, 'ROLLBACK', 'ADJUSTMENT', 'RESETTLED']);

describe.each(testDatabaseKinds())('GSC+ wager rules on %s', (kind) => {
  let world: GscplusWorld;
  beforeAll(async () => {
    world = await startGscplusWorld(kind);
    world.aggregator.products = [simProduct(SLOT, 'MMK')];
    world.aggregator.games = simGames(SLOT, ['MMK'], 1);
    await world.sync();
  });
  afterAll(() => world.close());

  async function send(member: string, wager: string, action: string, amount: number | string, id?: string) {
    const transaction = world.wallet.transaction({
      action,
      amount,
      wager_code: wager,
      ...(id ? { id } : {}),
    });
    const name = String(amount).startsWith('-') || STAKES.has(action.toUpperCase()) ? 'withdraw' : 'deposit';
    const reply = await world.wallet.move(name, 'MMK', [world.wallet.item(member, SLOT, [transaction])]);
    return { ...reply.data[0]!, id: transaction.id };
  }

  const roundOf = async (wager: string) =>
    (await world.server.db.select().from(gameRounds).where(eq(gameRounds.roundCode, wager)))[0];

  /** A player with 100 Ks and a wager in `state`: a bet of 20, settled with a win of 30, or cancelled. */
  async function wagerIn(state: State) {
    const player = await newFundedPlayer(world.server, 0, 100);
    const wager = world.wallet.id('wager');
    if (state !== 'none') await send(player.userName, wager, 'bet', 20);
    if (state === 'settled') await send(player.userName, wager, 'settled', 30);
    if (state === 'void') await send(player.userName, wager, 'cancel', 20);
    const balance = { none: 100, open: 80, settled: 110, void: 100 }[state];
    return { player, wager, balance };
  }

  const cells = ALLOWED.flatMap(([action, sign, allowed]) =>
    STATES.map((state) => [action, sign, state, allowed !== 'never' && allowed.includes(state)] as const),
  );

  it.each(cells)('%s of sign %d on a wager %s: allowed %s', async (action, sign, state, allowed) => {
    const { player, wager, balance } = await wagerIn(state);
    // Every form the document shows: lower-case actions with numbers, upper-case with negative strings.
    const amount = sign < 0 ? '-5' : STAKES.has(action) ? 5 : '5.0000';
    const reply = await send(player.userName, wager, action.toLowerCase(), amount);
    const moves = STAKES.has(action) ? -5 : 5 * sign;
    const code = allowed ? 0 : sign < 0 && !DEBITS.has(action) ? 999 : 1006;
    expect(reply).toMatchObject({
      code,
      before_balance: balance,
      balance: allowed ? balance + moves : balance,
    });
    expect(await postingsOf(world.server, `game:gscplus:${reply.id}`)).toBe(allowed ? 1 : 0);
    expect(await expectBooks(world, player, 100)).toBe((allowed ? balance + moves : balance) * 100);
  });

  it('answers the upper-case action as the lower-case one', async () => {
    const { player, wager } = await wagerIn('open');
    expect(await send(player.userName, wager, 'CANCEL', 20)).toMatchObject({ code: 0, balance: 100 });
    expect(await roundOf(wager)).toMatchObject({ status: 'void', bet: 0 });
  });

  it('a CANCEL of a settled wager pays nothing: the player cannot keep both the win and the stake', async () => {
    const { player, wager } = await wagerIn('settled');
    expect(await send(player.userName, wager, 'cancel', 20)).toMatchObject({ code: 1006, balance: 110 });
    expect(await send(player.userName, wager, 'cancel', 20)).toMatchObject({ code: 1006, balance: 110 });
    expect(await expectBooks(world, player, 100)).toBe(11_000);
  });

  it('a CANCEL returns at most the stake, once: more is 999, a second one 1006, its retry 1003', async () => {
    const { player, wager } = await wagerIn('open');
    expect(await send(player.userName, wager, 'cancel', 50_000)).toMatchObject({ code: 999, balance: 80 });
    expect(await send(player.userName, wager, 'cancel', 15)).toMatchObject({ code: 0, balance: 95 });
    expect(await send(player.userName, wager, 'cancel', 5.0001)).toMatchObject({ code: 999, balance: 95 });
    const last = await send(player.userName, wager, 'cancel', 5);
    expect(last).toMatchObject({ code: 0, balance: 100 });
    expect(await send(player.userName, wager, 'cancel', 20)).toMatchObject({ code: 1006, balance: 100 });
    expect(await send(player.userName, wager, 'cancel', 5, last.id)).toMatchObject({
      code: 1003,
      balance: 100,
    });
    expect(await roundOf(wager)).toMatchObject({ status: 'void', bet: 0, win: 0 });
    expect(await expectBooks(world, player, 100)).toBe(10_000);
  });

  it('a ROLLBACK needs a settled wager, takes back at most its win, once, and reopens it for a new settlement', async () => {
    const { player, wager } = await wagerIn('settled');
    expect(await send(player.userName, wager, 'rollback', -30.0001)).toMatchObject({
      code: 999,
      balance: 110,
    });
    expect(await send(player.userName, wager, 'rollback', -30)).toMatchObject({ code: 0, balance: 80 });
    expect(await roundOf(wager)).toMatchObject({ status: 'open', bet: 2_000, win: 0 });
    expect(await send(player.userName, wager, 'rollback', -30)).toMatchObject({ code: 1006, balance: 80 });
    expect(await send(player.userName, wager, 'settled', 12)).toMatchObject({ code: 0, balance: 92 });
    expect(await roundOf(wager)).toMatchObject({ status: 'settled', bet: 2_000, win: 1_200 });
    expect(await expectBooks(world, player, 100)).toBe(9_200);
  });

  it('a positive ROLLBACK returns at most the stake of a settled wager', async () => {
    const { player, wager } = await wagerIn('settled');
    expect(await send(player.userName, wager, 'rollback', 21)).toMatchObject({ code: 999, balance: 110 });
    expect(await send(player.userName, wager, 'rollback', 20)).toMatchObject({ code: 0, balance: 130 });
    expect(await send(player.userName, wager, 'rollback', 1)).toMatchObject({ code: 999, balance: 130 });
  });

  it('a ROLLBACK of a wager that was only ever a BET credits nothing', async () => {
    const { player, wager } = await wagerIn('open');
    expect(await send(player.userName, wager, 'rollback', 20)).toMatchObject({ code: 1006, balance: 80 });
    expect(await expectBooks(world, player, 100)).toBe(8_000);
  });

  it('a win is never paid on a cancelled wager, nor a new bet placed on it', async () => {
    const { player, wager } = await wagerIn('void');
    expect(await send(player.userName, wager, 'settled', 40)).toMatchObject({ code: 1006, balance: 100 });
    expect(await send(player.userName, wager, 'bet', 10)).toMatchObject({ code: 1006, balance: 100 });
  });

  it('refuses the stakes of a player on a time-out (1001, nothing moved) and still settles and cancels earlier ones', async () => {
    const { player, wager } = await wagerIn('open');
    const other = world.wallet.id('wager');
    await send(player.userName, other, 'bet', 10);
    const paused = await world.server.post(
      '/api/protection/break',
      { kind: 'timeout', length: '24h' },
      { token: player.token },
    );
    expect(paused.status).toBe(200);
    for (const action of ['bet', 'tip', 'bet_preserve'])
      expect(await send(player.userName, world.wallet.id('wager'), action, 5)).toMatchObject({
        code: 1001,
        before_balance: 70,
        balance: 70,
      });
    expect(await send(player.userName, wager, 'settled', 50)).toMatchObject({ code: 0, balance: 120 });
    expect(await send(player.userName, other, 'cancel', 10)).toMatchObject({ code: 0, balance: 130 });
    expect(await expectBooks(world, player, 100)).toBe(13_000);
  });
});
