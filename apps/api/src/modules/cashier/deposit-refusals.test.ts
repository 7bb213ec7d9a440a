import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureQueue } from '../../platform/http/media';
import { testDatabaseKinds } from '../../test/databases';
import { newFundedPlayer } from '../../test/ledger';
import { startTestServer, type TestServer } from '../../test/server';
import { pngHeaderOf, pngOf } from '../../test/uploads';

/**
 * Refuse before working: a deposit request that is refused for any reason is refused before its receipt picture is
 * decoded, and a picture too big is refused by its header. The server runs in this process, so the picture queue's
 * counter of decodes started tells whether a request cost any picture work.
 */
describe.each(testDatabaseKinds())('deposit refusals before picture work on %s', (kind) => {
  let server: TestServer;
  let channelId: number;
  let receipt: Buffer;
  let serial = 300000;
  const nextRef = () => String((serial += 1));

  beforeAll(async () => {
    server = await startTestServer(kind, { MAX_PENDING_DEPOSITS: '2' });
    channelId = (await server.get('/api/banks')).body.data[0].id;
    receipt = await pngOf(40, 30);
  });
  afterAll(() => server.close());

  /** A deposit sent as the player site sends it with a receipt: a multipart form. */
  async function sendDeposit(
    token: string,
    fields: Record<string, string>,
    picture: Buffer = receipt,
    headers: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.set('agent_payment_type_id', String(channelId));
    form.set('amount', '3000');
    form.set('refrence_no', nextRef());
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('receipt', new Blob([picture]), 'receipt.png');
    const response = await fetch(`${server.base}/api/depositfinicial`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  const decodes = () => pictureQueue().started;
  const deposits = async (token: string) =>
    (await server.get('/api/depositlogfinicial', { token })).body.data as unknown[];

  it('refuses on amount, channel, receipt number, pending count and protection without decoding the picture', async () => {
    const player = await newFundedPlayer(server);
    const before = decodes();

    const above = await sendDeposit(player.token, { amount: '999999999' });
    expect(above.status).toBe(422);
    expect(Object.keys(above.body.errors)).toEqual(['amount']);
    const channel = await sendDeposit(player.token, { agent_payment_type_id: '999' });
    expect(Object.keys(channel.body.errors)).toEqual(['agent_payment_type_id']);

    const used = nextRef();
    const first = await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, refrence_no: used, amount: 3_000 },
      { token: player.token },
    );
    expect(first.status).toBe(200);
    const again = await sendDeposit(player.token, { refrence_no: used });
    expect(again.status).toBe(422);
    expect(again.body.errors.refrence_no).toEqual([
      'A deposit with this transaction number on this channel was already made today.',
    ]);

    await server.post(
      '/api/depositfinicial',
      { agent_payment_type_id: channelId, refrence_no: nextRef(), amount: 3_000 },
      { token: player.token },
    );
    const third = await sendDeposit(player.token, {});
    expect(third.status).toBe(422);
    expect(third.body.message).toBe(
      'You already have 2 pending deposits, the most allowed. Please wait until one of them is checked.',
    );
    expect(decodes()).toBe(before);
    expect(await deposits(player.token)).toHaveLength(2);
  });

  it('refuses a deposit past the player’s own deposit limit, or during a break, without decoding the picture', async () => {
    const limited = await newFundedPlayer(server);
    await server.post(
      '/api/protection/limits',
      { limit: 'deposit_day', amount: 2_000 },
      { token: limited.token },
    );
    const onBreak = await newFundedPlayer(server);
    expect(
      (
        await server.post(
          '/api/protection/break',
          { kind: 'timeout', length: '24h' },
          { token: onBreak.token },
        )
      ).status,
    ).toBe(200);
    const before = decodes();

    const overLimit = await sendDeposit(limited.token, { amount: '3000' });
    expect(overLimit.status).toBe(422);
    expect(overLimit.body.errors.amount[0]).toMatch(/daily deposit limit of 2,000 Ks/);
    const paused = await sendDeposit(onBreak.token, {});
    expect(paused.status).toBe(403);
    expect(paused.body.message).toMatch(/You are taking a break/);
    expect(decodes()).toBe(before);
  });

  it('refuses a picture of too many pixels by its header, at once, in the player’s language', async () => {
    const player = await newFundedPlayer(server);
    const before = decodes();
    const started = Date.now();
    const huge = await sendDeposit(player.token, {}, pngHeaderOf(7000, 7000), { 'accept-language': 'my' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(huge.status).toBe(422);
    expect(huge.body.errors.receipt).toEqual([
      'ဤပုံသည် 7000 × 7000 pixel ရှိပါသည်။ အများဆုံး 16.8 megapixel (4096 × 4096) အထိသာ လက်ခံပါသည်။ screenshot တစ်ပုံ သို့မဟုတ် အရွယ်အစား သေးငယ်သော ဓာတ်ပုံကို ပို့ပါ။',
    ]);
    const english = await sendDeposit(player.token, {}, pngHeaderOf(5000, 4000));
    expect(english.body.errors.receipt).toEqual([
      'This picture is 5000 × 4000 pixels; we take at most 16.8 megapixels (4096 × 4096). Send a screenshot, or the photo at a smaller size.',
    ]);
    expect(decodes()).toBe(before);
    expect(await deposits(player.token)).toEqual([]);
  });

  it('decodes an accepted receipt once; a retry with its Idempotency-Key gets the same reply without decoding it again', async () => {
    const player = await newFundedPlayer(server);
    const before = decodes();
    const fields = { refrence_no: nextRef() };
    const key = { 'idempotency-key': `deposit-${player.id}-receipt` };
    const done = await sendDeposit(player.token, fields, receipt, key);
    expect(done.status).toBe(200);
    expect(decodes()).toBe(before + 1);
    const retried = await sendDeposit(player.token, fields, receipt, key);
    expect(retried).toEqual(done);
    expect(decodes()).toBe(before + 1);
    expect(await deposits(player.token)).toHaveLength(1);
    // The same key with another picture is another request: refused, and not decoded either.
    const other = await sendDeposit(player.token, fields, await pngOf(20, 20), key);
    expect(other.status).toBe(409);
    expect(decodes()).toBe(before + 1);
    // One receipt file stored: the refused requests left none behind.
    expect(readdirSync(server.deps.config.receiptsDir)).toHaveLength(1);
  });
});
