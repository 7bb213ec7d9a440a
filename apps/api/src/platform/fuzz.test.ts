import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTokens } from '../test/console';
import { testDatabaseKinds } from '../test/databases';
import { expectLedgerClean } from '../test/ledger';
import { documentedOperations, type JsonSchema, type Operation } from '../test/openapi';
import { startTestServer, type TestServer } from '../test/server';

/** Text a database cannot store, or a browser should never send. */
const BAD_TEXTS = {
  nul: 'Aung\u0000Aung',
  'lone high surrogate': 'Aung\ud800',
  'lone low surrogate': '\udc00Aung',
};
/**
 * The same in an address, percent-encoded as a client would send its bytes: NUL, a surrogate's three bytes (which
 * UTF-8 forbids), bytes that are no UTF-8 at all, and a sequence cut short.
 */
const BAD_URL_TEXTS = ['Aung%00Aung', 'Aung%ED%A0%80', '%ED%B0%80Aung', '%FF%FE', 'Aung%E1%80'];
/** Signing out or ending the caller's own session would end the run's coverage, not find a fault. */
const SKIPPED = new Set(['POST /api/logout', 'POST /api/console/logout']);

/** A body shaped like the schema (so validation reaches as deep as it can), every string field set to `text`. */
function sample(schema: JsonSchema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 6) return text;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants)
    return sample(variants.find((variant) => variant.type !== 'null') ?? variants[0], text, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  if (schema.enum) return typeof schema.enum[0] === 'string' ? text : schema.enum[0];
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sample(inner, text, depth + 1)]),
    );
  if (type === 'array') return [sample(schema.items, text, depth + 1)];
  if (type === 'number' || type === 'integer') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  return text;
}

/** A path with its parameters filled in with `param`, which is already percent-encoded. */
const urlOf = (path: string, param: string) => path.replace(/\{[^}]+\}/g, param);

describe.each(testDatabaseKinds())('every route of the OpenAPI document under bad bytes on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof consoleTokens>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await consoleTokens(server);
  });
  afterAll(() => server.close());

  it('answers every request with a 4xx or less, never a 5xx, and leaves the books exact', async () => {
    const routes = (await documentedOperations(server)).filter(
      (operation) => !SKIPPED.has(`${operation.method} ${operation.path}`),
    );
    expect(routes.length).toBeGreaterThan(150);
    const classes: Record<string, number> = {};
    const fiveHundreds: string[] = [];
    const send = async (operation: Operation, url: string, body?: string | Buffer) => {
      const token = operation.path.startsWith('/api/console/') ? tokens.admin : tokens.player;
      const response = await fetch(server.base + url, {
        method: operation.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body,
      });
      await response.arrayBuffer();
      const statusClass = `${String(response.status)[0]}xx`;
      classes[statusClass] = (classes[statusClass] ?? 0) + 1;
      if (response.status >= 500) fiveHundreds.push(`${operation.method} ${url} ${response.status}`);
    };

    for (const operation of routes) {
      const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      const url = urlOf(operation.path, '999999');
      for (const text of Object.values(BAD_TEXTS))
        if (takesBody) await send(operation, url, JSON.stringify(sample(operation.body, text)));
      for (const text of BAD_URL_TEXTS) {
        const query = operation.query.map((name) => `${name}=${text}`).join('&');
        if (query) await send(operation, `${url}?${query}`);
        if (operation.path.includes('{')) await send(operation, urlOf(operation.path, text));
      }
      if (!takesBody) continue;
      await send(operation, url, `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`);
      await send(operation, url, `${'['.repeat(100_000)}`);
      await send(operation, url, JSON.stringify({ filler: 'x'.repeat(2 * 1024 * 1024) }));
      // Bytes that are not UTF-8 at all: the decoder makes U+FFFD of them, which is stored as it is.
      await send(
        operation,
        url,
        Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('"}')]),
      );
    }

    const requests = Object.values(classes).reduce((sum, n) => sum + n, 0);
    console.log(
      `fuzz on ${kind}: ${routes.length} operations, ${requests} requests, by status class ${JSON.stringify(classes)}`,
    );
    expect(fiveHundreds).toEqual([]);
    await expectLedgerClean(server);
  }, 600_000);
});
