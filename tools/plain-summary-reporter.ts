import type { Reporter, TestModule } from 'vitest/node';

/** Ends a run with one plain line, 'Tests: N passed, N failed, N skipped', that CI and humans read the same way. */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      if (module.state() === 'failed' && module.children.size === 0) counts.failed += 1;
    }
    console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    if (!process.env.TEST_DATABASE_URL)
      console.log(
        'Database suites ran on PGlite only: one connection, so no race between two transactions (a lost update) ' +
          'can happen there. Set TEST_DATABASE_URL to a PostgreSQL server (CI does) to run them where it can.',
      );
  }
}
