import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, users } from '../../db/schema';
import { AGENT_FLOAT, floatOf, openAgentFloat } from '../../platform/money/ledger/accounts';
import { postTransfer } from '../../platform/money/ledger/post';
import { agentWithCashier, type AgentWithCashier } from '../../test/agent-network';
import { auditsOf, consoleTokens, expectAccess } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { expectLedgerClean } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin } from '../../test/staff';

/** The staff rule the migrations set for one admin alone: 10,000 ks a day per agent (adjustment_above). */
const ALONE_KS = 10_000;

describe.each(testDatabaseKinds())("the owner's cash-in and cash-out of an agent's float on %s", (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof consoleTokens>>;
  let supervisor: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await consoleTokens(server);
    supervisor = await consoleLogin(server, 'supervisor');
  });
  afterAll(() => server.close());

  const newAgent = () => agentWithCashier(server, { admin: tokens.admin, supervisor });
  const move = (
    agent: AgentWithCashier,
    path: 'cash-in' | 'cash-out',
    amount: number,
    token = tokens.admin,
  ) =>
    server.post(
      `/api/console/agents/${agent.id}/float/${path}`,
      { amount, reason: 'owner float' },
      { token },
    );
  const floatKs = async (agent: AgentWithCashier) => (await floatOf(server.db, agent.id)) / 100;

  it('an admin alone moves up to the staff rule; the float never goes below zero', async () => {
    const agent = await newAgent();
    const cashIn = await move(agent, 'cash-in', 6_000);
    expect(cashIn.status).toBe(200);
    expect(cashIn.body.data).toEqual({ float: 6_000, request_id: null });
    expect(cashIn.body.message).toBe("Added to the agent's float.");
    expect(await floatKs(agent)).toBe(6_000);
    // The agent reads its own float; the console reads any agent's.
    expect((await server.get('/api/agent/float', { token: agent.token })).body.data).toEqual({
      float: 6_000,
    });
    const seen = await server.get(`/api/console/agents/${agent.id}/float`, { token: tokens.operator });
    expect(seen.body.data).toEqual({ float: 6_000 });

    // More than the float holds: refused in the caller's language, nothing moves.
    const short = await move(agent, 'cash-out', 6_001);
    expect(short.status).toBe(422);
    expect(short.body.errors.amount[0]).toContain('6,000');
    expect(await floatKs(agent)).toBe(6_000);

    const cashOut = await move(agent, 'cash-out', 4_000);
    expect(cashOut.status).toBe(200);
    expect(cashOut.body.data).toEqual({ float: 2_000, request_id: null });
    const [out, into] = await auditsOf(server, 'agent', agent.id);
    expect(out).toMatchObject({ action: 'agent.float_out', before: { float: 600_000 } });
    expect(out!.after).toMatchObject({ float: 200_000, amount: 400_000, reason: 'owner float' });
    expect(into).toMatchObject({
      action: 'agent.float_in',
      after: expect.objectContaining({ float: 600_000 }),
    });
    await expectLedgerClean(server);
  });

  it('above the staff rule a second admin approves, never the same one', async () => {
    const agent = await newAgent();
    await move(agent, 'cash-in', 4_000);
    // 4,000 already moved today: another 7,000 passes the 10,000 ks one admin may move alone.
    const asked = await move(agent, 'cash-in', ALONE_KS - 3_000);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ float: 4_000, request_id: expect.any(Number) });
    expect(await floatKs(agent)).toBe(4_000);
    const approve = (token: string) =>
      server.post(`/api/console/staff-requests/${asked.body.data.request_id}/approve`, {}, { token });
    expect((await approve(tokens.admin)).status).toBe(409);
    expect((await approve(tokens.operator)).status).toBe(403);
    expect(await floatKs(agent)).toBe(4_000);
    const approved = await approve(supervisor);
    expect(approved.status).toBe(200);
    expect(approved.body.data.result).toEqual({ float: 11_000 });
    expect(await floatKs(agent)).toBe(11_000);
    // Approved twice: posted once.
    expect((await approve(supervisor)).status).toBe(409);
    const posted = await server.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.playerId, agent.id), eq(ledgerTransfers.kind, 'agent_float_in')));
    expect(posted.map((row) => row.amount).sort()).toEqual([400_000, 700_000]);

    // A cash-out above the rule that the float cannot cover is refused at once, not left waiting.
    const tooMuch = await move(agent, 'cash-out', 20_000);
    expect(tooMuch.status).toBe(422);
    expect(await floatKs(agent)).toBe(11_000);
    await expectLedgerClean(server);
  });

  it('the books check the tree: a player under a non-agent, a float moved outside the rules', async () => {
    const agent = await newAgent();
    const player = await agent.player();
    await expectLedgerClean(server);
    await server.db.update(users).set({ agentId: player.id }).where(eq(users.id, player.id));
    expect(await server.verifyLedger()).toEqual([`user ${player.id}: agent ${player.id} is not an agent`]);
    await server.db.update(users).set({ agentId: agent.id }).where(eq(users.id, player.id));
    // Money put on a float with no cash-in's audit record, nor any request of the agent's.
    await openAgentFloat(server.db, agent.id, server.clock.now());
    await postTransfer(server.db, {
      debit: { house: 'cash' },
      credit: { userId: agent.id, code: AGENT_FLOAT },
      amount: 100,
      kind: 'deposit',
      reference: `planted:${agent.id}`,
      playerId: agent.id,
      at: server.clock.now(),
    });
    expect(await server.verifyLedger()).toEqual(
      expect.arrayContaining([
        `float transfer planted:${agent.id} is no cash-in, cash-out or request of its agent`,
      ]),
    );
    await postTransfer(server.db, {
      debit: { userId: agent.id, code: AGENT_FLOAT },
      credit: { house: 'cash' },
      amount: 100,
      kind: 'agent_float_out',
      reference: `planted:${agent.id}:back`,
      playerId: agent.id,
      at: server.clock.now(),
    });
    // Taken back, the planted pair still shows: the books keep what happened.
    expect((await server.verifyLedger()).filter((line) => line.includes('planted'))).toHaveLength(3);
    await server.db.delete(ledgerTransfers).where(like(ledgerTransfers.reference, `planted:${agent.id}%`));
    await expectLedgerClean(server);
  });

  it('only admins move a float, with a fresh step-up, and only an agent has one', async () => {
    const agent = await newAgent();
    const playerToken = tokens.player;
    for (const path of ['cash-in', 'cash-out'] as const)
      await expectAccess(
        server,
        tokens,
        {
          method: 'POST',
          url: `/api/console/agents/${agent.id}/float/${path}`,
          body: { amount: 1_000, reason: 'x' },
        },
        { none: 401, player: 403, operator: 403 },
      );
    // An agent's session is of the player side: the console refuses it.
    expect((await move(agent, 'cash-in', 1_000, agent.token)).status).toBe(403);
    expect((await server.get('/api/agent/float', { token: playerToken })).status).toBe(403);
    const player = await agent.player();
    const notAgent = await server.post(
      `/api/console/agents/${player.id}/float/cash-in`,
      { amount: 1_000, reason: 'not an agent' },
      { token: tokens.admin },
    );
    expect(notAgent.status).toBe(404);
    expect(await floatKs(agent)).toBe(0);
    await expectLedgerClean(server);
  });
});
