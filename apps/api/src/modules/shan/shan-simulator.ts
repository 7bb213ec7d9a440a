import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Test-only: the Shan provider's side, as integrations.md describes it, over real HTTP. It checks our launch sign,
 * remembers the balance each player was launched with, and after a round signs and sends the absolute balances the
 * way the provider does. Its signing is written out here on purpose, not imported: it checks ours independently.
 */

export interface LaunchReceived {
  body: Record<string, unknown>;
  signValid: boolean;
}

/** How the simulator answers a launch: the provider's `{ code, message, url }`, or a broken reply. */
export type LaunchBehaviour = 'ok' | 'refuse' | 'garbage' | 'drop';

const roundKs = (value: number) => Math.round(value * 100) / 100;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startShanSimulator(options: { agentCode: string; secretKey: string }) {
  const launches: LaunchReceived[] = [];
  /** What the provider believes each member's balance is, in kyat. */
  const balances = new Map<string, number>();
  const simulator = {
    url: '',
    launches,
    balances,
    behaviour: 'ok' as LaunchBehaviour,
    /** The provider's clock, for callback timestamps: tests point it at the server's manual clock. */
    now: () => new Date(),
    /** The existing integrations' game URL, with the unsigned user_name and balance in its query. */
    gameUrl: (body: Record<string, unknown>) =>
      `https://shan.example/play?token=t-${String(body.member_account)}&user_name=${String(body.member_account)}&balance=${String(body.balance)}`,

    /**
     * The callback after a round: each member's balance moves by its change (kyat), the banker takes the other side.
     * The simulator's own view follows, as the provider's does whatever our answer.
     */
    round(wagerCode: string, changes: Record<string, number>, extra: Record<string, unknown> = {}) {
      const net = roundKs(Object.values(changes).reduce((sum, change) => sum + change, 0));
      const players = Object.entries(changes).map(([member, change]) => {
        const balance = roundKs((balances.get(member) ?? 0) + change);
        balances.set(member, balance);
        return { player_id: member, balance };
      });
      return {
        wager_code: wagerCode,
        game_type_id: 15,
        players: [...players, { player_id: 'SKM_BANKER', balance: roundKs(1_000_000 - net) }],
        banker_balance: roundKs(1_000_000 - net),
        agent_balance: 5_000_000,
        timestamp: Math.floor(simulator.now().getTime() / 1000),
        total_player_net: net,
        banker_amount_change: -net,
        ...extra,
      } as Record<string, unknown>;
    },

    /** HMAC-MD5 of the payload without signature, top-level keys sorted, nested objects as they are. */
    sign(payload: Record<string, unknown>, secretKey = options.secretKey) {
      const sorted = Object.fromEntries(
        Object.entries(payload)
          .filter(([key]) => key !== 'signature')
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      return createHmac('md5', secretKey).update(JSON.stringify(sorted)).digest('hex');
    },

    /** Signs (unless the payload carries a signature already) and posts to our callback, as the provider does. */
    async send(serverBase: string, payload: Record<string, unknown>) {
      const body = 'signature' in payload ? payload : { ...payload, signature: simulator.sign(payload) };
      const response = await fetch(`${serverBase}/api/shan/client/balance-update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json()) as { status: string; code: string; message: string },
      };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function launch(body: Record<string, unknown>, response: ServerResponse) {
    const expected = createHash('md5')
      .update(`${String(body.request_time)}${options.secretKey}launchgame${options.agentCode}`)
      .digest('hex');
    const signValid = body.sign === expected && body.agent_code === options.agentCode;
    launches.push({ body, signValid });
    if (simulator.behaviour === 'drop') return response.destroy();
    if (simulator.behaviour === 'garbage') return sendJson(response, 200, { unexpected: true });
    if (!signValid || simulator.behaviour === 'refuse')
      return sendJson(response, 200, { code: 401, message: 'Invalid sign' });
    balances.set(String(body.member_account), Number(body.balance));
    return sendJson(response, 200, { code: 200, message: 'success', url: simulator.gameUrl(body) });
  }

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/api/client/launch-game')
      return sendJson(response, 404, { code: 404, message: 'Not found' });
    readJson(request).then(
      (body) => launch(body, response),
      () => sendJson(response, 400, { code: 400, message: 'Bad JSON' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  simulator.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return simulator;
}

export type ShanSimulator = Awaited<ReturnType<typeof startShanSimulator>>;
