import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRules } from '../../db/schema';
import { consoleTokens } from '../../test/console';
import { testDatabaseKinds } from '../../test/databases';
import { expectLedgerClean, newFundedPlayer } from '../../test/ledger';
import { documentedOperations, type JsonSchema, type Operation } from '../../test/openapi';
import { startTestServer, type TestServer } from '../../test/server';
import { consoleLogin } from '../../test/staff';

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

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A body no route reads: the Content-Type it claims (undefined: none) and its bytes. */
interface Unreadable {
  type: string | undefined;
  body: string | Buffer;
  /** A type some routes take (JSON, a multipart form): 400 on those, 415 on the others. Else 415 everywhere. */
  takenAs?: 'json' | 'form';
  /** Read as an empty form by the routes that take one: refused by their own 4xx (fields missing, not found). */
  readAsEmpty?: true;
}

/** Multipart without its boundary, XML, forms, text, another charset, broken and 10,000-deep JSON. */
const UNREADABLE: Unreadable[] = [
  {
    type: 'multipart/form-data',
    body: '--zeya\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zeya--',
    takenAs: 'form',
  },
  { type: 'multipart/form-data; boundary=""', body: '--\r\n', takenAs: 'form' },
  { type: 'multipart/form-data; boundary=zeya', body: 'no part at all', takenAs: 'form', readAsEmpty: true },
  {
    type: 'multipart/form-data; boundary=zeya',
    body: '--zeya\r\nContent-Disposition: form-data; name="a"\r\n',
    takenAs: 'form',
    readAsEmpty: true,
  },
  { type: 'application/xml', body: '<?xml version="1.0"?><request><amount>1</amount></request>' },
  { type: 'text/xml; charset=utf-8', body: '<request/>' },
  { type: 'application/x-www-form-urlencoded', body: 'amount=1&user_name=Aung&password=x' },
  { type: 'text/plain', body: '{"amount":1}' },
  { type: 'application/octet-stream', body: Buffer.from([0, 1, 2, 0xff]) },
  { type: 'application/vnd.api+json', body: '{}' },
  { type: 'not a type', body: '{}' },
  { type: undefined, body: '{"amount":1}' },
  {
    type: 'application/json; charset=utf-16le',
    body: Buffer.from('{"amount":1}', 'utf16le'),
    takenAs: 'json',
  },
  { type: 'application/json; charset=iso-8859-1', body: '{"name":"Aung"}', takenAs: 'json' },
  { type: 'application/json', body: '{"amount": 1', takenAs: 'json' },
  { type: 'application/json', body: '{"amount":1}\u0000', takenAs: 'json' },
  { type: 'application/json', body: '{"__proto__": {"admin": true}}', takenAs: 'json' },
  { type: 'application/json', body: deepArray(10_000), takenAs: 'json' },
  { type: 'application/json', body: deepObject(10_000), takenAs: 'json' },
];
/** Whether a route takes a type at all, asked with a body of it that any parser reads (an empty object, form). */
const READABLE = {
  json: { type: 'application/json', body: '{}' },
  form: { type: 'multipart/form-data; boundary=zeya', body: '--zeya--\r\n' },
} as const;
/** Fastify reads no body on these, whatever is sent: the route answers as it would without one. */
const BODYLESS = new Set(['GET', 'HEAD']);
/** Numbers as JSON can write them and no amount, count or id of ours can be: beyond a double, beyond bigint, tiny. */
const HUGE_NUMBERS = [
  '1e400',
  '-1e400',
  '99999999999999999999999',
  '9223372036854775808',
  '-9223372036854775809',
  '4.9e-324',
];
/** The same in a path or a query string, where they arrive as text. */
const HUGE_URL_NUMBERS = ['99999999999999999999', '9223372036854775808', '-1', '1e400', '1.5', '0x10'];
/** Stands for a number in a sampled body, replaced by one of HUGE_NUMBERS in its JSON text. */
const NUMBER_MARK = 271828.182845;

/** The aggregator's webhooks answer HTTP 200 in its own shape whatever arrives (its document's error shape). */
const answersInOwnShape = (path: string) => path.startsWith('/api/v1/api/seamless/');

/**
 * A body shaped like the schema (so validation reaches as deep as it can), every string field set to `text`, every
 * number to `number` (else the least the schema allows, at least 1).
 */
function sample(schema: JsonSchema | undefined, text: string, number?: number, depth = 0): unknown {
  if (!schema || depth > 6) return text;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants)
    return sample(variants.find((variant) => variant.type !== 'null') ?? variants[0], text, number, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  if (schema.enum) return typeof schema.enum[0] === 'string' ? text : schema.enum[0];
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, inner]) => [
        key,
        sample(inner, text, number, depth + 1),
      ]),
    );
  if (type === 'array') return [sample(schema.items, text, number, depth + 1)];
  if (type === 'number' || type === 'integer') return number ?? Math.max(1, schema.minimum ?? 1);
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
    /** Bodies refused with another status than their class's: read as something else, or refused for another reason. */
    const misread: string[] = [];
    const tokenFor = (operation: Operation) =>
      operation.path.startsWith('/api/console/') ? tokens.admin : tokens.player;
    const count = (operation: Operation, url: string, status: number) => {
      const statusClass = `${String(status)[0]}xx`;
      classes[statusClass] = (classes[statusClass] ?? 0) + 1;
      if (status >= 500) fiveHundreds.push(`${operation.method} ${url} ${status}`);
    };
    /** A request as any client may send it: a body on any method, with any Content-Type or none. */
    const raw = async (
      operation: Operation,
      url: string,
      bad: { type: string | undefined; body: string | Buffer },
    ) => {
      const headers: Record<string, string> = { authorization: `Bearer ${tokenFor(operation)}` };
      if (bad.type !== undefined) headers['content-type'] = bad.type;
      const reply = await server.inject({
        method: operation.method as InjectOptions['method'],
        url,
        headers,
        payload: bad.body,
      });
      return { status: reply.statusCode, text: reply.body };
    };
    const send = async (operation: Operation, url: string, body?: string | Buffer) => {
      const type = body === undefined ? undefined : 'application/json';
      const { status } = await raw(operation, url, { type, body: body ?? '' });
      count(operation, url, status);
    };
    /**
     * A body no route reads: 415 where the route does not take its type, 400 where it does, unless the caller may
     * not call the route at all (401, 403). Ignored on a GET; the aggregator's webhooks answer 999 in their shape.
     */
    const sendUnreadable = async (operation: Operation, url: string, bad: Unreadable, takes: Set<string>) => {
      const { status, text } = await raw(operation, url, bad);
      count(operation, url, status);
      if (BODYLESS.has(operation.method) || status === 401 || status === 403) return;
      const taken = bad.takenAs !== undefined && takes.has(bad.takenAs);
      const expected = answersInOwnShape(operation.path) ? 200 : taken ? 400 : 415;
      const fits =
        status === expected || (taken && bad.readAsEmpty === true && status >= 400 && status < 500);
      if (!fits) misread.push(`${operation.method} ${url} [${bad.type}] ${status} ${text.slice(0, 120)}`);
      if (answersInOwnShape(operation.path) && (JSON.parse(text) as { code: number }).code !== 999)
        misread.push(`${operation.method} ${url} [${bad.type}] answered ${text.slice(0, 120)}`);
    };
    /** The types a route takes: those it does not refuse with 415 when the body is one every parser reads. */
    const takenTypes = async (operation: Operation, url: string) => {
      const takes = new Set<string>();
      for (const [name, readable] of Object.entries(READABLE)) {
        const { status } = await raw(operation, url, readable);
        count(operation, url, status);
        if (status !== 415) takes.add(name);
      }
      return takes;
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
      for (const number of HUGE_URL_NUMBERS) {
        const query = operation.query.map((name) => `${name}=${number}`).join('&');
        if (query) await send(operation, `${url}?${query}`);
        if (operation.path.includes('{')) await send(operation, urlOf(operation.path, number));
      }
      const takes = await takenTypes(operation, url);
      for (const bad of UNREADABLE) await sendUnreadable(operation, url, bad, takes);
      if (!takesBody) continue;
      for (const number of HUGE_NUMBERS)
        await send(
          operation,
          url,
          JSON.stringify(sample(operation.body, 'Aung Aung', NUMBER_MARK)).replaceAll(
            String(NUMBER_MARK),
            number,
          ),
        );
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
    expect(misread).toEqual([]);
    await expectLedgerClean(server);
  }, 600_000);
});

/** Who takes a step: the one who took the first, or another eligible person. */
type Who = 'first' | 'other';

/**
 * Items that wait for staff decisions, each decided by verbs at `{id}/<verb>`. `expect` is the rule every step must
 * follow, given the steps before it: a step that contradicts an earlier one (the same person on both sides of the
 * rule of two, anything after the decision) is a 409, a step not the person's to take a 403, never a 5xx.
 */
interface DecisionFamily {
  name: string;
  routes: string[];
  verbs: readonly string[];
  /** A new item waiting for its first step, its path prefix (`/api/console/deposits/12`). */
  open(): Promise<string>;
  expect(steps: readonly { verb: string; who: Who }[]): number;
}

/** A route that decides an item: a verb after its id. */
const DECISION_ROUTE = /\/\{[^}]+\}\/(approve|reject|cancel|confirm|void|result|resolve|dismiss|deactivate)$/;
/**
 * Decision routes whose items need a day, a draw or a provider's round to exist, and whose contradicting steps
 * (each, by the same person or after the decision) their own suites answer with 409.
 */
const DECIDED_ELSEWHERE: Record<string, string> = {
  '/api/console/twod/draws/{id}/result': 'twod/twod-settlement.test.ts: a settled draw re-entered',
  '/api/console/twod/draws/{id}/confirm': 'twod/twod-result-checks.test.ts: confirmed by who entered it',
  '/api/console/twod/draws/{id}/void': 'twod/twod-settlement.test.ts: a settled draw voided',
  '/api/console/threed/draws/{id}/result': 'threed/threed.test.ts: a settled draw re-entered',
  '/api/console/threed/draws/{id}/confirm': 'threed/threed.test.ts: confirmed by who entered it',
  '/api/console/threed/draws/{id}/void': 'threed/threed.test.ts: a settled draw voided',
  '/api/console/commission/statements/{id}/approve':
    'commission/commission.test.ts: approved twice by one admin',
  '/api/console/reviews/{id}/resolve': 'providers/gscplus/reconciliation.test.ts: resolved under 100 clicks',
  '/api/console/reviews/{id}/dismiss': 'reviews/service.ts: a closed item is 409 (openItem)',
  '/api/console/free-rounds/{bonus}/cancel': 'providers/gscplus/free-rounds.test.ts',
  '/api/console/referral-codes/{id}/deactivate': 'agents/agents.test.ts',
  // An agent's own queue: the same decisions as the console's, by the agent.
  '/api/agent/deposits/{id}/approve':
    'agents/agent-cashier.test.ts: approved twice, short float, not its own',
  '/api/agent/deposits/{id}/reject': "agents/agent-cashier.test.ts: another agent's request",
  '/api/agent/withdrawals/{id}/approve': 'agents/agent-cashier.test.ts: paid to the float once',
  '/api/agent/withdrawals/{id}/reject': 'agents/agent-cashier.test.ts: returned to main',
};

/** Every sequence of `length` steps of `verbs`, each by the first person or another. */
function sequences(verbs: readonly string[], length: number): { verb: string; who: Who }[][] {
  if (length === 0) return [[]];
  return sequences(verbs, length - 1).flatMap((before) =>
    verbs.flatMap((verb) => (['first', 'other'] as const).map((who) => [...before, { verb, who }])),
  );
}

describe.each(testDatabaseKinds())('every self-contradicting staff step on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let admin: string;
  let supervisor: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = await consoleLogin(server, 'operator');
    admin = await consoleLogin(server, 'admin');
    supervisor = await consoleLogin(server, 'supervisor');
  });
  afterAll(() => server.close());

  it('answers 409 (or 403) with a message, never a 5xx, and leaves the books exact', async () => {
    // Every money decision and adjustment needs two people: each first approval is a step to contradict.
    await server.db.update(staffRules).set({ depositAbove: 0, withdrawalAbove: 0, adjustmentAbove: 0 });
    const channelId = (await server.get('/api/banks')).body.data[0].id as number;
    let reference = 600_000;

    /** Cashier requests: the first approval is recorded, a second person's decides either way, never the first's. */
    const cashierRule = (steps: readonly { verb: string; who: Who }[]) => {
      let decided = false;
      let firstApprover: Who | null = null;
      let status = 200;
      for (const { verb, who } of steps) {
        if (decided) status = 409;
        else if (verb === 'reject' && firstApprover === who) status = 409;
        else if (verb === 'reject') [status, decided] = [200, true];
        else if (firstApprover === null) [status, firstApprover] = [200, who];
        else if (firstApprover === who) status = 409;
        else [status, decided] = [200, true];
      }
      return status;
    };
    const families: DecisionFamily[] = [
      {
        name: 'deposits',
        routes: ['/api/console/deposits/{id}/approve', '/api/console/deposits/{id}/reject'],
        verbs: ['approve', 'reject'],
        async open() {
          const player = await newFundedPlayer(server);
          const body = {
            agent_payment_type_id: channelId,
            refrence_no: String((reference += 1)),
            amount: 10_000,
          };
          const reply = await server.post('/api/depositfinicial', body, { token: player.token });
          expect(reply.status, JSON.stringify(reply.body)).toBe(200);
          return `/api/console/deposits/${reply.body.data.id}`;
        },
        expect: cashierRule,
      },
      {
        name: 'withdrawals',
        routes: ['/api/console/withdrawals/{id}/approve', '/api/console/withdrawals/{id}/reject'],
        verbs: ['approve', 'reject'],
        async open() {
          const player = await newFundedPlayer(server, 10_000);
          const body = {
            payment_type_id: channelId,
            account_name: 'Ko Zaw',
            account_number: '09777000111',
            amount: 10_000,
            password: 'player-pass-1',
          };
          const reply = await server.post('/api/withdrawfinicial', body, { token: player.token });
          expect(reply.status, JSON.stringify(reply.body)).toBe(200);
          return `/api/console/withdrawals/${reply.body.data.id}`;
        },
        expect: cashierRule,
      },
      {
        name: 'staff requests',
        routes: [
          '/api/console/staff-requests/{id}/approve',
          '/api/console/staff-requests/{id}/reject',
          '/api/console/staff-requests/{id}/cancel',
        ],
        verbs: ['approve', 'reject', 'cancel'],
        async open() {
          const player = await newFundedPlayer(server);
          const reply = await server.post(
            `/api/console/players/${player.id}/adjust`,
            { account: 'main', amount: 1_000, reason: 'goodwill' },
            { token: admin },
          );
          expect(reply.body.data?.request_id, JSON.stringify(reply.body)).toEqual(expect.any(Number));
          return `/api/console/staff-requests/${reply.body.data.request_id}`;
        },
        // The one who asked may only withdraw the request; another may only approve or reject it.
        expect(steps) {
          let decided = false;
          let status = 200;
          for (const { verb, who } of steps) {
            if (decided) status = 409;
            else if (verb === 'cancel') [status, decided] = who === 'first' ? [200, true] : [403, false];
            else if (who === 'first') status = 409;
            else [status, decided] = [200, true];
          }
          return status;
        },
      },
    ];
    const decisionRoutes = (await documentedOperations(server))
      .filter((operation) => operation.method === 'POST' && DECISION_ROUTE.test(operation.path))
      .map((operation) => operation.path);
    const covered = new Set([
      ...families.flatMap((family) => family.routes),
      ...Object.keys(DECIDED_ELSEWHERE),
    ]);
    expect(decisionRoutes.filter((path) => !covered.has(path))).toEqual([]);
    expect([...covered].filter((path) => !decisionRoutes.includes(path))).toEqual([]);

    // The two people: an operator and an admin at the cashier; two admins for staff requests (one asked).
    const tokensOf = (family: DecisionFamily) =>
      family.name === 'staff requests'
        ? { first: admin, other: supervisor }
        : { first: operator, other: admin };

    const wrong: string[] = [];
    let steps = 0;
    for (const family of families) {
      const people = tokensOf(family);
      for (const sequence of sequences(family.verbs, family.verbs.length === 2 ? 3 : 2)) {
        const item = await family.open();
        for (let i = 0; i < sequence.length; i += 1) {
          const { verb, who } = sequence[i]!;
          const reply = await server.post(
            `${item}/${verb}`,
            { reason: 'checked the statement' },
            { token: people[who] },
          );
          steps += 1;
          const expected = family.expect(sequence.slice(0, i + 1));
          const said = typeof reply.body?.message === 'string' && reply.body.message.length > 0;
          if (reply.status !== expected || !said) {
            const path = sequence.slice(0, i + 1).map((step) => `${step.verb} by ${step.who}`);
            wrong.push(`${family.name}: ${path.join(', ')}: ${reply.status} ${JSON.stringify(reply.body)}`);
          }
        }
      }
    }
    console.log(`contradicting staff steps on ${kind}: ${steps} steps`);
    expect(wrong).toEqual([]);
    await expectLedgerClean(server);
  }, 600_000);
});
