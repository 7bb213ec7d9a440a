import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { HttpError } from '../http/errors';
import { httpSmsGateway, maskedPhone } from './sms';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** The HTTP gateway never touches the database: the message leaves at once, whatever the transaction. */
const NO_DATABASE = undefined as unknown as Executor;
const MESSAGE = {
  to: '09123456789',
  purpose: 'reset_code',
  text: 'Zeya: your code is 123456.',
  at: new Date(),
} as const;

describe('the HTTP SMS gateway', () => {
  const received: Received[] = [];
  let status = 202;
  const gatewayServer = createServer((request, reply) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(text),
      });
      reply.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}/v1/messages`;
  });
  afterAll(() => new Promise((resolve) => gatewayServer.close(resolve)));

  const gateway = () => httpSmsGateway({ url, token: 'gateway-secret', sender: 'Zeya' });

  it('posts the number, the sender and the text as JSON with the bearer token', async () => {
    status = 202;
    received.length = 0;
    await gateway().send(NO_DATABASE, MESSAGE);
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v1/messages',
        headers: expect.objectContaining({
          authorization: 'Bearer gateway-secret',
          'content-type': 'application/json',
        }),
        body: { to: '09123456789', from: 'Zeya', text: 'Zeya: your code is 123456.' },
      },
    ]);
  });

  it('turns a refusal of the gateway, or no gateway at all, into 503 sms_not_sent', async () => {
    status = 500;
    const refused = await gateway()
      .send(NO_DATABASE, MESSAGE)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, messageKey: 'sms_not_sent' });

    const nowhere = httpSmsGateway({ url: 'http://127.0.0.1:9/none', token: 't', sender: 'Zeya' });
    await expect(nowhere.send(NO_DATABASE, MESSAGE)).rejects.toMatchObject({
      statusCode: 503,
      messageKey: 'sms_not_sent',
    });
  });

  it('shows staff only the ends of a number', () => {
    expect(maskedPhone('09123456789')).toBe('09******789');
  });
});
