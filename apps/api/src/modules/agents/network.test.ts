import { myanmarDay } from '@zeya/contract/myanmar-time';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  commissionStatements,
  ledgerAccounts,
  ledgerTransfers,
  playerAgentMoves,
  users,
} from '../../db/schema';
import { floatOf } from '../../platform/money/ledger/accounts';
import { agentNetworkSuite, type AgentWithCashier } from '../../test/agent-network';
import { auditsOf, expectAccess } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { balancesOf, expectLedgerClean } from '../../test/ledger';

type NetworkRow = Record<string, number | string>;

describe.each(testDatabaseKinds())("the owner's view of the agent network on %s", (kind) => {
  const net = agentNetworkSuite(kind);
  const { newAgent, cashIn, depositId } = net;
  const approve = (requestId: number, token: string) =>
    net.server.post(`/api/console/staff-requests/${requestId}/approve`, {}, { token });
  const networkRow = async (agent: AgentWithCashier, query = ''): Promise<NetworkRow> => {
    const reply = await net.server.get(`/api/console/agents/network${query}`, { token: net.tokens.operator });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.agents.find((row: NetworkRow) => row.id === agent.id);
  };
  const approveDeposit = async (id: number) => {
    const reply = await net.server.post(
      `/api/console/deposits/${id}/approve`,
      {},
      { token: net.tokens.operator },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  const askMove = (playerId: number, agentId: number | null, token = net.tokens.operator) =>
    net.server.post(
      `/api/console/players/${playerId}/agent`,
      { agent_id: agentId, reason: 'moved to the nearer agent' },
      { token },
    );
  const agentOf = async (playerId: number) =>
    (await net.server.db.select({ agentId: users.agentId }).from(users).where(eq(users.id, playerId)))[0]!
      .agentId;

  it("the owner's cash-in above the staff rule needs a second admin, never the one who asked", async () => {
    const agent = await newAgent();
    const asked = await cashIn(agent, 12_000);
    expect(asked.status).toBe(200);
    const requestId = asked.body.data.request_id as number;
    expect(requestId).toEqual(expect.any(Number));
    // One admin alone completes nothing: the float and the network's figure stay at zero.
    expect(await floatOf(net.server.db, agent.id)).toBe(0);
    expect((await networkRow(agent)).float).toBe(0);
    expect((await approve(requestId, net.tokens.admin)).status).toBe(409);
    expect((await approve(requestId, net.tokens.operator)).status).toBe(403);
    expect(await floatOf(net.server.db, agent.id)).toBe(0);

    expect((await approve(requestId, net.supervisor)).status).toBe(200);
    expect(await floatOf(net.server.db, agent.id)).toBe(1_200_000);
    expect((await networkRow(agent)).float).toBe(12_000);

    // The float's log says who asked and who approved; a cash-out (also above the rule today) likewise.
    const out = await net.server.post(
      `/api/console/agents/${agent.id}/float/cash-out`,
      { amount: 2_000, reason: 'back to the house' },
      { token: net.supervisor },
    );
    expect((await approve(out.body.data.request_id, net.tokens.admin)).status).toBe(200);
    const log = await net.server.get(`/api/console/agents/${agent.id}/float-log`, {
      token: net.tokens.operator,
    });
    expect(log.status).toBe(200);
    expect(log.body.data.data).toEqual([
      expect.objectContaining({
        direction: 'out',
        amount: 2_000,
        reason: 'back to the house',
        posted_by: 'admin',
        requested_by: 'supervisor',
        request_id: out.body.data.request_id,
      }),
      expect.objectContaining({
        direction: 'in',
        amount: 12_000,
        reason: 'float top-up',
        posted_by: 'supervisor',
        requested_by: 'admin',
        request_id: requestId,
      }),
    ]);
    // The log is what the ledger holds for this float: in less out is the float.
    const inLessOut = log.body.data.data.reduce(
      (sum: number, row: { direction: string; amount: number }) =>
        sum + (row.direction === 'in' ? row.amount : -row.amount),
      0,
    );
    expect(inLessOut * 100).toBe(await floatOf(net.server.db, agent.id));
    expect(
      (await net.server.get(`/api/console/agents/${agent.id}/float-log`, { token: net.tokens.player }))
        .status,
    ).toBe(403);
    await expectLedgerClean(net.server);
  });

  it("lists the deposits floats paid and the agent's figures, equal to what the ledger holds", async () => {
    const agent = await newAgent();
    const other = await newAgent();
    await cashIn(agent, 9_000);
    await cashIn(other, 1_000);
    const first = await agent.player();
    const second = await agent.player();
    const firstDeposit = await depositId(first, agent.channelId, 5_000);
    await approveDeposit(firstDeposit);
    const secondDeposit = await depositId(second, agent.channelId, 3_000);
    await approveDeposit(secondDeposit);
    const otherPlayer = await other.player();
    await approveDeposit(await depositId(otherPlayer, other.channelId, 1_000));
    // One more asked and not decided: an open request in the agent's queue.
    await depositId(first, agent.channelId, 1_000);

    // The first player plays Digit Bet: 10 Ks a round, from their game balance.
    expect(
      (await net.server.post('/api/exchange-main-to-game', { amount: 5_000 }, { token: first.token })).status,
    ).toBe(200);
    const rounds = 12;
    for (let n = 0; n < rounds; n += 1) {
      const bet = await net.server.post(
        '/api/digitbet',
        { bet_type: 'big', digit: null, bet_amount: 10, multiplier: 1 },
        { token: first.token },
      );
      expect(bet.status).toBe(200);
    }
    const game = (await balancesOf(net.server, first.id)).game;

    const log = await net.server.get(`/api/console/agents/deposit-log?agent_id=${agent.id}`, {
      token: net.tokens.operator,
    });
    expect(log.status).toBe(200);
    expect(log.body.data.total).toBe(2);
    expect(log.body.data.data).toEqual([
      expect.objectContaining({
        amount: 3_000,
        request_id: secondDeposit,
        player: { id: second.id, user_name: expect.any(String) },
        agent: { id: agent.id, user_name: agent.userName },
        approved_by: 'operator',
      }),
      expect.objectContaining({ amount: 5_000, request_id: firstDeposit, approved_by: 'operator' }),
    ]);
    // Each row is a transfer out of this agent's float, as the ledger holds it.
    const [float] = await net.server.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, agent.id));
    const outOfFloat = await net.server.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.debitAccountId, float!.id));
    expect(outOfFloat.map((row) => row.id).sort()).toEqual(
      log.body.data.data.map((row: { id: number }) => row.id).sort(),
    );
    const everyAgent = await net.server.get('/api/console/agents/deposit-log', {
      token: net.tokens.operator,
    });
    expect(everyAgent.body.data.data.map((row: { agent: { id: number } }) => row.agent.id)).toEqual(
      expect.arrayContaining([agent.id, other.id]),
    );
    const yesterday = myanmarDay(new Date(net.server.clock.now().getTime() - 86_400_000));
    const before = await net.server.get(
      `/api/console/agents/deposit-log?agent_id=${agent.id}&from=${yesterday}&to=${yesterday}`,
      { token: net.tokens.operator },
    );
    expect(before.body.data.total).toBe(0);

    // A pending statement for this month counts as the agent's commission (none paid yet).
    const today = myanmarDay(net.server.clock.now());
    await net.server.db.insert(commissionStatements).values({
      agentId: agent.id,
      periodFrom: `${today.slice(0, 8)}01`,
      periodTo: today,
      basis: 'ngr',
      percentBp: 1_000,
      turnover: 0,
      ngr: 0,
      carriedIn: 0,
      carriedOut: 0,
      commission: 4_200,
      computedBy: 'admin',
      createdAt: net.server.clock.now(),
    });

    expect(await networkRow(agent)).toEqual({
      id: agent.id,
      user_name: agent.userName,
      name: 'Ko Float',
      status: 'active',
      float: 1_000,
      players: 2,
      turnover: rounds * 10,
      win_lose: game / 100 - 5_000,
      commission: 42,
      commission_paid: 0,
      open_deposits: 1,
      open_withdrawals: 0,
    });
    expect(Number((await networkRow(other)).float) * 100).toBe(await floatOf(net.server.db, other.id));
    // Another period holds none of it, but the float and the players are what they are now.
    const earlier = await networkRow(agent, `?from=${yesterday}&to=${yesterday}`);
    expect(earlier).toMatchObject({ float: 1_000, players: 2, turnover: 0, win_lose: 0, open_deposits: 1 });
    const wrong = await net.server.get(`/api/console/agents/network?from=${today}&to=${yesterday}`, {
      token: net.tokens.operator,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.to).toBeDefined();
    await expectAccess(
      net.server,
      net.tokens,
      { method: 'GET', url: '/api/console/agents/network' },
      { none: 401, player: 403, operator: 200 },
    );
    await expectLedgerClean(net.server);
  });

  it('moves a player between agents only when a second person approves, and keeps the history', async () => {
    const from = await newAgent();
    const to = await newAgent();
    const player = await from.player();

    const asked = await askMove(player.id, to.id);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const requestId = asked.body.data.request_id as number;
    expect(await agentOf(player.id)).toBe(from.id);
    // The one who asked cannot approve it; a second person (here an admin) does.
    expect((await approve(requestId, net.tokens.operator)).status).toBe(409);
    expect(await agentOf(player.id)).toBe(from.id);
    // One move waits per player at a time.
    expect((await askMove(player.id, null, net.tokens.admin)).status).toBe(409);
    const approved = await approve(requestId, net.tokens.admin);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await agentOf(player.id)).toBe(to.id);
    expect((await approve(requestId, net.supervisor)).status).toBe(409);

    const history = await net.server.get(`/api/console/players/${player.id}/agent-moves`, {
      token: net.tokens.operator,
    });
    expect(history.body.data).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        player: { id: player.id, user_name: expect.any(String) },
        from_agent: { id: from.id, user_name: from.userName },
        to_agent: { id: to.id, user_name: to.userName },
        reason: 'moved to the nearer agent',
        requested_by: 'operator',
        approved_by: 'admin',
        request_id: requestId,
      },
    ]);
    for (const agent of [from, to]) {
      const seen = await net.server.get(`/api/console/agents/${agent.id}/player-moves`, {
        token: net.tokens.operator,
      });
      expect(seen.body.data.map((row: { request_id: number }) => row.request_id)).toEqual([requestId]);
    }
    expect((await networkRow(from)).players).toBe(0);
    expect((await networkRow(to)).players).toBe(1);
    const audit = (await auditsOf(net.server, 'player', player.id)).find(
      (record) => record.action === 'player.agent_move',
    );
    expect(audit).toMatchObject({ action: 'player.agent_move', before: { agent_id: from.id } });
    expect(audit!.after).toMatchObject({ agent_id: to.id, request: requestId });

    // To the house (no agent), by two other people.
    const home = await askMove(player.id, null, net.supervisor);
    expect((await approve(home.body.data.request_id, net.tokens.admin)).status).toBe(200);
    expect(await agentOf(player.id)).toBeNull();
    const moves = await net.server.db
      .select()
      .from(playerAgentMoves)
      .where(eq(playerAgentMoves.playerId, player.id));
    expect(moves).toHaveLength(2);
    await expectLedgerClean(net.server);
  });

  it('refuses a move to a non-agent, a disabled agent, the same agent, or with requests waiting', async () => {
    const agent = await newAgent();
    const other = await newAgent();
    const player = await agent.player();
    const stranger = await agent.player();

    const notAgent = await askMove(player.id, stranger.id);
    expect(notAgent.status).toBe(422);
    expect(notAgent.body.errors.agent_id[0]).toBe('Choose an active agent, or none for the house.');
    expect((await askMove(player.id, 999_999_999)).status).toBe(422);
    const same = await askMove(player.id, agent.id);
    expect(same.status).toBe(422);
    expect(same.body.errors.agent_id[0]).toBe('The player already belongs here.');
    // Not a player: nothing to move.
    expect((await askMove(agent.id, other.id)).status).toBe(404);
    expect(
      (
        await net.server.post(
          `/api/console/players/${player.id}/agent`,
          { agent_id: 'x' },
          { token: net.tokens.operator },
        )
      ).status,
    ).toBe(422);

    // A deposit waiting in the old agent's queue: decide it first.
    await cashIn(agent, 1_000);
    const waiting = await depositId(player, agent.channelId, 1_000);
    const refused = await askMove(player.id, other.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('decide them first');
    await approveDeposit(waiting);

    // Asked while it was allowed, then a request arrives and the agent is disabled: approval checks again.
    const asked = await askMove(player.id, other.id);
    expect(asked.status).toBe(200);
    const next = await depositId(player, agent.channelId, 1_000);
    expect((await approve(asked.body.data.request_id, net.tokens.admin)).status).toBe(409);
    expect(await agentOf(player.id)).toBe(agent.id);
    await net.server.post(
      `/api/console/deposits/${next}/reject`,
      { reason: 'no such payment' },
      { token: net.tokens.operator },
    );
    await net.server.db.update(users).set({ status: 'banned' }).where(eq(users.id, other.id));
    // A disabled agent is no longer offered as a choice, nor accepted.
    const choices = await net.server.get('/api/console/agents/choices', { token: net.tokens.operator });
    const offered = choices.body.data.map((choice: { id: number }) => choice.id);
    expect(offered).toContain(agent.id);
    expect(offered).not.toContain(other.id);
    const disabled = await askMove(player.id, other.id);
    expect(disabled.status).toBe(422);
    expect(disabled.body.errors.agent_id).toBeDefined();
    expect(await agentOf(player.id)).toBe(agent.id);
    expect(
      await net.server.db.select().from(playerAgentMoves).where(eq(playerAgentMoves.playerId, player.id)),
    ).toEqual([]);
    await expectLedgerClean(net.server);
  });

  it("sets a payment channel's owner agent from the console, only to an active agent", async () => {
    const agent = await newAgent();
    const player = await agent.player();
    // The owner check is what this is about: an existing house channel is given an owner and back.
    const listed = await net.server.get('/api/console/channels', { token: net.tokens.operator });
    const house = listed.body.data.find((row: { agent_id: number | null }) => row.agent_id === null);
    expect(house).toBeDefined();
    const put = (agentId: unknown) =>
      net.server.put(
        `/api/console/channels/${house.id}`,
        {
          payment_type: house.payment_type,
          account_name: house.account_name,
          account_no: house.account_no,
          agent_id: agentId,
        },
        { token: net.tokens.admin },
      );
    const toPlayer = await put(player.id);
    expect(toPlayer.status).toBe(422);
    expect(toPlayer.body.errors.agent_id).toBeDefined();
    const owned = await put(agent.id);
    expect(owned.status, JSON.stringify(owned.body)).toBe(200);
    expect(owned.body.data.agent_id).toBe(agent.id);
    const types = await net.server.get('/api/agent-payment-type', { token: player.token });
    expect(types.body.data.map((row: { id: number }) => row.id)).toContain(house.id);
    const back = await put('');
    expect(back.status).toBe(200);
    expect(back.body.data.agent_id).toBeNull();
  });
});
