import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * GET /api/twod/results: the results table of /2d. Each draw with a result of the last seven days, newest first, with
 * the SET and value it follows from; an older day is not in it.
 */
describe.each(testDatabaseKinds())('2D results table on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function drawOf(day: string, timeId: number, token: string) {
    const draws = (await server.get(`/api/console/twod/draws?date=${day}`, { token })).body.data;
    return draws.find((draw: { time_id: number }) => draw.time_id === timeId).id as number;
  }

  /** The operator enters a result at the draw's minute; the admin confirms it unless `confirm` is false. */
  async function enter(day: string, timeId: 2 | 4, reading: Record<string, string>, confirm = true) {
    server.clock.set(new Date(`${day}T${timeId === 2 ? '12:10' : '16:40'}:00+06:30`));
    const operator = await server.login('operator', 'operator12345', '/api/console/login');
    const id = await drawOf(day, timeId, operator);
    const entered = await server.post(`/api/console/twod/draws/${id}/result`, reading, { token: operator });
    expect(entered.status).toBe(200);
    if (!confirm) return;
    const admin = await server.login('admin', 'admin12345', '/api/console/login');
    expect(
      (await server.post(`/api/console/twod/draws/${id}/confirm`, undefined, { token: admin })).status,
    ).toBe(200);
  }

  it('lists the week’s results newest first with SET, value and the two digits, without older days', async () => {
    await enter('2026-11-16', 2, { twod: '38', set: '1,346.23', value: '57,388.58' });
    await enter('2026-11-23', 2, { twod: '71', set: '1,350.17', value: '61,201.90' });
    await enter('2026-11-23', 4, { twod: '05', set: '1,352.40', value: '43,115.25' });
    // Entered and waiting for its second person: the live board shows it, so the table does too.
    await enter('2026-11-24', 2, { twod: '19', set: '1,349.51', value: '70,009.11' }, false);

    server.clock.set(new Date('2026-11-24T13:00:00+06:30'));
    const reply = await server.get('/api/twod/results');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      {
        date: '2026-11-24',
        time_id: 2,
        open_time: '12:01:00',
        set: '1,349.51',
        value: '70,009.11',
        twod: '19',
      },
      {
        date: '2026-11-23',
        time_id: 4,
        open_time: '16:30:00',
        set: '1,352.40',
        value: '43,115.25',
        twod: '05',
      },
      {
        date: '2026-11-23',
        time_id: 2,
        open_time: '12:01:00',
        set: '1,350.17',
        value: '61,201.90',
        twod: '71',
      },
    ]);
  });

  it('is in the OpenAPI document, public, with the fields of each result', async () => {
    const doc = (await server.get('/api/docs/json')).body;
    const get = doc.paths['/api/twod/results'].get;
    expect(get.tags).toEqual(['2d']);
    const reply = get.responses['200'].content['application/json'].schema;
    expect(Object.keys(reply.properties.data.items.properties).sort()).toEqual([
      'date',
      'open_time',
      'set',
      'time_id',
      'twod',
      'value',
    ]);
  });
});
