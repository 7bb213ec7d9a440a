import type { AuditQuery, AuditRow, VerifyResult } from '@zeya/contract/audit';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, ledgerAccounts, ledgerTransfers } from '../../db/schema';
import { verifyBooks } from '../../books';
import { yangonDayBounds } from '../../platform/runtime/clock';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Actor by part of their user name, action by its start (`catalogue.` finds every catalogue change), the rest exact. */
function auditCondition(query: AuditQuery): SQL | undefined {
  return and(
    query.actor ? ilike(auditLog.actorLabel, `%${escapeLike(query.actor)}%`) : undefined,
    query.action ? ilike(auditLog.action, `${escapeLike(query.action)}%`) : undefined,
    query.target_type ? eq(auditLog.targetType, query.target_type) : undefined,
    query.target_id ? eq(auditLog.targetId, query.target_id) : undefined,
    query.from ? gte(auditLog.createdAt, yangonDayBounds(query.from).from) : undefined,
    query.to ? lt(auditLog.createdAt, yangonDayBounds(query.to).to) : undefined,
  );
}

/** One page of the audit log, newest first. */
export async function auditPage(db: Executor, query: AuditQuery, page: number, perPage: number) {
  const where = auditCondition(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const data: AuditRow[] = rows.map((row) => ({
    id: row.id,
    actor_id: row.actorId,
    actor: row.actorLabel,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  }));
  return { rows: data, total: total?.n ?? 0 };
}

/** Every invariant of the books and the audit chain, with how much was checked. */
export async function verifyAll(db: Executor): Promise<VerifyResult> {
  const [violations, [accounts], [transfers], [records]] = await Promise.all([
    verifyBooks(db),
    db.select({ n: count() }).from(ledgerAccounts),
    db.select({ n: count() }).from(ledgerTransfers),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    clean: violations.length === 0,
    violations,
    counts: { accounts: accounts?.n ?? 0, transfers: transfers?.n ?? 0, audit_records: records?.n ?? 0 },
  };
}
