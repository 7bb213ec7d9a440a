import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Database and browser suites start servers and databases; on two cores that takes seconds, not milliseconds. */
const slow = { testTimeout: 60_000, hookTimeout: 120_000 };

/** The test files under `dir` that replace a module with vi.mock. */
function moduleMockingFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
}

/**
 * The screen tests of one front end, in happy-dom on worker threads (they start a file's DOM faster than child
 * processes: 29 % less time). happy-dom, not jsdom: each file builds a DOM of its own, and jsdom's took most of the
 * screen tests' time (all of them 60 -> 34 s alone, CPU 108 -> 58 s); what only a real browser shows, the browser
 * suites (e2e/) check in Chromium. The files share their worker's modules instead of importing React, the router and the
 * app again for each file (the console's tests took a fifth of the time); a file that replaces a module with vi.mock
 * runs apart, with modules of its own, since a module an earlier file loaded cannot be replaced.
 */
function screenProjects(app: 'web' | 'console'): TestProjectInlineConfiguration[] {
  const dir = `apps/${app}/src`;
  const mocking = moduleMockingFiles(dir);
  const common = {
    pool: 'threads' as const,
    environment: 'happy-dom',
    setupFiles: [`./${dir}/test/setup.ts`],
    ...slow,
  };
  return [
    {
      extends: `./apps/${app}/vite.config.ts`,
      test: {
        ...common,
        name: app,
        isolate: false,
        include: [`${dir}/**/*.test.{ts,tsx}`],
        exclude: [...configDefaults.exclude, ...mocking],
      },
    },
    {
      extends: `./apps/${app}/vite.config.ts`,
      test: { ...common, name: `${app}-own-modules`, include: mocking },
    },
  ];
}

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
      ...screenProjects('web'),
      ...screenProjects('console'),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // The suites share a worker's modules (the server's test helpers, Playwright) instead of importing them
          // again for each file: they mock nothing and keep their state in the servers and pages they open.
          isolate: false,
          // The run's id: each set of server settings gets its data folder seeded once per run (e2e/server.ts); and
          // the run's browser (e2e/global-setup.ts).
          globalSetup: ['./apps/api/src/test/global-setup.ts', './e2e/global-setup.ts'],
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
