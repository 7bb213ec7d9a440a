import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

const PASSWORD = 'player-pass-1';

/** A refusal says the number that applies, in the player's language; a rejection tells the player why. */
describe.each(testDatabaseKinds())('cashier limits and reasons on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let channelId: number;
  let refSerial = 300000;
  const nextRef = () => String((refSerial += 1));

  beforeAll(async () => {
    server = await startTestServer(kind, { MAX_PENDING_DEPOSITS: '3' });
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    channelId = (await server.get('/api/banks')).body.data[0].id;
  });
  afterAll(() => server.close());

  const deposit = (token: string, amount: number, language = 'en') =>
    server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, refrence_no: nextRef(), amount },
      { token, language },
    );
  const withdraw = (token: string, amount: number, language = 'en') =>
    server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Ko Zaw',
        account_number: '09777000111',
        password: PASSWORD,
        amount,
      },
      { token, language },
    );

  it.each([
    ['en', 'The minimum deposit is 1,000 Ks.'],
    ['mm', 'အနည်းဆုံး ငွေသွင်းနိုင်သော ပမာဏမှာ 1,000 Ks ဖြစ်ပါသည်။'],
  ])('a deposit below the minimum is refused with the minimum (%s)', async (language, text) => {
    const player = await newFundedPlayer(server);
    const reply = await deposit(player.token, 999, language);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ amount: [text] });
  });

  it.each([
    ['en', 'The minimum withdrawal is 10,000 Ks.'],
    ['mm', 'အနည်းဆုံး ငွေထုတ်နိုင်သော ပမာဏမှာ 10,000 Ks ဖြစ်ပါသည်။'],
  ])('a withdrawal below the minimum is refused with the minimum (%s)', async (language, text) => {
    const player = await newFundedPlayer(server, 50_000);
    const reply = await withdraw(player.token, 9_999, language);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ amount: [text] });
    expect(await balancesOf(server, player.id)).toEqual({ main: 5_000_000, game: 0, withdraw_hold: 0 });
  });

  it.each([
    ['en', 'One request can be at most 10,000,000 Ks.'],
    ['mm', 'တစ်ကြိမ်လျှင် အများဆုံး 10,000,000 Ks သာ တောင်းဆိုနိုင်ပါသည်။'],
  ])('a request above the maximum is refused with the maximum (%s)', async (language, text) => {
    const player = await newFundedPlayer(server, 50_000);
    expect((await deposit(player.token, 10_000_001, language)).body.errors).toEqual({ amount: [text] });
    expect((await withdraw(player.token, 10_000_001, language)).body.errors).toEqual({ amount: [text] });
  });

  it.each([
    ['en', 'Your main balance is 12,500.5 Ks: you cannot withdraw more than that.'],
    ['mm', 'သင့် ပင်မ လက်ကျန်ငွေမှာ 12,500.5 Ks ဖြစ်သဖြင့် ထိုထက်ပို၍ ထုတ်ယူ၍ မရပါ။'],
  ])('a withdrawal above the main balance says the balance (%s)', async (language, text) => {
    const player = await newFundedPlayer(server, 12_500.5);
    const reply = await withdraw(player.token, 20_000, language);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ amount: [text] });
  });

  it('says how many deposits may wait, in English and Burmese, and lists what waits now', async () => {
    const player = await newFundedPlayer(server, 40_000);
    const limits = () => server.get('/api/cashier-limits', { token: player.token });
    expect((await limits()).body.data).toEqual({
      deposit: { min: 1_000, max: 10_000_000, max_pending: 3, pending: 0, pending_amount: 0 },
      withdraw: { min: 10_000, max: 10_000_000, pending: 0, pending_amount: 0 },
    });
    for (const amount of [1_000, 2_000, 3_000])
      expect((await deposit(player.token, amount)).status).toBe(200);
    await withdraw(player.token, 15_000);

    expect((await limits()).body.data).toEqual({
      deposit: { min: 1_000, max: 10_000_000, max_pending: 3, pending: 3, pending_amount: 6_000 },
      withdraw: { min: 10_000, max: 10_000_000, pending: 1, pending_amount: 15_000 },
    });
    const english = await deposit(player.token, 1_000);
    expect(english.status).toBe(422);
    expect(english.body.message).toBe(
      'You already have 3 pending deposits, the most allowed. Please wait until one of them is checked.',
    );
    const burmese = await deposit(player.token, 1_000, 'mm');
    expect(burmese.body.message).toContain('ငွေသွင်းမှု 3 ခု');
    expect((await server.get('/api/cashier-limits')).status).toBe(401);
  });

  it("the logs carry the operator's reason for a rejection, and only for a rejection", async () => {
    const player = await newFundedPlayer(server, 50_000);
    const refused = await deposit(player.token, 5_000);
    const accepted = await deposit(player.token, 6_000);
    const refusedWithdrawal = await withdraw(player.token, 20_000);
    const decide = (path: string, reason: string) =>
      server.post(path, { reason }, { token: operator }).then((reply) => expect(reply.status).toBe(200));
    await decide(`/api/console/deposits/${refused.body.data.id}/reject`, 'no such transfer received');
    await decide(`/api/console/deposits/${accepted.body.data.id}/approve`, 'checked against the statement');
    await decide(
      `/api/console/withdrawals/${refusedWithdrawal.body.data.id}/reject`,
      'account name does not match',
    );

    const get = async (path: string) => (await server.get(path, { token: player.token })).body.data;
    const deposits = await get('/api/depositlogfinicial');
    expect(
      deposits.map((row: { status: string; reason: string | null }) => [row.status, row.reason]),
    ).toEqual([
      ['Success', null],
      ['Failed', 'no such transfer received'],
    ]);
    expect((await get('/api/withdrawlogfinicial'))[0]).toMatchObject({
      status: 'Failed',
      reason: 'account name does not match',
    });
    const history = await get('/api/transaction/deposit-requestlog');
    expect(history.data.map((row: { reason: string | null }) => row.reason)).toEqual([
      null,
      'no such transfer received',
    ]);
    const withdrawals = await get('/api/transaction/withdraw-requestlog');
    expect(withdrawals.data[0]).toMatchObject({ status: 2, reason: 'account name does not match' });
    expect(await balancesOf(server, player.id)).toMatchObject({
      main: 5_000_000 + 600_000,
      withdraw_hold: 0,
    });
  });
});
