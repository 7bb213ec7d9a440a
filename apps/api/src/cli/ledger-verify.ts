import { verifyBooks } from '../books';
import { runCli } from './run';

/** `npm run ledger:verify`: checks every ledger invariant and the audit chain; exit code 1 on any violation. */
runCli(async (db) => {
  const violations = await verifyBooks(db);
  for (const violation of violations) console.error(`VIOLATION ${violation}`);
  console.log(
    violations.length === 0 ? 'Ledger verified: no violations.' : `${violations.length} violation(s).`,
  );
  return violations.length === 0 ? 0 : 1;
}, 2);
