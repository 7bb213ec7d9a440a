import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, twodDraws } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';

/** SET 1,346.23 and value 57,388.58 give 38: 3 (second decimal of the SET) and 8 (last digit of 57,388). */
const READING = { set: '1,346.23', value: '57,388.58' };

describe.each(testDatabaseKinds())('2D results decided by two people on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  let secondOperator: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    server.clock.set(new Date('2026-12-01T10:00:00+06:30'));
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    const created = await server.post(
      '/api/console/operators',
      { user_name: 'operator2', name: 'Second Operator', password: 'second-operator-pw', role: 'operator' },
      { token: admin },
    );
    expect(created.status).toBe(200);
  });
  afterAll(() => server.close());

  async function drawAfterItsTime(day: string) {
    server.clock.set(new Date(`${day}T12:10:00+06:30`));
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    secondOperator = await server.login('operator2', 'second-operator-pw', '/api/console/login');
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    const draws = (await server.get(`/api/console/twod/draws?date=${day}`, { token: operator })).body.data;
    return draws.find((draw: { time_id: number }) => draw.time_id === 2).id as number;
  }
  const enter = (drawId: number, body: object, token: string) =>
    server.post(`/api/console/twod/draws/${drawId}/result`, body, { token });
  const confirm = (drawId: number, token: string) =>
    server.post(`/api/console/twod/draws/${drawId}/confirm`, undefined, { token });

  it('refuses a number that does not follow from SET and value, and a result without them', async () => {
    const drawId = await drawAfterItsTime('2026-12-01');
    const wrong = await enter(drawId, { twod: '83', ...READING }, operator);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.twod).toEqual([
      'SET and value give 38: the number must follow from them, or an admin overrides it with a reason.',
    ]);
    const bare = await enter(drawId, { twod: '38' }, operator);
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.body.errors).sort()).toEqual(['set', 'value']);
    const [draw] = await server.db.select().from(twodDraws).where(eq(twodDraws.id, drawId));
    expect(draw).toMatchObject({ status: 'open', result: null });
  });

  it('refuses the confirmation of the person who entered the result; another person settles it', async () => {
    server.clock.set(new Date('2026-12-02T10:00:00+06:30'));
    const winner = await newFundedPlayer(server, 1_000);
    const slip = await server.post(
      '/api/twod-bet',
      { time: 2, totalAmount: 100, amounts: [{ num: '38', amount: 100 }] },
      { token: winner.token },
    );
    expect(slip.status).toBe(200);
    const drawId = await drawAfterItsTime('2026-12-02');
    expect((await enter(drawId, { twod: '38', ...READING }, operator)).status).toBe(200);
    const alone = await confirm(drawId, operator);
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe(
      'The result must be confirmed by someone other than the person who entered it.',
    );
    expect((await balancesOf(server, winner.id)).main).toBe(90_000);
    // A correction by the second operator makes them the one who cannot confirm; the first one now may.
    expect((await enter(drawId, { twod: '38', ...READING }, secondOperator)).status).toBe(200);
    expect((await confirm(drawId, secondOperator)).status).toBe(409);
    const settled = await confirm(drawId, operator);
    expect(settled.status).toBe(200);
    expect(settled.body.data).toMatchObject({
      status: 'settled',
      entered_by: 'operator2',
      confirmed_by: 'operator',
      override_reason: null,
    });
    expect((await balancesOf(server, winner.id)).main).toBe(90_000 + 800_000);
    await expectLedgerClean(server);
  });

  it('takes another number only from an admin with a reason, flags the draw, audits it, and never settles it', async () => {
    const drawId = await drawAfterItsTime('2026-12-03');
    const override = { twod: '39', ...READING, override_reason: 'SET corrected its 12:01 reading at 12:20' };
    const byOperator = await enter(drawId, override, operator);
    expect(byOperator.status).toBe(403);
    const byAdmin = await enter(drawId, override, admin);
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body.data).toMatchObject({
      result: '39',
      entered_by: 'admin',
      override_reason: 'SET corrected its 12:01 reading at 12:20',
    });
    expect((await confirm(drawId, admin)).status).toBe(409);
    // A number that does not follow from its readings never settles, whoever entered it: the admin enters the
    // corrected readings it does follow from (SET ...x3, value ...9 give 39), and then it settles.
    const refused = await confirm(drawId, operator);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This number does not follow from its SET and value, so it cannot settle: enter the readings it comes from.',
    );
    const corrected = { twod: '39', set: '1,346.23', value: '57,389.02' };
    expect((await enter(drawId, corrected, admin)).status).toBe(200);
    expect((await confirm(drawId, operator)).body.data).toMatchObject({
      status: 'settled',
      confirmed_by: 'operator',
    });
    const actions = await server.db
      .select({ action: auditLog.action, actor: auditLog.actorLabel, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'twod_draw'), eq(auditLog.targetId, String(drawId))));
    expect(actions).toMatchObject([
      {
        action: 'twod.result.enter',
        actor: 'admin',
        after: { result: '39', override_reason: 'SET corrected its 12:01 reading at 12:20' },
      },
      { action: 'twod.result.correct', actor: 'admin', after: { result: '39', override_reason: null } },
      { action: 'twod.settle', actor: 'operator' },
    ]);
  });
});
