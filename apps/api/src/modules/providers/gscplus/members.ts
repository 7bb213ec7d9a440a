import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { ledgerAccounts, providerMembers, providers, users } from '../../../db/schema';
import { GSCPLUS } from './settings';

/** AES-256-GCM: iv, tag and ciphertext in one base64 text. A wrong key or a changed byte fails to open. */
function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * The password the aggregator knows the player by: made at random on the first launch and the same on every launch
 * after (two first launches at once agree on one).
 */
export async function memberPassword(db: Executor, key: Buffer, userId: number, now: Date): Promise<string> {
  await db
    .insert(providerMembers)
    .values({
      provider: GSCPLUS,
      userId,
      passwordSealed: seal(key, randomBytes(12).toString('base64url')),
      createdAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ sealed: providerMembers.passwordSealed })
    .from(providerMembers)
    .where(and(eq(providerMembers.provider, GSCPLUS), eq(providerMembers.userId, userId)));
  return open(key, row!.sealed);
}

export interface Member {
  userId: number;
  balance: number;
  /** The product as our catalogue knows it; null when the aggregator names a product we do not carry. */
  product: { currency: string; enabled: boolean } | null;
}

const prepared = new WeakMap<Executor, ReturnType<typeof prepareMember>>();

function prepareMember(db: Executor) {
  return db
    .select({
      userId: users.id,
      balance: ledgerAccounts.balance,
      currency: providers.currency,
      enabled: providers.enabled,
    })
    .from(users)
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.userId, users.id), eq(ledgerAccounts.code, 'game')))
    .leftJoin(
      providers,
      and(eq(providers.code, sql.placeholder('productCode')), eq(providers.adapter, GSCPLUS)),
    )
    .where(eq(users.memberAccount, sql.placeholder('memberAccount')))
    .prepare('gscplus_member');
}

/** A player by the member account the aggregator names, with the game balance and the product, in one query. */
export async function findMember(db: Executor, memberAccount: string, productCode: string) {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareMember(db)));
  const [row] = await statement.execute({ memberAccount, productCode });
  if (!row) return null;
  const product = row.currency === null ? null : { currency: row.currency, enabled: Boolean(row.enabled) };
  return { userId: row.userId, balance: row.balance, product } satisfies Member;
}
