import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { testDatabaseKinds } from '../../test/databases';
import { PRODUCTION_ENV, startTestServer, type TestServer } from '../../test/server';

const FAKE_NOW = '2026-11-24T12:00:20+06:30';

describe('the test clock control and the configuration', () => {
  it('is refused in production, even with FAKE_NOW left out', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, TEST_CLOCK_CONTROL: 'on' })).toThrow(
      /TEST_CLOCK_CONTROL: on is refused in production/,
    );
    expect(loadConfig(PRODUCTION_ENV).testClockControl).toBe(false);
  });

  it('needs FAKE_NOW (the clock it moves) and one worker', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: 'on' })).toThrow(
      /TEST_CLOCK_CONTROL: on needs FAKE_NOW/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        TEST_CLOCK_CONTROL: 'on',
        FAKE_NOW,
        WORKERS: '2',
        DATABASE_URL: 'postgres://x@127.0.0.1/x',
      }),
    ).toThrow(/TEST_CLOCK_CONTROL: on is refused with WORKERS above 1/);
    expect(loadConfig({ NODE_ENV: 'development', TEST_CLOCK_CONTROL: 'on', FAKE_NOW }).testClockControl).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'development', FAKE_NOW }).testClockControl).toBe(false);
  });
});

describe.each(testDatabaseKinds())('the test clock control on %s', (kind) => {
  let plain: TestServer;
  let controlled: TestServer;
  beforeAll(async () => {
    [plain, controlled] = await Promise.all([
      startTestServer(kind),
      startTestServer(kind, { TEST_CLOCK_CONTROL: 'on', FAKE_NOW }),
    ]);
  });
  afterAll(() => Promise.all([plain?.close(), controlled?.close()]));

  it('does not exist without TEST_CLOCK_CONTROL: nobody can read or move the clock', async () => {
    const before = plain.clock.now().getTime();
    expect((await plain.get('/api/test-clock')).status).toBe(404);
    expect((await plain.post('/api/test-clock', { forward_seconds: 3600 })).status).toBe(404);
    expect(plain.clock.now().getTime()).toBe(before);
  });

  it('moves the clock forward by the seconds asked, and says the new time', async () => {
    controlled.clock.set(new Date(FAKE_NOW));
    const read = await controlled.get('/api/test-clock');
    expect(read.status).toBe(200);
    expect(new Date(read.body.data.now)).toEqual(new Date(FAKE_NOW));

    const moved = await controlled.post('/api/test-clock', { forward_seconds: 60 });
    expect(moved.status).toBe(200);
    expect(new Date(moved.body.data.now)).toEqual(new Date('2026-11-24T12:01:20+06:30'));
    expect(controlled.clock.now()).toEqual(new Date('2026-11-24T12:01:20+06:30'));
  });

  it('never moves it back', async () => {
    const before = controlled.clock.now().getTime();
    for (const forward_seconds of [0, -60, 1.5])
      expect((await controlled.post('/api/test-clock', { forward_seconds })).status).toBe(422);
    expect(controlled.clock.now().getTime()).toBe(before);
  });
});
