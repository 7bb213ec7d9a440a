import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twodResultChain } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';
import { brokenLinks, chainEntries, GENESIS, hashOf } from './chain';

describe.each(testDatabaseKinds())('the verifiable 2D chain on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** Enters a day's 12:01 result as the operator and confirms it as the admin. */
  async function settle(day: string, reading: { twod: string; set: string; value: string }) {
    server.clock.set(new Date(`${day}T12:10:00+06:30`));
    const operator = await server.login('operator', 'operator12345', '/api/console/login');
    const admin = await server.login('admin', 'admin12345', '/api/console/login');
    const draws = (await server.get(`/api/console/twod/draws?date=${day}`, { token: operator })).body.data;
    const id = draws.find((draw: { time_id: number }) => draw.time_id === 2).id;
    expect(
      (await server.post(`/api/console/twod/draws/${id}/result`, reading, { token: operator })).status,
    ).toBe(200);
    return server.post(`/api/console/twod/draws/${id}/confirm`, undefined, { token: admin });
  }

  it('chains each settled result to the one before, serves it publicly, and the chain verifies', async () => {
    expect((await settle('2026-12-07', { twod: '38', set: '1,346.23', value: '57,388.58' })).status).toBe(
      200,
    );
    expect((await settle('2026-12-08', { twod: '71', set: '1,350.17', value: '61,201.90' })).status).toBe(
      200,
    );
    const reply = await server.get('/api/twod/chain');
    expect(reply.status).toBe(200);
    const chain = reply.body.data;
    expect(chain).toMatchObject({ algorithm: 'sha256', verified: true, broken: [] });
    expect(chain.entries).toMatchObject([
      { seq: 1, date: '2026-12-07', result: '38', set: '1,346.23', value: '57,388.58', read_by: 'operator' },
      { seq: 2, date: '2026-12-08', result: '71', set: '1,350.17', value: '61,201.90', source: 'operator' },
    ]);
    expect(chain.entries[0].prev_hash).toBe(GENESIS);
    expect(chain.entries[1].prev_hash).toBe(chain.entries[0].hash);
    // Anyone can recompute a hash from the recipe the endpoint states.
    const [first] = chain.entries;
    const { createHash } = await import('node:crypto');
    const text = [
      GENESIS,
      '2026-12-07',
      2,
      '38',
      '1,346.23',
      '57,388.58',
      'operator',
      first.read_at,
      'operator',
    ];
    expect(createHash('sha256').update(text.join('|')).digest('hex')).toBe(first.hash);
  });

  it('detects an edited past result, even when its own hash is recomputed', async () => {
    await server.db.execute(sql`update twod_result_chain set result = '39' where seq = 1`);
    expect(brokenLinks(await chainEntries(server.db))).toEqual([1]);
    const [edited] = await server.db.select().from(twodResultChain).where(eq(twodResultChain.seq, 1));
    // Recomputing the edited entry's hash breaks the next link, and 39 does not follow from its SET and value.
    await server.db
      .update(twodResultChain)
      .set({ hash: hashOf(edited!) })
      .where(eq(twodResultChain.seq, 1));
    expect(brokenLinks(await chainEntries(server.db))).toEqual([1, 2]);
    const reply = (await server.get('/api/twod/chain')).body.data;
    expect(reply).toMatchObject({ verified: false, broken: [1, 2] });
  });

  it('refuses to settle a number that does not follow from its readings', async () => {
    server.clock.set(new Date('2026-12-09T12:10:00+06:30'));
    const admin = await server.login('admin', 'admin12345', '/api/console/login');
    const operator = await server.login('operator', 'operator12345', '/api/console/login');
    const draws = (await server.get('/api/console/twod/draws?date=2026-12-09', { token: operator })).body
      .data;
    const id = draws.find((draw: { time_id: number }) => draw.time_id === 2).id;
    const override = {
      twod: '55',
      set: '1,346.23',
      value: '57,388.58',
      override_reason: 'feed says so, trust me',
    };
    expect(
      (await server.post(`/api/console/twod/draws/${id}/result`, override, { token: admin })).status,
    ).toBe(200);
    const confirm = await server.post(`/api/console/twod/draws/${id}/confirm`, undefined, {
      token: operator,
    });
    expect(confirm.status).toBe(409);
    expect((await chainEntries(server.db)).map((entry) => entry.drawDate)).not.toContain('2026-12-09');
  });
});
