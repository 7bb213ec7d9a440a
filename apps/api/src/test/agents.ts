import type { TestServer } from './server';
import { completeSetup, consoleLogin, fundPlayer, withSecondPerson } from './staff';

const PASSWORD = 'player-pass-1';
const AGENT_PASSWORD = 'agent-pass-2026';
let phoneSerial = 0;

const nextPhone = (prefix: string) => {
  phoneSerial += 1;
  return `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(4, '0')}`;
};

/**
 * A console-made agent (asked by an admin, approved by the supervisor, set up by the agent through the link sent to
 * their phone) with a commission plan (likewise two admins) and one player brought by its referral code, funded in
 * game.
 */
export async function agentWithPlayer(
  server: TestServer,
  admin: string,
  plan: Record<string, unknown>,
  gameKs = 1_000_000,
) {
  const supervisor = await consoleLogin(server, 'supervisor');
  const phone = nextPhone('0995');
  const made = await withSecondPerson(
    server,
    (token) =>
      server.post('/api/console/agents', { name: 'Ko Agent', phone, reason: 'new agent' }, { token }),
    admin,
    supervisor,
  );
  const agent = made.approved!.result as { id: number; user_name: string };
  await completeSetup(server, phone, AGENT_PASSWORD);
  const code = await server.post(`/api/console/agents/${agent.id}/referral-codes`, {}, { token: admin });
  await withSecondPerson(
    server,
    (token) =>
      server.post(
        `/api/console/agents/${agent.id}/commission-plan`,
        { reason: 'test plan', ...plan },
        { token },
      ),
    admin,
    supervisor,
  );
  const registered = await server.post('/api/register', {
    name: 'Referred Player',
    phone: nextPhone('0996'),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    referral_code: code.body.data.code,
  });
  const player = registered.body.data as { token: string; user: { id: number } };
  await fundPlayer(server, player.user.id, 'game', gameKs, { admin, supervisor });
  return { agent, password: AGENT_PASSWORD, playerId: player.user.id, playerToken: player.token };
}
