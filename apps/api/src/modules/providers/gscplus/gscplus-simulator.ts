import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { SeamlessItemReply } from '@zeya/contract/seamless';
import { md5 } from '../../../platform/provider-signature';

/**
 * Test code: the GSC+ aggregator as integrations.md describes it. It serves the launch and catalogue calls our
 * server makes (checking their signs) and signs and sends the seamless-wallet webhooks to our server.
 */
export const SIMULATED = {
  operatorCode: 'ZEYA-OP',
  secretKey: 'simulated-secret-key',
  passwordKey: Buffer.alloc(32, 7).toString('base64'),
};

export interface SimulatedProduct {
  product_code: string;
  product_name: string;
  game_type: string;
  currency?: string;
  games: { game_code: string; game_name: string; image_url: string }[];
}

export interface LaunchCall {
  body: Record<string, unknown>;
  signOk: boolean;
}

export class GscplusSimulator {
  readonly launches: LaunchCall[] = [];
  catalogue: SimulatedProduct[] = [];
  /** When set, the aggregator answers launches with this instead of a URL. */
  launchFailure: { code: number; message: string } | null = null;
  private server: Server | null = null;
  private target = '';
  private nextId = 0;

  /** Starts the aggregator's side; `now` is the clock our server runs on, so request times agree with it. */
  constructor(private readonly now: () => Date) {}

  get url() {
    const address = this.server?.address() as { port: number };
    return `http://127.0.0.1:${address.port}`;
  }

  /** The settings our server needs to talk to this simulator. */
  env(extra: Record<string, string> = {}) {
    return {
      GSCPLUS_API_URL: this.url,
      GSCPLUS_OPERATOR_CODE: SIMULATED.operatorCode,
      GSCPLUS_SECRET_KEY: SIMULATED.secretKey,
      GSCPLUS_PASSWORD_KEY: SIMULATED.passwordKey,
      ...extra,
    };
  }

  async start() {
    this.server = createServer((request, response) => {
      void this.answer(request).then((body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Where the webhooks go: our server's base URL. */
  sendTo(base: string) {
    this.target = base;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private requestSign(word: string, requestTime: unknown) {
    return md5(`${String(requestTime)}${SIMULATED.secretKey}${word}${SIMULATED.operatorCode}`);
  }

  private async answer(request: IncomingMessage) {
    const url = new URL(request.url ?? '/', this.url);
    const query = Object.fromEntries(url.searchParams);
    if (url.pathname === '/api/operators/launch-game') {
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const signOk = body.sign === this.requestSign('launchgame', body.request_time);
      this.launches.push({ body, signOk });
      if (!signOk) return { code: 1004, message: 'Invalid sign' };
      if (this.launchFailure) return this.launchFailure;
      return { code: 200, message: '', url: `${this.url}/play?token=${randomUUID()}` };
    }
    if (
      query.sign !==
      this.requestSign(url.pathname.endsWith('products') ? 'productlist' : 'gamelist', query.request_time)
    )
      return { code: 1004, message: 'Invalid sign' };
    const offset = Number(query.offset);
    const size = Number(query.size);
    if (url.pathname === '/api/operators/available-products') {
      const products = this.catalogue.map(({ games: _games, ...product }) => product);
      return { code: 200, message: '', data: products.slice(offset, offset + size) };
    }
    const product = this.catalogue.find((entry) => entry.product_code === query.product_code);
    return { code: 200, message: '', data: { games: (product?.games ?? []).slice(offset, offset + size) } };
  }

  /** A fresh transaction id, as the aggregator makes them. */
  id(prefix = 'tx') {
    this.nextId += 1;
    return `${prefix}-${process.pid}-${this.nextId}`;
  }

  /** Signs a webhook body with the action word, at our server's current time unless told otherwise. */
  signed(
    action: string,
    body: Record<string, unknown>,
    requestTime: number = Math.floor(this.now().getTime() / 1000),
  ) {
    return {
      operator_code: SIMULATED.operatorCode,
      request_time: requestTime,
      sign: md5(`${SIMULATED.operatorCode}${requestTime}${action}${SIMULATED.secretKey}`),
      ...body,
    };
  }

  /** Sends one webhook and returns the reply body. */
  async call(path: 'balance' | 'withdraw' | 'deposit' | 'pushbetdata', body: unknown): Promise<Answer> {
    const response = await fetch(`${this.target}/api/v1/api/seamless/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
  }

  balance(member: string, product: string, currency = 'MMK') {
    return this.call(
      'balance',
      this.signed('getbalance', {
        currency,
        batch_requests: [{ member_account: member, product_code: product }],
      }),
    );
  }

  /** A withdraw (debit) or deposit (credit) call with one item of the given transactions. */
  move(
    direction: 'withdraw' | 'deposit',
    member: string,
    product: string,
    transactions: Partial<Transaction>[],
    currency = 'MMK',
  ) {
    return this.call(
      direction,
      this.signed(direction, {
        currency,
        batch_requests: [
          {
            member_account: member,
            product_code: product,
            game_type: 'SLOT',
            transactions: transactions.map((transaction) => this.transaction(transaction)),
          },
        ],
      }),
    );
  }

  transaction(fields: Partial<Transaction>): Transaction {
    const id = fields.id ?? this.id();
    return {
      id,
      action: 'BET',
      amount: '-1',
      bet_amount: '0',
      valid_bet_amount: '0',
      prize_amount: '0',
      tip_amount: '0',
      wager_code: `w-${id}`,
      wager_status: 'BET',
      round_id: `r-${id}`,
      game_code: 'GPG-1-001',
      channel_code: 'web',
      payload: null,
      created_at: this.now().getTime(),
      settled_at: null,
      ...fields,
    };
  }
}

/** A webhook's reply as the aggregator reads it (pushbetdata has no data). */
export interface Answer {
  status: number;
  code: number;
  message: string;
  data: SeamlessItemReply[];
}

export interface Transaction {
  id: string;
  action: string;
  amount: string;
  bet_amount: string;
  valid_bet_amount: string;
  prize_amount: string;
  tip_amount: string;
  wager_code: string;
  wager_status: string;
  round_id: string;
  game_code: string;
  channel_code: string;
  payload: unknown;
  created_at: number;
  settled_at: number | null;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}
