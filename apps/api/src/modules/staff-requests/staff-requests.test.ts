import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffRequests, staffRules, users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin } from '../../test/staff';

const RULES = {
  deposit_above: 50_000,
  withdrawal_above: 80_000.5,
  adjustment_above: 0,
  commission_above: 200_000,
  offer_above: 5_000,
  free_credit_min_wagering: 5,
  commission_max_ngr_percent: 40.25,
  commission_max_turnover_percent: 0.29,
};

describe.each(testDatabaseKinds())('staff requests and the approval rules on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let supervisor: string;
  let operator: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await consoleLogin(server, 'admin');
    supervisor = await consoleLogin(server, 'supervisor');
    operator = await consoleLogin(server, 'operator');
  });
  afterAll(() => server.close());

  const rules = (token = operator) => server.get('/api/console/staff-rules', { token });
  const askRules = (body: Record<string, unknown>, token = admin) =>
    server.put('/api/console/staff-rules', { ...RULES, reason: 'tighter rules', ...body }, { token });
  const decide = (id: number, verb: 'approve' | 'reject' | 'cancel', token: string, body: object = {}) =>
    server.post(`/api/console/staff-requests/${id}/${verb}`, body, { token });
  const pending = async () =>
    (await server.get('/api/console/staff-requests?status=pending', { token: operator })).body.data;
  const refusals = (userName: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'authority.refused'), eq(auditLog.actorLabel, userName)));

  it('changes the approval rules only when a second admin approves; one admin alone, or an operator, cannot', async () => {
    const before = await rules();
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      deposit_above: 100_000,
      adjustment_above: 10_000,
      free_credit_min_wagering: 3,
      commission_max_ngr_percent: 50,
      commission_max_turnover_percent: 1,
      pending_request_id: null,
    });
    expect((await askRules({}, operator)).status).toBe(403);

    const asked = await askRules({});
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'Saved as a request: someone else must approve it before it takes effect.',
    );
    const id = asked.body.data.request_id as number;
    expect(asked.body.data).toMatchObject({ deposit_above: 100_000, pending_request_id: id });
    expect((await askRules({})).status).toBe(409);

    const listed = await pending();
    expect(listed.data).toEqual([
      expect.objectContaining({
        id,
        kind: 'staff_rules.change',
        target_type: 'staff_rules',
        amount: null,
        payload: RULES,
        reason: 'tighter rules',
        status: 'pending',
        requested_by: { id: expect.any(Number), user_name: 'admin' },
        decided_by: null,
        mine: false,
      }),
    ]);
    const own = await server.get('/api/console/staff-requests', { token: admin });
    expect(own.body.data.data[0].mine).toBe(true);

    const self = await decide(id, 'approve', admin);
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ needs: 'second_person' });
    const byOperator = await decide(id, 'approve', operator, { reason: 'looks fine' });
    expect(byOperator.status).toBe(403);
    expect(byOperator.body.message).toBe('Only an admin can approve this.');
    expect((await rules()).body.data.deposit_above).toBe(100_000);
    expect((await refusals('admin')).map((row) => row.after)).toContainEqual({
      refusal: 'second_person_same',
      needs: 'second_person',
    });
    expect((await refusals('operator')).map((row) => row.after)).toContainEqual({
      refusal: 'second_person_admin_only',
      needs: 'second_person',
    });

    // A retried approval (the same Idempotency-Key) gets the first reply back rather than "decided already".
    const headers = { 'idempotency-key': `rules-${kind}-approval` };
    const approved = await server.post(
      `/api/console/staff-requests/${id}/approve`,
      {},
      { token: supervisor, headers },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Approved: the change is made.');
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      decided_by: { user_name: 'supervisor' },
      result: RULES,
    });
    const retried = await server.post(
      `/api/console/staff-requests/${id}/approve`,
      {},
      { token: supervisor, headers },
    );
    expect(retried.body).toEqual(approved.body);
    expect((await decide(id, 'approve', supervisor)).status).toBe(409);
    expect((await rules()).body.data).toMatchObject({ ...RULES, pending_request_id: null });
    const [row] = await server.db.select().from(staffRules);
    expect(row).toMatchObject({
      withdrawalAbove: 8_000_050,
      commissionMaxNgrBp: 4025,
      commissionMaxTurnoverBp: 29,
    });
    const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'staff_rules.change'));
    expect(audit).toMatchObject({
      actorLabel: 'supervisor',
      after: expect.objectContaining({ deposit_above: 50_000 }),
    });
  });

  it.each([
    ['free_credit_min_wagering', { free_credit_min_wagering: 0 }],
    ['free_credit_min_wagering', { free_credit_min_wagering: 2.5 }],
    ['commission_max_ngr_percent', { commission_max_ngr_percent: 100.5 }],
    ['commission_max_turnover_percent', { commission_max_turnover_percent: -1 }],
    ['deposit_above', { deposit_above: -1 }],
    ['offer_above', { offer_above: 1.005 }],
    ['reason', { reason: '' }],
  ])('refuses bad rules (%s) with a 422 and opens nothing', async (field, body) => {
    const reply = await askRules(body);
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual([field]);
    expect((await pending()).total).toBe(0);
  });

  it('a request is rejected by another person (never its requester) and withdrawn by its requester alone', async () => {
    const first = (await askRules({ deposit_above: 1 })).body.data.request_id as number;
    expect((await decide(first, 'reject', admin, { reason: 'changed my mind' })).status).toBe(409);
    expect((await decide(first, 'reject', operator, { reason: 'not for you' })).status).toBe(403);
    expect((await decide(first, 'reject', supervisor)).status).toBe(422);
    expect((await decide(first, 'cancel', supervisor)).body.message).toBe(
      'Only the person who asked for this can withdraw it.',
    );
    const rejected = await decide(first, 'reject', supervisor, { reason: 'too loose' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      decision_note: 'too loose',
      result: null,
    });

    const second = (await askRules({ deposit_above: 2 })).body.data.request_id as number;
    const cancelled = await decide(second, 'cancel', admin);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', decided_by: { user_name: 'admin' } });
    expect((await decide(second, 'approve', supervisor)).status).toBe(409);
    expect((await rules()).body.data.deposit_above).toBe(RULES.deposit_above);

    const decided = await server.get('/api/console/staff-requests?status=decided', { token: operator });
    expect(decided.body.data.data.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([second, first]);
    const actions = await server.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['staff_request.reject', 'staff_request.cancel']),
    );
  });

  it('answers 404 for an unknown request and 409 for a kind it no longer knows, which an admin may reject', async () => {
    expect((await decide(999_999, 'approve', supervisor)).status).toBe(404);
    expect((await server.get('/api/console/staff-requests?status=open', { token: operator })).status).toBe(
      422,
    );
    const [adminRow] = await server.db.select().from(users).where(eq(users.userName, 'admin'));
    const [retired] = await server.db
      .insert(staffRequests)
      .values({
        kind: 'retired.kind',
        targetType: 'nothing',
        payload: {},
        reason: 'from an older version',
        requestedBy: adminRow!.id,
        requestedAt: new Date(),
      })
      .returning();
    expect((await decide(retired!.id, 'approve', supervisor)).status).toBe(409);
    expect((await decide(retired!.id, 'reject', operator, { reason: 'unknown kind' })).status).toBe(403);
    expect((await decide(retired!.id, 'reject', supervisor, { reason: 'unknown kind' })).status).toBe(200);

    // The database itself refuses a decision by the requester, whatever code tries it.
    await expect(
      server.db
        .update(staffRequests)
        .set({ status: 'approved', decidedBy: adminRow!.id, decidedAt: new Date() })
        .where(eq(staffRequests.id, retired!.id)),
    ).rejects.toThrow();
    const [still] = await server.db
      .select({ decidedBy: staffRequests.decidedBy })
      .from(staffRequests)
      .where(eq(staffRequests.id, retired!.id));
    expect(still!.decidedBy).not.toBe(adminRow!.id);
  });
});
