import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../db/schema';
import type { TestServer } from './server';

export type ConsoleWho = 'none' | 'player' | 'operator' | 'admin';

/** A player's, an operator's and an admin's tokens, for the authorization matrix of console routes. */
export async function consoleTokens(server: TestServer) {
  return {
    player: await server.login('demo', 'golden-pagoda-7'),
    operator: await server.login('operator', 'operator12345', '/api/console/login'),
    admin: await server.login('admin', 'admin12345', '/api/console/login'),
  };
}

/** Calls a console route as each of `expected`'s callers and checks the status each gets. */
export async function expectAccess(
  server: TestServer,
  tokens: Awaited<ReturnType<typeof consoleTokens>>,
  route: { method: 'GET' | 'POST'; url: string; body?: unknown },
  expected: Partial<Record<ConsoleWho, number>>,
) {
  for (const [who, status] of Object.entries(expected)) {
    const options = who === 'none' ? {} : { token: tokens[who as keyof typeof tokens] };
    const reply =
      route.method === 'GET'
        ? await server.get(route.url, options)
        : await server.post(route.url, route.body ?? {}, options);
    expect(reply.status, `${who} on ${route.method} ${route.url}`).toBe(status);
  }
}

/** The audit records of one target, newest first. */
export function auditsOf(server: TestServer, targetType: string, targetId: number | string) {
  return server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id));
}
