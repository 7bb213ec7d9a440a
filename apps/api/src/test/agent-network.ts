import { paymentChannels } from '../db/schema';
import type { TestServer } from './server';
import { proveFactor, staffPhone } from './staff-accounts';
import { completeSetup, withSecondPerson } from './staff';

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
