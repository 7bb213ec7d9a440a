import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositRequests, ledgerTransfers, withdrawRequests } from '../../db/schema';
import { floatOf } from '../../platform/money/ledger/accounts';
import { agentNetworkSuite, type AgentWithCashier } from '../../test/agent-network';
import { auditsOf } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean, newFundedPlayer } from '../../test/ledger';

describe.each(testDatabaseKinds())("an agent's own cashier on %s", (kind) => {
  const net = agentNetworkSuite(kind);
  const { newAgent, fillFloat, deposit, depositId } = net;
  const approveAs = (token: string, id: number, path = '/api/agent') =>
    net.server.post(`${path}/deposits/${id}/approve`, {}, { token });
  const floatPya = (agent: AgentWithCashier) => floatOf(net.server.db, agent.id);
  const statusOf = async (id: number) =>
    (await net.server.db.select().from(depositRequests).where(eq(depositRequests.id, id)))[0]!.status;

  it("a player sees and pays into only their agent's accounts; others see the house's", async () => {
    const agent = await newAgent();
    const other = await newAgent();
    const player = await agent.player();
    const houseIds = (await net.server.get('/api/agent-payment-type')).body.data.map(
      (c: { id: number }) => c.id,
    );
    expect(houseIds.length).toBeGreaterThan(0);
    expect(houseIds).not.toContain(agent.channelId);
    const mine = await net.server.get('/api/agent-payment-type', { token: player.token });
    expect(mine.body.data).toEqual([
      {
        id: agent.channelId,
        account_no: `09${agent.id}`,
        account_name: `Agent ${agent.userName}`,
        payment_type: { name: 'KBZPay' },
      },
    ]);
    expect(
      (await net.server.get('/api/banks', { token: player.token })).body.data.map(
        (c: { id: number }) => c.id,
      ),
    ).toEqual([agent.channelId]);
    const houseOnly = await newFundedPlayer(net.server);
    const theirs = await net.server.get('/api/agent-payment-type', { token: houseOnly.token });
    expect(theirs.body.data.map((c: { id: number }) => c.id)).toEqual(houseIds);
    // Paying into another agent's account, or the house's, is refused: that float would move for this player.
    for (const channelId of [other.channelId, houseIds[0]]) {
      const refused = await deposit(player, channelId, 5_000);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.agent_payment_type_id).toBeDefined();
    }
    expect((await deposit(houseOnly, agent.channelId, 5_000)).status).toBe(422);
  });

  it("the agent approves its player's deposit from its float; a short float refuses and changes nothing", async () => {
    const agent = await newAgent();
    const player = await agent.player();
    const id = await depositId(player, agent.channelId, 8_000);
    const queue = await net.server.get('/api/agent/deposits', { token: agent.token });
    expect(queue.body.data.data.map((row: { id: number }) => row.id)).toEqual([id]);

    const short = await approveAs(agent.token, id);
    expect(short.status).toBe(409);
    expect(short.body.message).toContain('does not cover this deposit of 8,000');
    expect(await statusOf(id)).toBe('pending');
    expect((await balancesOf(net.server, player.id)).main).toBe(0);
    expect(await floatPya(agent)).toBe(0);

    await fillFloat(agent, 10_000);
    const approved = await approveAs(agent.token, id);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual({ id, status: 'approved', completed: true });
    expect((await balancesOf(net.server, player.id)).main).toBe(800_000);
    expect(await floatPya(agent)).toBe(200_000);
    // A retried approval moves nothing more.
    expect((await approveAs(agent.token, id)).status).toBe(409);
    expect(await floatPya(agent)).toBe(200_000);

    // House staff keep oversight of the agent's queue, and decide it as today, from the same float.
    const next = await depositId(player, agent.channelId, 2_000);
    const oversight = await net.server.get('/api/console/deposits?status=pending', {
      token: net.tokens.operator,
    });
    expect(oversight.body.data.data.map((row: { id: number }) => row.id)).toContain(next);
    expect((await approveAs(net.tokens.operator, next, '/api/console')).status).toBe(200);
    expect(await floatPya(agent)).toBe(0);
    expect((await balancesOf(net.server, player.id)).main).toBe(1_000_000);
    await expectLedgerClean(net.server);
  });

  it("a paid withdrawal of the agent's player goes to the agent's float; a rejection returns it", async () => {
    const agent = await newAgent();
    const player = await agent.player();
    await fillFloat(agent, 10_000);
    await approveAs(agent.token, await depositId(player, agent.channelId, 10_000));
    const withdraw = (amount: number) => net.withdraw(player, agent.channelId, amount);
    // The whole 10,000 Ks (the minimum withdrawal) goes back: the agent pays the player and its float takes it.
    const paid = await withdraw(10_000);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await balancesOf(net.server, player.id)).toMatchObject({ main: 0, withdraw_hold: 1_000_000 });
    const queue = await net.server.get('/api/agent/withdrawals', { token: agent.token });
    expect(queue.body.data.data.map((row: { id: number }) => row.id)).toEqual([paid.body.data.id]);
    const approved = await net.server.post(
      `/api/agent/withdrawals/${paid.body.data.id}/approve`,
      {},
      { token: agent.token },
    );
    expect(approved.status).toBe(200);
    expect(await balancesOf(net.server, player.id)).toMatchObject({ main: 0, withdraw_hold: 0 });
    expect(await floatPya(agent)).toBe(1_000_000);

    await approveAs(agent.token, await depositId(player, agent.channelId, 10_000));
    expect(await floatPya(agent)).toBe(0);
    const turnedDown = await withdraw(10_000);
    const rejected = await net.server.post(
      `/api/agent/withdrawals/${turnedDown.body.data.id}/reject`,
      { reason: 'wrong account' },
      { token: agent.token },
    );
    expect(rejected.status).toBe(200);
    expect(await balancesOf(net.server, player.id)).toMatchObject({ main: 1_000_000, withdraw_hold: 0 });
    expect(await floatPya(agent)).toBe(0);
    await expectLedgerClean(net.server);
  });

  it('an agent adds and turns off payment accounts of its own; its players see them, no one else changes them', async () => {
    const agent = await newAgent();
    const other = await newAgent();
    const player = await agent.player();
    const added = await net.server.post(
      '/api/agent/payment-accounts',
      { payment_type: 'WavePay', account_name: 'Ko Float', account_no: '09777123456' },
      { token: agent.token },
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      payment_type: 'WavePay',
      account_no: '09777123456',
      enabled: true,
    });
    const seen = async () =>
      (await net.server.get('/api/agent-payment-type', { token: player.token })).body.data.map(
        (channel: { id: number }) => channel.id,
      );
    expect(await seen()).toEqual([agent.channelId, added.body.data.id]);
    const [audit] = await auditsOf(net.server, 'payment_channel', added.body.data.id);
    expect(audit).toMatchObject({ action: 'payment_channel.create', actorId: agent.id });

    const path = `/api/agent/payment-accounts/${added.body.data.id}/disable`;
    expect((await net.server.post(path, {}, { token: other.token })).status).toBe(404);
    expect((await net.server.post(path, {}, { token: player.token })).status).toBe(403);
    expect(await seen()).toEqual([agent.channelId, added.body.data.id]);
    expect((await net.server.post(path, {}, { token: agent.token })).status).toBe(200);
    expect(await seen()).toEqual([agent.channelId]);
    const listed = await net.server.get('/api/agent/payment-accounts', { token: agent.token });
    expect(listed.body.data.map((account: { enabled: boolean }) => account.enabled)).toEqual([true, false]);
    expect(
      (await net.server.get('/api/agent/payment-accounts', { token: other.token })).body.data,
    ).toHaveLength(1);
  });

  it("an agent never sees nor decides another agent's player's requests", async () => {
    const agent = await newAgent();
    const other = await newAgent();
    const player = await agent.player();
    await fillFloat(agent, 10_000);
    await fillFloat(other, 10_000);
    const id = await depositId(player, agent.channelId, 5_000);
    const listed = await net.server.get('/api/agent/deposits', { token: other.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.data).toEqual([]);
    for (const path of ['approve', 'reject'])
      expect(
        (
          await net.server.post(
            `/api/agent/deposits/${id}/${path}`,
            { reason: 'not mine' },
            { token: other.token },
          )
        ).status,
      ).toBe(404);
    expect((await net.server.get(`/api/agent/deposits/${id}/receipt`, { token: other.token })).status).toBe(
      404,
    );
    // A house deposit is no agent's either.
    const housePlayer = await newFundedPlayer(net.server);
    const houseChannel = (await net.server.get('/api/agent-payment-type')).body.data[0].id as number;
    const houseDeposit = await depositId(housePlayer, houseChannel, 5_000);
    expect((await approveAs(agent.token, houseDeposit)).status).toBe(404);
    // Players and console sessions are not agents.
    expect((await net.server.get('/api/agent/deposits', { token: player.token })).status).toBe(403);
    expect((await net.server.get('/api/agent/deposits', { token: net.tokens.operator })).status).toBe(403);

    expect(await statusOf(id)).toBe('pending');
    expect(await statusOf(houseDeposit)).toBe('pending');
    expect(await floatOf(net.server.db, other.id)).toBe(1_000_000);
    expect(await floatPya(agent)).toBe(1_000_000);
    expect((await balancesOf(net.server, player.id)).main).toBe(0);
    await expectLedgerClean(net.server);
  });

  it("many approvals at once on one agent's float stay exact", async () => {
    const agent = await newAgent();
    const players = await Promise.all(Array.from({ length: 8 }, () => agent.player()));
    const ids: number[] = [];
    for (const player of players) ids.push(await depositId(player, agent.channelId, 10_000));
    // The float covers three of the eight: 9,000 by one admin, 21,000 more with a second.
    await fillFloat(agent, 9_000);
    const extra = await net.server.post(
      `/api/console/agents/${agent.id}/float/cash-in`,
      { amount: 21_000, reason: 'more float' },
      { token: net.tokens.admin },
    );
    await net.server.post(
      `/api/console/staff-requests/${extra.body.data.request_id}/approve`,
      {},
      { token: net.supervisor },
    );
    expect(await floatPya(agent)).toBe(3_000_000);

    const replies = await Promise.all(ids.map((id) => approveAs(agent.token, id)));
    const statuses = replies.map((reply) => reply.status);
    console.log(`[${kind}] 8 approvals at once on a float of 3: ${statuses.join(' ')}`);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await floatPya(agent)).toBe(0);
    const approved = await net.server.db
      .select({ n: count() })
      .from(depositRequests)
      .where(inArray(depositRequests.id, ids));
    expect(approved[0]!.n).toBe(8);
    const posted = await net.server.db
      .select({ reference: ledgerTransfers.reference })
      .from(ledgerTransfers)
      .where(
        inArray(
          ledgerTransfers.playerId,
          players.map((player) => player.id),
        ),
      );
    expect(posted).toHaveLength(3);
    const mains = await Promise.all(
      players.map(async (player) => (await balancesOf(net.server, player.id)).main),
    );
    expect(mains.filter((main) => main === 1_000_000)).toHaveLength(3);
    expect(mains.filter((main) => main === 0)).toHaveLength(5);
    const pending = await net.server.db
      .select()
      .from(depositRequests)
      .where(eq(depositRequests.status, 'pending'));
    expect(pending.filter((row) => ids.includes(row.id))).toHaveLength(5);
    expect(
      await net.server.db
        .select()
        .from(withdrawRequests)
        .where(
          inArray(
            withdrawRequests.userId,
            players.map((p) => p.id),
          ),
        ),
    ).toEqual([]);
    await expectLedgerClean(net.server);
  });
});
