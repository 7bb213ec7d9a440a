import { randomInt } from 'node:crypto';
import type { Language } from '@zeya/contract/constants';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { inSavepoint, inTransaction, pgErrorCode } from '../../db/transaction';
import { refuseTakenPhone, unusablePasswordHash } from '../../platform/auth/account-links';
import { deskAuditOf } from '../../platform/auth/agent-desk';
import { resetSms, sendResetCode } from '../../platform/auth/reset-codes';
import { maskedPhone } from '../../platform/auth/sms';
import { recordAudit } from '../../platform/authority/audit';
import { HttpError } from '../../platform/http/errors';
import { openPlayerAccounts } from '../../platform/money/ledger/accounts';
import { playerRowView, searchPlayers } from '../players/service';
import type { DeskStep } from './desk-staff';

export const AGENT_PLAYERS_PAGE = 20;

/** The agent's players matching a user name, name or phone fragment, newest first, with balances and last seen. */
export async function agentPlayers(deps: AppDeps, agentId: number, q: string | undefined, page: number) {
  const { rows, total } = await searchPlayers(deps, { q, agentId }, page, AGENT_PLAYERS_PAGE);
  const ids = rows.map((row) => row.id);
  const seen = ids.length
    ? await deps.db
        .select({ userId: sessions.userId, at: max(sessions.lastSeenAt) })
        .from(sessions)
        .where(inArray(sessions.userId, ids))
        .groupBy(sessions.userId)
    : [];
  const lastSeen = new Map(seen.map((row) => [row.userId, row.at]));
  const views = rows.map((row) => {
    const { debt: _debt, role: _role, ...view } = playerRowView(row);
    const at = lastSeen.get(row.id);
    return { ...view, last_seen_at: at ? new Date(at).toISOString() : null };
  });
  return { rows: views, total };
}

const newPlayerUserName = () => `ZY${randomInt(10_000_000, 100_000_000)}`;

/**
 * A new player of the agent's, made as staff make accounts: nobody chooses the password for them. The account has no
 * usable password until the player sets one with the six-digit code texted to their phone (the player site's reset
 * with that phone and code; "Forgot password?" sends a new code whenever they need one). The agent sees the masked
 * phone, never a code or a password. Audited with the person at the desk and the agent.
 */
export async function createAgentPlayer(
  deps: AppDeps,
  input: { name: string; phone: string; language: Language },
  step: DeskStep,
) {
  const withSms = resetSms(deps);
  await refuseTakenPhone(deps.db, input.phone);
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const player = await insertPlayer(tx, input, step, at);
    await openPlayerAccounts(tx, player.id, at);
    const held = await sendResetCode(tx, withSms, {
      player: { id: player.id, phone: input.phone },
      requestedBy: step.actor.userId,
      language: input.language,
    });
    // A new phone has had no code today; a wait here would be a phone another account's codes went to.
    if (held) throw new HttpError(429, held.key, held.values);
    const sentTo = maskedPhone(input.phone);
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: 'agent.player_create',
      targetType: 'player',
      targetId: String(player.id),
      before: null,
      after: {
        user_name: player.userName,
        name: player.name,
        code_sent_to: sentTo,
        desk: deskAuditOf(step.desk),
      },
      ip: step.ip,
      at,
    });
    return { id: player.id, user_name: player.userName, sent_to: sentTo };
  });
}

async function insertPlayer(
  tx: Transaction,
  input: { name: string; phone: string },
  step: DeskStep,
  at: Date,
) {
  for (let attempt = 0; ; attempt += 1) {
    const userName = newPlayerUserName();
    try {
      const [row] = await inSavepoint(tx, (savepoint) =>
        savepoint
          .insert(users)
          .values({
            userName,
            memberAccount: userName,
            name: input.name,
            phone: input.phone,
            passwordHash: unusablePasswordHash(),
            role: 'player',
            agentId: step.desk.agentId,
            createdBy: step.actor.userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning(),
      );
      return row!;
    } catch (error) {
      if (pgErrorCode(error) !== '23505' || attempt >= 5) throw error;
      await refuseTakenPhone(tx, input.phone);
    }
  }
}

/**
 * A reset of one of the agent's players' passwords as staff may ask it: a code goes to the player's own phone, and
 * only the player sees it. Another agent's player (or no player) is a 404, as one that does not exist.
 */
export async function resetAgentPlayerPassword(
  deps: AppDeps,
  input: { playerId: number; language: Language },
  step: DeskStep,
) {
  const withSms = resetSms(deps);
  return inTransaction(deps.db, async (tx) => {
    const at = deps.clock.now();
    const [player] = await tx
      .select({ id: users.id, phone: users.phone, status: users.status })
      .from(users)
      .where(
        and(eq(users.id, input.playerId), eq(users.role, 'player'), eq(users.agentId, step.desk.agentId)),
      )
      .for('update');
    if (!player) throw new HttpError(404, 'not_found');
    if (!player.phone) throw new HttpError(409, 'player_no_phone');
    if (player.status !== 'active') throw new HttpError(409, 'reset_code_player_banned');
    const held = await sendResetCode(tx, withSms, {
      player: { id: player.id, phone: player.phone },
      requestedBy: step.actor.userId,
      language: input.language,
    });
    if (held) throw new HttpError(429, held.key, held.values);
    const sentTo = maskedPhone(player.phone);
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: 'player.reset_code_sent',
      targetType: 'player',
      targetId: String(player.id),
      before: null,
      after: { sent_to: sentTo, desk: deskAuditOf(step.desk) },
      ip: step.ip,
      at,
    });
    return { sent_to: sentTo, phone: player.phone };
  });
}
