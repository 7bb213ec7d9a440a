import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { claim, createOffer, grantsOf, kindCount, setContributions } from '../../test/promotions';
import { startTestServer, type TestServer } from '../../test/server';

/** Thursday 10 December 2026, 10:00 in Yangon: the day's 2D draws and the 3D draw of 16 December take bets. */
const THURSDAY = new Date('2026-12-10T10:00:00+06:30');

/**
 * A 3D slip counts toward a bonus's wagering as a 2D slip does: both are stakes of the transfer vocabulary. A 5,000 Ks
 * bonus to wager 20 times (100,000 Ks); 2D contributes in full and 3D, with no percentage of its own, as 2D.
 */
describe.each(testDatabaseKinds())('3D stakes count toward bonus wagering, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let offer: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    server.clock.set(THURSDAY);
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    await setContributions(server, admin, { twod: 100 });
    offer = await createOffer(server, admin, {
      kind: 'free_credit',
      amount: 5_000,
      code: 'LOTTERY5000',
      wagering_multiple: 20,
      expires_days: 60,
    });
  });
  afterAll(() => server.close());

  async function playerWithBonus(mainKs: number) {
    const player = await newFundedPlayer(server, mainKs);
    expect((await claim(server, player.token, offer, { code: 'LOTTERY5000' })).status).toBe(200);
    return player;
  }
  const wagered = async (userId: number) => (await grantsOf(server, userId))[0]!.wagered;
  async function twodSlip(token: string, num: string, amount: number) {
    const body = { time: 4, totalAmount: amount, amounts: [{ num, amount }] };
    const reply = await server.post('/api/twod-bet', body, { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  async function threedSlip(token: string, num: string, amount: number) {
    const body = { amounts: [{ num, amount }], round: false, totalAmount: amount };
    const reply = await server.post('/api/threed-bet', body, { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  const playersReport = async (userId: number) =>
    (
      (await server.get('/api/console/reports/players?from=2026-12-10&to=2026-12-10', { token: admin })).body
        .data.data as { user_id: number }[]
    ).find((row) => row.user_id === userId);

  it('counts a 3D stake exactly as a 2D stake of the same amount', async () => {
    const twod = await playerWithBonus(2_000);
    const threed = await playerWithBonus(2_000);
    await twodSlip(twod.token, '37', 500);
    await threedSlip(threed.token, '371', 500);
    expect(await wagered(twod.id)).toBe(50_000);
    expect(await wagered(threed.id)).toBe(50_000);
    await threedSlip(threed.token, '372', 300);
    expect(await wagered(threed.id)).toBe(80_000);
    expect(await grantsOf(server, threed.id)).toMatchObject([{ status: 'active', required: 10_000_000 }]);
    await expectLedgerClean(server);
  });

  it('takes back what a voided 3D draw counted, and the reports count the refunded stake as none', async () => {
    const player = await playerWithBonus(2_000);
    await threedSlip(player.token, '555', 400);
    expect(await wagered(player.id)).toBe(40_000);
    expect(await playersReport(player.id)).toMatchObject({ turnover: 400, ggr: 400 });
    const draws = (await server.get('/api/console/threed/draws', { token: admin })).body.data as {
      id: number;
      date: string;
    }[];
    const draw = draws.find((entry) => entry.date === '2026-12-16')!;
    const voided = await server.post(`/api/console/threed/draws/${draw.id}/void`, undefined, {
      token: admin,
    });
    expect(voided.status).toBe(200);
    expect(await wagered(player.id)).toBe(0);
    expect(await kindCount(server, player.id, 'threed_refund')).toBe(1);
    expect(await playersReport(player.id)).toMatchObject({ turnover: 0, wins: 0, ggr: 0 });
    await expectLedgerClean(server);
  });

  it('counts 3D at its own percentage once one is set, and converts the bonus when 3D stakes meet the requirement', async () => {
    await setContributions(server, admin, { threed: 50 });
    // The 16 December draw was voided: the next is on 1 January.
    server.clock.set(new Date('2026-12-17T10:00:00+06:30'));
    const player = await playerWithBonus(300_000);
    await threedSlip(player.token, '101', 1_000);
    expect(await wagered(player.id)).toBe(50_000);
    // 200,000 Ks of 3D at half counts the 100,000 Ks required: the bonus becomes main money.
    for (let num = 102; num <= 141; num += 1) await threedSlip(player.token, String(num), 5_000);
    expect(await grantsOf(server, player.id)).toMatchObject([
      { status: 'converted', closeReason: 'wagered' },
    ]);
    expect(await kindCount(server, player.id, 'bonus_conversion')).toBe(1);
    await expectLedgerClean(server);
  });
});
