import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    reporters: ['default', './tools/plain-summary-reporter.ts'],
    // Database suites each open their own database; two cores cannot run many at once usefully.
    maxWorkers: 2,
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
