import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import { accountOfLink, consumeAccountLink } from '../../platform/auth/account-links';
import { forgetFailures, hashPassword } from '../../platform/auth/password-checks';
import { refuseGuessablePassword } from '../../platform/auth/password-policy';
import { createSession } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/http/errors';

type StaffRole = 'operator' | 'admin' | 'agent' | 'agent_staff';

/**
 * Uses a link up: the password becomes the person's own choice (the console's rules), and they are signed in, on the
 * console or, for an agent, on the agent's side of the player API. The session can do nothing but its second factor
 * until that is enrolled or proven (the account requires one). A link that was used, expired or is unknown is a 404,
 * found before the costly hash; of two uses at once, one wins. Audited without the password or the link.
 */
export async function setUpAccount(
  deps: AppDeps,
  input: { token: string; password: string },
  client: { ip: string; userAgent?: string | undefined },
) {
  const linked = await accountOfLink(deps.db, input.token, deps.clock.now());
  if (!linked) throw new HttpError(404, 'setup_link_invalid');
  refuseGuessablePassword(input.password, linked);
  const passwordHash = await hashPassword(deps, input.password, client.ip);
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const account = await consumeAccountLink(tx, input.token, now);
    if (!account) throw new HttpError(404, 'setup_link_invalid');
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now })
      .where(eq(users.id, account.userId));
    await forgetFailures(deps, tx, account.userId);
    // An agent's staff work on the agent's side of the player API, as their agent does.
    const agent = account.role === 'agent' || account.role === 'agent_staff';
    const token = await createSession(tx, {
      userId: account.userId,
      scope: agent ? 'player' : 'console',
      now,
      idleMinutes: agent ? deps.config.SESSION_IDLE_MINUTES : deps.config.CONSOLE_SESSION_IDLE_MINUTES,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    await recordAudit(tx, {
      actorId: account.userId,
      actorLabel: account.userName,
      action: 'staff.setup',
      targetType: agent ? 'agent' : 'console_user',
      targetId: String(account.userId),
      before: null,
      after: { purpose: account.purpose, password_set: true },
      ip: client.ip,
      at: now,
    });
    return {
      token,
      user: {
        id: account.userId,
        user_name: account.userName,
        name: account.name,
        role: account.role as StaffRole,
      },
      scope: agent ? ('agent' as const) : ('console' as const),
      second_factor: account.secondFactor ? ('verify' as const) : ('enrol' as const),
    };
  });
}
