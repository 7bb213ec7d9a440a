import type { Executor } from './db/client';
import { cashierViolations } from './modules/cashier/invariants';
import { commissionViolations } from './modules/commission/invariants';
import { bonusViolations } from './platform/money/bonus/invariants';
import { verifyLedger } from './platform/money/ledger/verify';

/** Every invariant of the books: the ledger's own and those of the features that move money through it. */
export async function verifyBooks(db: Executor): Promise<string[]> {
  return [
    ...(await verifyLedger(db)),
    ...(await cashierViolations(db)),
    ...(await bonusViolations(db)),
    ...(await commissionViolations(db)),
  ];
}
