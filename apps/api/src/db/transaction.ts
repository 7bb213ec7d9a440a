import type { Database, Transaction } from './client';

const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

/** The Postgres error of an error (its code, and the detail a function may raise with), also when Drizzle wraps it. */
export function pgErrorOf(error: unknown): { code: string; detail?: string } | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, detail } = current as { code?: unknown; detail?: unknown };
    if (typeof code === 'string') return { code, detail: typeof detail === 'string' ? detail : undefined };
  }
  return undefined;
}

/** The Postgres error code of an error, also when Drizzle wraps the driver's error. */
export function pgErrorCode(error: unknown): string | undefined {
  return pgErrorOf(error)?.code;
}

/**
 * Runs `work` again after a serialization failure or deadlock, a bounded number of times with a short random pause.
 * Safe because such a failure leaves nothing behind: the statement or transaction either committed or did not.
 * A lost connection is never retried here: when it drops during COMMIT, nobody here knows whether the work
 * committed, and doing it again could post it twice. The request answers 503 instead (db/unavailable.ts); a client
 * that retries with its Idempotency-Key gets the first reply back if it did commit, and a new attempt if it did not.
 */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(pgErrorCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/** Runs `work` in one database transaction, retried as withRetry says. */
export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return withRetry(() => db.transaction(work));
}

/**
 * Runs `work` in a savepoint of `tx`: a statement the database refuses there (a unique index) can be answered without
 * losing the transaction. Never retried: a serialization failure aborts the whole transaction, which inTransaction
 * runs again.
 */
export function inSavepoint<T>(tx: Transaction, work: (savepoint: Transaction) => Promise<T>): Promise<T> {
  return tx.transaction(work);
}
