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

/** A console reply. */
type Sent = { status: number; body: any };
/** A console request sent with a staff member's token. */
type StaffSend = (token: string) => Promise<Sent>;
/** Who sends a console request: a token in hand, or a funder signed in once per server (asFunder). */
type Sender = (send: StaffSend) => Promise<Sent>;

const withToken =
  (token: string): Sender =>
  (send) =>
    send(token);

async function approvedBy(server: TestServer, requestId: number, approver: Sender) {
  const reply = await approver((token) =>
    server.post(`/api/console/staff-requests/${requestId}/approve`, {}, { token }),
  );
  if (reply.status !== 200)
    throw new Error(`approve ${requestId}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as { id: number; status: string; result: Record<string, unknown> | null };
}

/** Approves a staff request as `token`'s holder; throws unless it was approved. */
export function approveRequest(server: TestServer, requestId: number, token: string) {
  return approvedBy(server, requestId, withToken(token));
}

async function twoPeople(server: TestServer, send: StaffSend, asker: Sender, approver: Sender) {
  const reply = await asker(send);
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  const requestId = (reply.body.data as { request_id?: number | null } | null)?.request_id;
  const approved = requestId ? await approvedBy(server, requestId, approver) : null;
  return { reply, approved };
}

/**
 * A staff action that may need a second person: sent as `asker`; when the reply opened a request (`request_id`),
 * approved as `approver`. Returns the first reply, and the approved request when there was one.
 */
export function withSecondPerson(server: TestServer, send: StaffSend, asker: string, approver: string) {
  return twoPeople(server, send, withToken(asker), withToken(approver));
}

/**
 * The admin's and the supervisor's console tokens that fund players, signed in once per server: two sign-ins were
 * most of what a funded player cost a suite. A token the server no longer takes (a moved clock, a new sign-in) is
 * replaced once.
 */
const funders = new WeakMap<TestServer, Map<StaffName, Promise<string>>>();

function asFunder(server: TestServer, who: StaffName): Sender {
  return async (send) => {
    let tokens = funders.get(server);
    if (!tokens) funders.set(server, (tokens = new Map()));
    const signIn = () => {
      const token = consoleLogin(server, who);
      tokens.set(who, token);
      return token;
    };
    const reply = await send(await (tokens.get(who) ?? signIn()));
    return reply.status === 401 ? send(await signIn()) : reply;
  };
}

/** Puts kyat on a player's (or agent's) account through the console's adjustment, by an admin and the supervisor. */
export async function fundPlayer(
  server: TestServer,
  playerId: number,
  account: 'main' | 'game',
  kyat: number,
  tokens?: { admin: string; supervisor: string },
) {
  const as = (who: 'admin' | 'supervisor') => (tokens ? withToken(tokens[who]) : asFunder(server, who));
  await twoPeople(
    server,
    (token) =>
      server.post(
        `/api/console/players/${playerId}/adjust`,
        { account, amount: kyat, reason: 'test funding' },
        { token },
      ),
    as('admin'),
    as('supervisor'),
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
