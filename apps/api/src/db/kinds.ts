import type { TransferKind } from '@zeya/contract/transfer-kinds';
import { sql } from 'drizzle-orm';

/**
 * `('a', 'b')` of transfer kinds, written into the statement rather than bound: the kinds are our own constants, and
 * literals let the planner use the partial indexes that name them.
 */
export function kindsIn(kinds: readonly TransferKind[]) {
  return sql.raw(`(${kinds.map((kind) => `'${kind}'`).join(', ')})`);
}

/** One transfer kind as a literal of the statement. */
export const kindLiteral = (kind: TransferKind) => sql.raw(`'${kind}'`);
