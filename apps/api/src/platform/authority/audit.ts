import { createHash } from 'node:crypto';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: number | null;
  actorLabel: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  at: Date;
}

const GENESIS = '0'.repeat(64);
/** Serialises writers of the chain: each new row needs the hash of the last one. */
const AUDIT_LOCK = 7_262_002;

/** JSON with object keys sorted: jsonb gives keys back in its own order, and the hash must not care. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  return value;
}

function entryHash(prevHash: string, entry: AuditEntry): string {
  const body = JSON.stringify(
    canonical([
      prevHash,
      entry.actorId,
      entry.actorLabel,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.before ?? null,
      entry.after ?? null,
      entry.ip,
      entry.at.toISOString(),
    ]),
  );
  return createHash('sha256').update(body).digest('hex');
}

/** Appends one record to the chain, inside the caller's transaction so it commits with the change it describes. */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`);
  const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  const prevHash = last?.hash ?? GENESIS;
  await tx.insert(auditLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at,
    prevHash,
    hash: entryHash(prevHash, entry),
  });
}

/** Ids of audit rows whose hash or link to the previous row does not hold. */
export async function verifyAuditChain(db: Executor): Promise<number[]> {
  const broken: number[] = [];
  let prevHash = GENESIS;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, afterId))
      .orderBy(asc(auditLog.id))
      .limit(1000);
    if (rows.length === 0) return broken;
    for (const row of rows) {
      const expected = entryHash(prevHash, { ...row, at: row.createdAt });
      if (row.prevHash !== prevHash || row.hash !== expected) broken.push(row.id);
      prevHash = row.hash;
      afterId = row.id;
    }
  }
}
