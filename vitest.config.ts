import { defineConfig } from 'vitest/config';

/** Database and browser suites start servers and databases; on two cores that takes seconds, not milliseconds. */
const slow = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    reporters: ['default', './tools/plain-summary-reporter.ts'],
    // Database suites each open their own database; two cores cannot run many at once usefully.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'api',
          // Gives the run an id: database suites copy a database seeded once per run (apps/api/src/test/databases.ts).
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
          include: ['apps/api/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          // The suites share a worker's modules instead of importing the whole server again for each file: they mock
          // nothing and keep their state in the servers and databases they open, and importing was a fifth of the run.
          isolate: false,
          ...slow,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          // Worker threads start a file's jsdom world faster than child processes (the project took 29 % less time).
          pool: 'threads',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./apps/web/src/test/setup.ts'],
          ...slow,
        },
      },
      {
        extends: './apps/console/vite.config.ts',
        test: {
          name: 'console',
          // Worker threads start a file's jsdom world faster than child processes (the project took 29 % less time).
          pool: 'threads',
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./apps/console/src/test/setup.ts'],
          ...slow,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // The run's id: each set of server settings gets its data folder seeded once per run (e2e/server.ts).
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
          environment: 'node',
          // A browser and a server share two cores with the other suites: what a person waits a few seconds for may
          // take more than expect.poll's default second to appear.
          expect: { poll: { timeout: 15_000 } },
          ...slow,
        },
      },
    ],
  },
});
