import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { auditCount, lastAudit, pngOf, sendForm, served } from '../../test/uploads';

const CHANNEL = { payment_type: 'Yoma Pay', account_name: 'Daw Su Su', account_no: '09451234567' };

describe.each(testDatabaseKinds())('console payment channels on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  let player: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = await server.login('operator', 'operator12345', '/api/console/login');
    admin = await server.login('admin', 'admin12345', '/api/console/login');
    player = await server.login('demo', 'golden-pagoda-7');
  });
  afterAll(() => server.close());

  const channels = async () =>
    (await server.get('/api/console/channels', { token: operator })).body.data as any[];
  const banks = async () => (await server.get('/api/banks')).body.data as any[];
  const create = async (token = admin) =>
    sendForm(server, 'POST', '/api/console/channels', CHANNEL, { image: await pngOf(400, 100) }, token);

  it('lets operators read the channels but only admins change them', async () => {
    expect((await server.get('/api/console/channels')).status).toBe(401);
    expect((await server.get('/api/console/channels', { token: player })).status).toBe(403);
    expect((await server.get('/api/console/channels', { token: admin })).status).toBe(200);
    const [first] = await channels();
    expect(first).toMatchObject({ payment_type: 'KBZPay', enabled: true, media_url: expect.any(String) });
    const before = await channels();
    expect((await create(operator)).status).toBe(403);
    expect((await create(player)).status).toBe(403);
    for (const path of [`${first.id}/disable`, `${first.id}/move`]) {
      const reply = await server.post(
        `/api/console/channels/${path}`,
        { direction: 'down' },
        { token: operator },
      );
      expect(reply.status).toBe(403);
    }
    expect((await server.put(`/api/console/channels/${first.id}`, CHANNEL, { token: operator })).status).toBe(
      403,
    );
    expect((await server.delete(`/api/console/channels/${first.id}`, { token: operator })).status).toBe(403);
    expect(await channels()).toEqual(before);
  });

  it('creates a channel with its logo fitted into 144 x 72, which the deposit page lists at once', async () => {
    const reply = await create();
    expect(reply.status).toBe(200);
    const channel = reply.body.data;
    expect(channel).toMatchObject({ ...CHANNEL, enabled: true });
    const logo = await sharp((await served(server, channel.media_url))!).metadata();
    expect({ width: logo.width, height: logo.height, format: logo.format }).toEqual({
      width: 144,
      height: 72,
      format: 'webp',
    });
    expect((await banks()).at(-1)).toMatchObject({
      id: channel.id,
      bank_name: CHANNEL.payment_type,
      name: CHANNEL.account_name,
      no: CHANNEL.account_no,
      img: channel.media_url,
    });
    expect(await lastAudit(server)).toMatchObject({
      action: 'payment_channel.create',
      targetType: 'payment_channel',
      targetId: String(channel.id),
      before: null,
      after: channel,
    });
  });

  it('edits an account number, audited with before and after; bad input is 422 and changes nothing', async () => {
    const channel = (await channels()).at(-1);
    const edited = await server.put(
      `/api/console/channels/${channel.id}`,
      { ...CHANNEL, account_no: '09450000000' },
      { token: admin },
    );
    expect(edited.status).toBe(200);
    expect(await lastAudit(server)).toMatchObject({
      action: 'payment_channel.update',
      before: { account_no: CHANNEL.account_no },
      after: { account_no: '09450000000' },
    });
    const audits = await auditCount(server, 'payment_channel.update');
    const bad = await sendForm(
      server,
      'PUT',
      `/api/console/channels/${channel.id}`,
      { ...CHANNEL, account_name: '' },
      { image: Buffer.from('not an image') },
      admin,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['account_name']);
    const badImage = await sendForm(
      server,
      'PUT',
      `/api/console/channels/${channel.id}`,
      CHANNEL,
      { image: Buffer.from('not an image') },
      admin,
    );
    expect(Object.keys(badImage.body.errors)).toEqual(['image']);
    expect((await channels()).at(-1)).toEqual(edited.body.data);
    expect(await auditCount(server, 'payment_channel.update')).toBe(audits);
  });

  it('disables a channel: players can no longer pick it or deposit into it', async () => {
    const channel = (await channels()).at(-1);
    expect(
      (await server.post(`/api/console/channels/${channel.id}/disable`, undefined, { token: admin })).status,
    ).toBe(200);
    expect((await banks()).map((bank) => bank.id)).not.toContain(channel.id);
    const deposit = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channel.id, amount: 5000, refrence_no: '123456' },
      { token: player },
    );
    expect(deposit.status).toBe(422);
    await server.post(`/api/console/channels/${channel.id}/enable`, undefined, { token: admin });
    expect((await banks()).map((bank) => bank.id)).toContain(channel.id);
  });

  it('keeps a channel that deposits point at (409), and deletes an unused one with its logo', async () => {
    const depositor = await newFundedPlayer(server);
    const used = (await channels()).at(-1);
    const deposit = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: used.id, amount: 5000, refrence_no: '654321' },
      { token: depositor.token },
    );
    expect(deposit.status).toBe(200);
    const refused = await server.delete(`/api/console/channels/${used.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect((await channels()).at(-1)).toEqual(used);
    expect(await served(server, used.media_url)).not.toBeNull();

    const unused = (await create()).body.data;
    expect((await server.delete(`/api/console/channels/${unused.id}`, { token: admin })).status).toBe(200);
    expect(await served(server, unused.media_url)).toBeNull();
    expect((await banks()).map((bank) => bank.id)).not.toContain(unused.id);
    expect(await lastAudit(server)).toMatchObject({
      action: 'payment_channel.delete',
      before: unused,
      after: null,
    });
  });

  it('moves a channel up, the deposit page following the new order', async () => {
    const ids = (await banks()).map((bank) => bank.id as number);
    const reply = await server.post(
      `/api/console/channels/${ids[1]}/move`,
      { direction: 'up' },
      { token: admin },
    );
    expect(reply.status).toBe(200);
    expect((await banks()).map((bank) => bank.id)).toEqual([ids[1], ids[0], ...ids.slice(2)]);
    expect(await lastAudit(server)).toMatchObject({
      action: 'payment_channel.move',
      targetId: String(ids[1]),
    });
  });
});
