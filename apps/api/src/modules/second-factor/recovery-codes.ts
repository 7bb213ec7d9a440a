import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { recoveryCodes } from '../../db/schema';
import { hashToken } from '../../platform/auth/sessions';

const CODES = 10;
/** No 0/O or 1/I: the codes are written on paper and typed back in. 32 symbols, ten of them: 50 bits a code. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const newCode = () => {
  const symbols = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
};

/** As typed: any case, with or without the dash or spaces. */
const hashOf = (code: string) => hashToken(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));

/** Ten new codes in place of all the old ones; only their hashes are kept, so they are shown this once. */
export async function replaceRecoveryCodes(tx: Transaction, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: CODES }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashOf(code), createdAt: now })));
  return codes;
}

/** Spends one code; false when it is not one of the user's, or was spent already. */
export async function spendRecoveryCode(tx: Transaction, userId: number, code: string, now: Date) {
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashOf(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
