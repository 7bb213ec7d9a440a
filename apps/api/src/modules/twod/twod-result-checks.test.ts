import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, twodDraws, users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin } from '../../test/staff';

/** SET 1,346.23 and value 57,388.58 give 38: 3 (second decimal of the SET) and 8 (last digit of 57,388). */
const READING = { set: '1,346.23', value: '57,388.58' };

describe.each(testDatabaseKinds())('2D results decided by two people on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function drawAfterItsTime(day: string) {
    server.clock.set(new Date(`${day}T12:10:00+06:30`));
    operator = await consoleLogin(server, 'operator');
    admin = await consoleLogin(server, 'admin');
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

  const idOf = async (userName: string) =>
    (await server.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;
  const setOperator = (changes: Partial<typeof users.$inferInsert>) =>
    server.db.update(users).set(changes).where(eq(users.userName, 'operator'));

  it('refuses the confirmation of the person who entered the result, of an account they made, and of a new account; an eligible person settles it', async () => {
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
    // A correction by the admin makes them the one who cannot confirm; the operator now may, if eligible.
    expect((await enter(drawId, { twod: '38', ...READING }, admin)).status).toBe(200);
    expect((await confirm(drawId, admin)).status).toBe(409);
    // The sock-puppet: an account the admin made does not vouch for the admin's number.
    await setOperator({ createdBy: await idOf('admin') });
    const puppet = await confirm(drawId, operator);
    expect(puppet.body).toMatchObject({
      message: 'This concerns your own account, or the account that made yours: someone else must decide it.',
      needs: 'second_person',
    });
    expect(puppet.status).toBe(403);
    // An account made or reset lately counts as a second person only after its probation.
    const probationEnds = new Date('2026-12-09T12:10:00+06:30');
    await setOperator({ createdBy: null, secondPersonFrom: probationEnds });
    const fresh = await confirm(drawId, operator);
    expect([fresh.status, fresh.body.message]).toEqual([
      403,
      'Your account was made or reset recently: your approvals count from 2026-12-09 12:10. Ask someone else.',
    ]);
    expect((await balancesOf(server, winner.id)).main).toBe(90_000);
    server.clock.set(probationEnds);
    operator = await consoleLogin(server, 'operator');
    const settled = await confirm(drawId, operator);
    await setOperator({ secondPersonFrom: new Date(0) });
    expect(settled.status).toBe(200);
    expect(settled.body.data).toMatchObject({
      status: 'settled',
      entered_by: 'admin',
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

  it('asks a staff member with a second factor to prove it afresh before entering, confirming or voiding a result', async () => {
    const drawId = await drawAfterItsTime('2026-12-04');
    const adminId = await idOf('admin');
    // As if the admin had a second factor and had proven it six minutes ago: the step-up window is five.
    await server.db.update(users).set({ secondFactor: true }).where(eq(users.id, adminId));
    const provenAt = (minutesAgo: number) =>
      server.db
        .update(sessions)
        .set({ factorCheckedAt: new Date(server.clock.now().getTime() - minutesAgo * 60_000) })
        .where(eq(sessions.userId, adminId));
    await provenAt(6);
    expect((await server.get('/api/console/twod/draws?date=2026-12-04', { token: admin })).status).toBe(200);
    for (const step of ['result', 'confirm', 'void']) {
      const reply = await server.post(
        `/api/console/twod/draws/${drawId}/${step}`,
        { twod: '38', ...READING },
        { token: admin },
      );
      expect([step, reply.status, reply.body.needs]).toEqual([step, 403, 'step_up']);
    }
    const settings = (await server.get('/api/console/twod/settings', { token: admin })).body.data;
    expect((await server.put('/api/console/twod/settings', settings, { token: admin })).status).toBe(403);
    const [draw] = await server.db.select().from(twodDraws).where(eq(twodDraws.id, drawId));
    expect(draw).toMatchObject({ status: 'open', result: null });
    await provenAt(1);
    expect((await enter(drawId, { twod: '38', ...READING }, admin)).status).toBe(200);
    await server.db.update(users).set({ secondFactor: false }).where(eq(users.id, adminId));
  });
});
