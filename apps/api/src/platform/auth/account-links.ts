import { randomBytes } from 'node:crypto';
import { translate } from '@zeya/contract/messages';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Executor, Transaction } from '../../db/client';
import { accountLinks, users } from '../../db/schema';
import { fieldError } from '../http/errors';
import { requireSms } from './sms';
import { hashToken } from './sessions';

/**
 * One-time links through which a staff member sets their own password: a new account, or a reset approved by two
 * admins. The link goes to the person's phone and nowhere else; only its token's SHA-256 is kept, so neither a reply,
 * an audit record nor the database can give it away.
 */

type LinkPurpose = (typeof accountLinks.$inferSelect)['purpose'];

/** A password hash no password matches (Argon2 cannot even parse it): the account waits for its link. */
export const unusablePasswordHash = () => `unusable:${randomBytes(16).toString('hex')}`;

/** From when an account made or reset by staff counts as a second person: after the probation days. */
export const probationEnd = (deps: Pick<AppDeps, 'config'>, at: Date) =>
  new Date(at.getTime() + deps.config.STAFF_PROBATION_DAYS * 24 * 3600_000);

/**
 * The row of a staff account one admin asked for and another approved: no password until its person sets one through
 * their link, a second factor to enrol first, who asked for it (never a second person for them), and counted as a
 * second person only after the probation.
 */
export function staffMadeAccount(
  deps: Pick<AppDeps, 'config'>,
  account: {
    userName: string;
    name: string;
    phone: string;
    role: 'operator' | 'admin' | 'agent' | 'agent_staff';
  },
  made: { requestedBy: number; at: Date },
) {
  return {
    userName: account.userName,
    memberAccount: account.userName,
    name: account.name,
    phone: account.phone,
    passwordHash: unusablePasswordHash(),
    role: account.role,
    createdBy: made.requestedBy,
    secondPersonFrom: probationEnd(deps, made.at),
    secondFactorRequired: true,
    createdAt: made.at,
    updatedAt: made.at,
  };
}

/** The phone a link goes to is its person's alone: another account's (a player's too) is refused. */
export async function refuseTakenPhone(db: Executor, phone: string, ownerId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ownerId === undefined ? undefined : ne(users.id, ownerId)));
  if (taken) throw fieldError('phone', 'phone_taken');
}

/** 09123456789 -> 09*****789: staff see where a link went, not the number to call. */
export function maskedPhone(phone: string): string {
  return `${phone.slice(0, 2)}${'*'.repeat(Math.max(0, phone.length - 5))}${phone.slice(-3)}`;
}

/**
 * Makes a new link for `user` (earlier unused ones stop working) and sends it by SMS in Burmese and English, in the
 * caller's transaction: the outbox commits with it. `base` is where browsers reach the console (PUBLIC_URL, or the
 * request's origin in development); the token travels after '#', so no server ever sees it in a URL. Returns the
 * masked phone it went to.
 */
export async function sendAccountLink(
  tx: Transaction,
  deps: Pick<AppDeps, 'config' | 'sms'>,
  link: { userId: number; phone: string; purpose: LinkPurpose; base: string; at: Date },
): Promise<string> {
  const sms = requireSms(deps.sms);
  await tx
    .update(accountLinks)
    .set({ expiresAt: link.at })
    .where(
      and(
        eq(accountLinks.userId, link.userId),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, link.at),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  const hours = deps.config.STAFF_LINK_HOURS;
  await tx.insert(accountLinks).values({
    userId: link.userId,
    tokenHash: hashToken(token),
    purpose: link.purpose,
    expiresAt: new Date(link.at.getTime() + hours * 3600_000),
    createdAt: link.at,
  });
  const values = { link: `${link.base}/console/setup#${token}`, hours: String(hours) };
  const text = `${translate('sms_staff_link', 'mm', values)}\n${translate('sms_staff_link', 'en', values)}`;
  await sms.send(tx, { to: link.phone, purpose: 'staff_link', text, at: link.at });
  return maskedPhone(link.phone);
}

const linkedAccount = {
  userId: users.id,
  userName: users.userName,
  name: users.name,
  phone: users.phone,
  role: users.role,
  secondFactor: users.secondFactor,
  purpose: accountLinks.purpose,
};

/** Whom a live link (unused, unexpired, of an active staff account) is for, or null. */
export async function accountOfLink(db: Executor, token: string, at: Date) {
  const [row] = await db
    .select(linkedAccount)
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.userId))
    .where(
      and(
        eq(accountLinks.tokenHash, hashToken(token)),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, at),
        eq(users.status, 'active'),
      ),
    );
  return row && row.role !== 'player' ? row : null;
}

/**
 * Uses a live link up, once: of two uses at the same moment, the conditional update lets exactly one through.
 * Returns whom it was for, or null.
 */
export async function consumeAccountLink(tx: Transaction, token: string, at: Date) {
  const account = await accountOfLink(tx, token, at);
  if (!account) return null;
  const [used] = await tx
    .update(accountLinks)
    .set({ usedAt: at })
    .where(and(eq(accountLinks.tokenHash, hashToken(token)), isNull(accountLinks.usedAt)))
    .returning({ id: accountLinks.id });
  return used ? account : null;
}
