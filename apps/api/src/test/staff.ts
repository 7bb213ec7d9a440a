import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../db/schema';
import type { TestServer } from './server';

/** The seeded console accounts: two admins (a second person for each other) and an operator. */
export const STAFF = {
  admin: ['admin', 'admin12345'],
  supervisor: ['supervisor', 'supervisor12345'],
  operator: ['operator', 'operator12345'],
} as const;

export type StaffName = keyof typeof STAFF;

/** A console token of a seeded staff member (no second factor enrolled: the test site does not require one). */
export function consoleLogin(server: TestServer, who: StaffName): Promise<string> {
  const [userName, password] = STAFF[who];
  return server.login(userName, password, '/api/console/login');
}

/** Approves a staff request as `token`'s holder; throws unless it was approved. */
export async function approveRequest(server: TestServer, requestId: number, token: string) {
  const reply = await server.post(`/api/console/staff-requests/${requestId}/approve`, {}, { token });
  if (reply.status !== 200)
    throw new Error(`approve ${requestId}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as { id: number; status: string; result: Record<string, unknown> | null };
}

/**
 * A staff action that may need a second person: sent as `asker`; when the reply opened a request (`request_id`),
 * approved as `approver`. Returns the first reply, and the approved request when there was one.
 */
export async function withSecondPerson(
  server: TestServer,
  send: (token: string) => Promise<{ status: number; body: any }>,
  asker: string,
  approver: string,
) {
  const reply = await send(asker);
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  const requestId = (reply.body.data as { request_id?: number | null } | null)?.request_id;
  const approved = requestId ? await approveRequest(server, requestId, approver) : null;
  return { reply, approved };
}

/** Puts kyat on a player's (or agent's) account through the console's adjustment, by an admin and the supervisor. */
export async function fundPlayer(
  server: TestServer,
  playerId: number,
  account: 'main' | 'game',
  kyat: number,
  tokens?: { admin: string; supervisor: string },
) {
  const admin = tokens?.admin ?? (await consoleLogin(server, 'admin'));
  const supervisor = tokens?.supervisor ?? (await consoleLogin(server, 'supervisor'));
  await withSecondPerson(
    server,
    (token) =>
      server.post(
        `/api/console/players/${playerId}/adjust`,
        { account, amount: kyat, reason: 'test funding' },
        { token },
      ),
    admin,
    supervisor,
  );
}

/** The newest text message the development outbox holds for a phone. */
export async function lastSms(server: TestServer, phone: string) {
  const [message] = await server.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.toPhone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  if (!message) throw new Error(`no text message to ${phone}`);
  return message;
}

/** The one-time token of the set-up link a staff member was sent (`.../console/setup#<token>`). */
export async function setupTokenSentTo(server: TestServer, phone: string) {
  const { body } = await lastSms(server, phone);
  const token = /#([A-Za-z0-9_-]{20,})/.exec(body)?.[1];
  if (!token) throw new Error(`no set-up link in: ${body}`);
  return token;
}

/** Sets a new staff member's password through the link they were sent; returns their session token. */
export async function completeSetup(server: TestServer, phone: string, password: string) {
  const token = await setupTokenSentTo(server, phone);
  const reply = await server.post('/api/staff-setup', {
    token,
    password,
    password_confirmation: password,
  });
  if (reply.status !== 200) throw new Error(`setup: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as { token: string; user: { id: number; user_name: string } };
}
