import { afterAll, beforeAll, expect } from 'vitest';
import { paymentChannels } from '../db/schema';
import { consoleTokens } from './console';
import type { DatabaseKind } from './databases';
import { startTestServer, type TestServer } from './server';
import { proveFactor, staffPhone } from './staff-accounts';
import { completeSetup, consoleLogin, withSecondPerson } from './staff';

const AGENT_PASSWORD = 'agent-pass-2026';
const PLAYER_PASSWORD = 'player-pass-1';

/**
 * An agent made as the console makes one (asked by an admin, approved by the supervisor, its password set through
 * the link on its phone), signed in on the agent side with its factor proven, with a referral code and one payment
 * account of its own. `player()` signs up a new player under it.
 */
export async function agentWithCashier(server: TestServer, staff: { admin: string; supervisor: string }) {
  const phone = staffPhone('0993');
  const made = await withSecondPerson(
    server,
    (token) =>
      server.post('/api/console/agents', { name: 'Ko Float', phone, reason: 'new agent' }, { token }),
    staff.admin,
    staff.supervisor,
  );
  const agent = made.approved!.result as { id: number; user_name: string };
  await completeSetup(server, phone, AGENT_PASSWORD);
  const token = await server.login(agent.user_name, AGENT_PASSWORD, '/api/agent/login');
  await proveFactor(server, token);
  const code = await server.post(
    `/api/console/agents/${agent.id}/referral-codes`,
    {},
    { token: staff.admin },
  );
  const [channel] = await server.db
    .insert(paymentChannels)
    .values({
      agentId: agent.id,
      paymentType: 'KBZPay',
      accountName: `Agent ${agent.user_name}`,
      accountNo: `09${agent.id}`,
      imgUrl: '',
    })
    .returning();
  const player = async () => {
    const reply = await server.post('/api/register', {
      name: 'Agent Player',
      phone: staffPhone('0992'),
      password: PLAYER_PASSWORD,
      password_confirmation: PLAYER_PASSWORD,
      referral_code: code.body.data.code,
    });
    if (reply.status !== 200) throw new Error(`register: ${reply.status} ${JSON.stringify(reply.body)}`);
    const { token: playerToken, user } = reply.body.data as { token: string; user: { id: number } };
    return { id: user.id, token: playerToken, password: PLAYER_PASSWORD };
  };
  return { id: agent.id, userName: agent.user_name, token, channelId: channel!.id, player };
}

export type AgentWithCashier = Awaited<ReturnType<typeof agentWithCashier>>;

const STAFF_PASSWORD = 'desk-staff-pass-2026';

/**
 * A member of the agent's staff in `group`, made as the desk makes one (the agent asks, a link goes to the person's
 * phone, they set their own password), signed in at /api/agent/login with their factor proven.
 */
export async function agentStaff(
  server: TestServer,
  agent: { token: string },
  group: 'view_only' | 'player_creation' | 'deposit_withdraw',
) {
  const phone = staffPhone('0991');
  const made = await server.post(
    '/api/agent/staff',
    { name: `Staff ${group}`, phone, group },
    { token: agent.token },
  );
  if (made.status !== 200) throw new Error(`staff: ${made.status} ${JSON.stringify(made.body)}`);
  await completeSetup(server, phone, STAFF_PASSWORD);
  const { id, user_name: userName } = made.body.data as { id: number; user_name: string };
  const token = await server.login(userName, STAFF_PASSWORD, '/api/agent/login');
  await proveFactor(server, token);
  return { id, userName, phone, token, password: STAFF_PASSWORD };
}

export type AgentStaffMember = Awaited<ReturnType<typeof agentStaff>>;

/**
 * What the agent suites share, registered on the `describe` that calls it: a server on `kind` with the console's
 * tokens and the supervisor (filled in before the tests run), a new agent with its own cashier account, the owner's
 * cash-in to its float, and a player's deposit into an agent's account.
 */
export function agentNetworkSuite(kind: DatabaseKind) {
  const net = {} as {
    server: TestServer;
    tokens: Awaited<ReturnType<typeof consoleTokens>>;
    supervisor: string;
  };
  let receipt = 0;
  beforeAll(async () => {
    net.server = await startTestServer(kind);
    net.tokens = await consoleTokens(net.server);
    net.supervisor = await consoleLogin(net.server, 'supervisor');
  });
  afterAll(() => net.server.close());

  const newAgent = () =>
    agentWithCashier(net.server, { admin: net.tokens.admin, supervisor: net.supervisor });
  /** The owner's cash-in as one admin asks it: the reply (above the staff rule, a request for a second admin). */
  const cashIn = (agent: { id: number }, amount: number, token = net.tokens.admin) =>
    net.server.post(
      `/api/console/agents/${agent.id}/float/cash-in`,
      { amount, reason: 'float top-up' },
      { token },
    );
  /** A cash-in carried through: the supervisor approves it where the staff rule (per agent per day) asks. */
  const fillFloat = async (agent: { id: number }, amount: number) => {
    const requestId = (await cashIn(agent, amount)).body.data.request_id as number | null;
    if (requestId === null) return;
    const approved = await net.server.post(
      `/api/console/staff-requests/${requestId}/approve`,
      {},
      { token: net.supervisor },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  };
  /** A player's deposit request into a payment account, each with a receipt number of its own: the reply. */
  const deposit = (player: { token: string }, channelId: number, amount: number) => {
    receipt += 1;
    return net.server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, amount, refrence_no: String(500_000 + receipt) },
      { token: player.token },
    );
  };
  const depositId = async (player: { token: string }, channelId: number, amount: number) => {
    const reply = await deposit(player, channelId, amount);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id as number;
  };
  /** A player's withdrawal request, paid through a payment account: the reply. */
  const withdraw = (player: { token: string; password: string }, channelId: number, amount: number) =>
    net.server.post(
      '/api/withdrawfinicial',
      {
        payment_type_id: channelId,
        account_name: 'Agent Player',
        account_number: '09111222333',
        password: player.password,
        amount,
      },
      { token: player.token },
    );
  return Object.assign(net, { newAgent, cashIn, fillFloat, deposit, depositId, withdraw });
}
