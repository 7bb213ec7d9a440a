import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twodResultChain } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';
import { brokenLinks, chainEntries, GENESIS, hashOf } from './chain';
import { ensureDraw } from './draws';

const sha256 = (fields: unknown[]) => createHash('sha256').update(fields.join('|')).digest('hex');

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

  /** An entry settled before the two people joined the chain: hashed by recipe 1, as it was then. */
  async function oldEntry() {
    const now = new Date('2026-12-04T12:10:00+06:30');
    const draw = await ensureDraw(server.db, '2026-12-04', 2, 10, now);
    const fields = [GENESIS, '2026-12-04', 2, '38', '1,346.23', '57,388.58', 'feed', now.toISOString(), ''];
    await server.db.insert(twodResultChain).values({
      seq: 1,
      drawId: draw.id,
      recipe: 1,
      drawDate: '2026-12-04',
      timeId: 2,
      result: '38',
      set: '1,346.23',
      value: '57,388.58',
      source: 'feed',
      readAt: now,
      prevHash: GENESIS,
      hash: sha256(fields),
    });
  }

  it('chains each settled result to the one before with its two people, beside the old recipe, and verifies', async () => {
    await oldEntry();
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
    const people = { entered_role: 'operator', confirmed_by: 'admin', confirmed_role: 'admin' };
    expect(chain.entries).toMatchObject([
      { seq: 1, recipe: 1, date: '2026-12-04', feed_match: null, entered_role: null, confirmed_by: null },
      { seq: 2, recipe: 2, date: '2026-12-07', result: '38', read_by: 'operator', ...people },
      { seq: 3, recipe: 2, date: '2026-12-08', result: '71', source: 'operator', ...people },
    ]);
    // No feed here: nothing to match the figures against.
    expect(chain.entries[2].feed_match).toBe('no_reading');
    const [old, first] = chain.entries;
    expect(first.prev_hash).toBe(old.hash);
    expect(chain.entries[2].prev_hash).toBe(first.hash);
    // Anyone can recompute a hash from the recipe the endpoint states.
    expect(chain.recipe).toContain(
      'recipe 2: sha256(prev_hash|date|time_id|result|set|value|source|read_at|read_by|feed_match|entered_role|confirmed_by|confirmed_role)',
    );
    const recomputed = sha256([
      old.hash,
      '2026-12-07',
      2,
      '38',
      '1,346.23',
      '57,388.58',
      'operator',
      first.read_at,
      'operator',
      'no_reading',
      'operator',
      'admin',
      'admin',
    ]);
    expect(recomputed).toBe(first.hash);
  });

  it('detects an edited past result or person, even when its own hash is recomputed', async () => {
    // The people are covered by the hash as much as the number.
    await server.db.execute(sql`update twod_result_chain set confirmed_by = 'operator' where seq = 3`);
    expect(brokenLinks(await chainEntries(server.db))).toEqual([3]);
    await server.db.execute(sql`update twod_result_chain set confirmed_by = 'admin' where seq = 3`);
    expect(brokenLinks(await chainEntries(server.db))).toEqual([]);
    await server.db.execute(sql`update twod_result_chain set result = '39' where seq = 2`);
    expect(brokenLinks(await chainEntries(server.db))).toEqual([2]);
    const [edited] = await server.db.select().from(twodResultChain).where(eq(twodResultChain.seq, 2));
    // Recomputing the edited entry's hash breaks the next link, and 39 does not follow from its SET and value.
    await server.db
      .update(twodResultChain)
      .set({ hash: hashOf(edited!) })
      .where(eq(twodResultChain.seq, 2));
    expect(brokenLinks(await chainEntries(server.db))).toEqual([2, 3]);
    const reply = (await server.get('/api/twod/chain')).body.data;
    expect(reply).toMatchObject({ verified: false, broken: [2, 3] });
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
