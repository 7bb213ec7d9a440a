import type { TestServer } from './server';

const PASSWORD = 'player-pass-1';
let phoneSerial = 0;

/** A console-made agent with a commission plan and one player brought by its referral code, funded in game. */
export async function agentWithPlayer(
  server: TestServer,
  admin: string,
  plan: Record<string, unknown>,
  gameKs = 1_000_000,
) {
  const made = await server.post('/api/console/agents', { name: 'Ko Agent' }, { token: admin });
  if (made.status !== 200) throw new Error(`agent: ${JSON.stringify(made.body)}`);
  const { agent, password } = made.body.data as {
    agent: { id: number; user_name: string };
    password: string;
  };
  const code = await server.post(`/api/console/agents/${agent.id}/referral-codes`, {}, { token: admin });
  const planned = await server.post(`/api/console/agents/${agent.id}/commission-plan`, plan, {
    token: admin,
  });
  if (planned.status !== 200) throw new Error(`plan: ${JSON.stringify(planned.body)}`);
  phoneSerial += 1;
  const registered = await server.post('/api/register', {
    name: 'Referred Player',
    phone: `0996${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(4, '0')}`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    referral_code: code.body.data.code,
  });
  const player = registered.body.data as { token: string; user: { id: number } };
  await server.post(
    `/api/console/players/${player.user.id}/adjust`,
    { account: 'game', amount: gameKs, reason: 'test funding' },
    { token: admin },
  );
  return { agent, password, playerId: player.user.id, playerToken: player.token };
}
