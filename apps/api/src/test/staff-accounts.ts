import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { hashToken } from '../platform/auth/sessions';
import type { TestServer } from './server';
import { completeSetup, withSecondPerson } from './staff';

let phoneSerial = 0;

/** A phone number no other account of this process has. */
export function staffPhone(prefix = '0994') {
  phoneSerial += 1;
  return `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(4, '0')}`;
}

/**
 * Marks a session's second factor as proven now: the factor's own ceremonies (TOTP, passkeys) are tested in the
 * second-factor module; here what matters is what the account may do once it has proven it.
 */
export async function proveFactor(server: TestServer, token: string) {
  await server.db
    .update(sessions)
    .set({ factorCheckedAt: server.clock.now() })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * A console account made the only way there is: asked by `asker`, approved by `approver`, its password set by the
 * person through the link sent to their phone, its factor proven. Returns the account and its session token.
 */
export async function newConsoleUser(
  server: TestServer,
  tokens: { asker: string; approver: string },
  account: { user_name: string; role: 'operator' | 'admin'; password: string },
) {
  const phone = staffPhone();
  const made = await withSecondPerson(
    server,
    (token) =>
      server.post(
        '/api/console/operators',
        {
          user_name: account.user_name,
          name: `Staff ${account.user_name}`,
          phone,
          role: account.role,
          reason: 'new staff',
        },
        { token },
      ),
    tokens.asker,
    tokens.approver,
  );
  const session = await completeSetup(server, phone, account.password);
  await proveFactor(server, session.token);
  return { id: (made.approved!.result as { id: number }).id, phone, token: session.token };
}
