import { createHash, createHmac, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ksort, phpIsoTime, phpJsonEncode, phpUrlencode, type PhpValue } from './shan-simulator-php';
import {
  hashEquals,
  launchFaults,
  readBody,
  sendJson,
  validateLaunch,
  type LaunchFault,
} from './shan-simulator-http';
import { REPORTS, type LedgerRow } from './shan-simulator-reports';

/**
 * The Shan Koe Mee provider (AMK1215/shan_provider) as shan-provider.md describes it, for our tests and, mounted in
 * process, as a demo provider: its mirror wallets (set on each launch), its house SKP0101, the game server's rounds
 * settled against the house and the PHP-encoded, HMAC-MD5-signed callback sent to the operator of the first player
 * listed. Written from that document alone, not from our code. Amounts are kept in cents (the provider's 2 decimals).
 */

export const HOUSE = 'SKP0101';
export const CALLBACK_PATH = '/api/shan/client/balance-update';
/** Stands for the fixed 32-character constant of the provider's code: the same for every operator, so no proof. */
const TRANSACTION_KEY = 'yYpfrVcWmkwxWx7um0TErYHj4YcHOOWr';

/** An agent row at the provider: its code, its callback key and the base address it stores for callbacks. */
export interface ShanAgent {
  code: string;
  callbackKey?: string;
  callbackBase?: string;
}

export interface ShanProviderOptions {
  /** The provider's global key (SHAN_SEAMLESS_SECRET_KEY): signs launches. */
  launchKey: string;
  agents: ShanAgent[];
  /** Where the game runs; the launch URL points here. */
  gameHost?: string;
  now?: () => Date;
}

/** One player of a round as the game server reports it: amounts are whole MMK (the Java server holds int). */
export interface TableEntry {
  player_id: string;
  bet_amount: number;
  win_lose_status: 0 | 1;
  amount_changed: number;
}

/** A callback as sent: where, the exact body bytes, and the operator's answer. */
export interface CallbackDelivery {
  url: string;
  body: string;
  wagerCode: string;
  status: number;
  reply: string;
}

interface Wallet {
  agentCode: string | null;
  cents: number;
}

const WAGER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomWagerCode = () =>
  Array.from({ length: 12 }, () => WAGER_ALPHABET[randomInt(WAGER_ALPHABET.length)]).join('');

/** bavix balanceFloat: a string with exactly two decimals, negative when the wallet is. */
const balanceText = (cents: number) => (cents / 100).toFixed(2);

export class ShanProvider {
  readonly wallets = new Map<string, Wallet>([[HOUSE, { agentCode: 'SKA001', cents: 1_000_000 }]]);
  readonly agents: Map<string, ShanAgent>;
  readonly launches: Record<string, unknown>[] = [];
  readonly deliveries: CallbackDelivery[] = [];
  readonly ledger: LedgerRow[] = [];
  /** Awaited before a launch is applied: a test can hold a launch in flight. */
  beforeLaunch?: (body: Record<string, unknown>) => Promise<void>;
  /** Test faults: the next launches answer something broken instead of the provider's reply. */
  launchFault?: LaunchFault;
  private readonly wagerCodes = new Set<string>();

  /** Where the game runs; the launch URL points here. */
  gameHost: string;
  /** The provider's clock, for callback timestamps. */
  now: () => Date;

  constructor(private readonly options: ShanProviderOptions) {
    this.agents = new Map(options.agents.map((agent) => [agent.code, agent]));
    this.gameHost = options.gameHost ?? 'https://goldenmyanmar.pro';
    this.now = options.now ?? (() => new Date());
  }

  /** A member's mirror balance in kyat (2 decimals), or undefined when the provider has no such member. */
  balanceOf(member: string): number | undefined {
    const wallet = this.wallets.get(member);
    return wallet && wallet.cents / 100;
  }

  /** Node's request handler: mount it on a server of its own or inside another app. */
  handle = (request: IncomingMessage, response: ServerResponse) => {
    readBody(request).then(
      (body) => this.route(request, body, response),
      () => sendJson(response, 400, { message: 'Bad request' }),
    );
  };

  private async route(request: IncomingMessage, body: Record<string, unknown>, response: ServerResponse) {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const launching = request.method === 'POST' && path === '/api/client/launch-game';
    if (launching && this.launchFault) {
      this.launches.push(body);
      return launchFaults[this.launchFault](response);
    }
    const reply = await this.answer(request.method ?? 'GET', path, body);
    sendJson(response, reply.status, reply.body);
  }

  /** A request's JSON reply, apart from any HTTP server: a demo mounts the provider in another app through this. */
  async answer(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): Promise<{ status: number; body: unknown }> {
    if (method === 'POST' && path === '/api/client/launch-game') return this.launch(body);
    const report = method === 'POST' ? REPORTS[path] : undefined;
    if (report) return { status: 200, body: report(this, body) };
    return { status: 404, body: { message: 'Not Found' } };
  }

  /** POST /api/client/launch-game (section 1): validate, check the sign, set the mirror wallet, answer the URL. */
  private async launch(body: Record<string, unknown>) {
    this.launches.push(body);
    const errors = validateLaunch(body);
    if (errors) return { status: 422, body: { code: 422, message: 'Validation failed', errors } };
    const agentCode = String(body.agent_code).trim();
    const expected = this.agents.has(agentCode)
      ? md5(`${String(body.request_time)}${this.options.launchKey}launchgame${agentCode}`)
      : '';
    if (!hashEquals(expected, String(body.sign)))
      return { status: 401, body: { code: 401, message: 'Invalid signature' } };
    await this.beforeLaunch?.(body);
    const member = String(body.member_account).trim();
    const wallet = this.wallets.get(member) ?? { agentCode, cents: 0 };
    wallet.agentCode = agentCode;
    wallet.cents = Math.round(Number(body.balance) * 100 + 1e-7);
    this.wallets.set(member, wallet);
    const url = `${this.gameHost}/?user_name=${phpUrlencode(member)}&balance=${balanceText(wallet.cents)}`;
    return { status: 200, body: { code: 200, message: 'Game launched successfully', url } };
  }

  /**
   * The game server's POST /api/transactions (sections 2 and 3): every player settles against SKP0101 by force
   * (balances may go negative), bots come as SKP0101 entries, and the callback goes to the agent of the first
   * player listed, if that agent has a callback address and key. Returns the callback as delivered, or undefined
   * when none was sent. Throws the provider's refusals (409 duplicate wager, 404/500 unknown player).
   */
  async settleRound(entries: TableEntry[], options: { wagerCode?: string; floats?: boolean } = {}) {
    const wagerCode = options.wagerCode ?? randomWagerCode();
    if (this.wagerCodes.has(wagerCode)) throw new Error('409 This transaction has already been processed');
    if (!this.wallets.has(entries[0]?.player_id ?? '')) throw new Error('404 first player not found');
    if (entries.some((entry) => !this.wallets.has(entry.player_id))) throw new Error('500 player not found');
    this.wagerCodes.add(wagerCode);
    const listed = this.settle(entries, wagerCode);
    const net = entries.reduce(
      (sum, e) => sum + (e.win_lose_status === 1 ? e.amount_changed : -e.amount_changed),
      0,
    );
    const house = this.wallets.get(HOUSE)!.cents / 100;
    const agent = this.agents.get(this.wallets.get(entries[0]!.player_id)!.agentCode ?? '');
    if (!agent?.callbackBase || !agent.callbackKey) return undefined;
    const body = signedCallbackBody(
      {
        wager_code: wagerCode,
        game_type_id: 15,
        players: listed,
        banker_balance: house,
        agent_balance: house,
        timestamp: phpIsoTime(this.now()),
        total_player_net: net,
        // PHP negates a float net of 0 into -0; whole amounts stay integers.
        banker_amount_change: options.floats ? -net : 0 - net,
      },
      agent.callbackKey,
    );
    return this.deliver({ url: `${agent.callbackBase}${CALLBACK_PATH}`, body, wagerCode });
  }

  /** Moves the wallets of a round and lists each entry's balance; the house's first place carries its final one. */
  private settle(entries: TableEntry[], wagerCode: string): { player_id: string; balance: string }[] {
    const house = this.wallets.get(HOUSE)!;
    const at = this.now().toISOString();
    const listed = entries.map((entry) => {
      const wallet = this.wallets.get(entry.player_id)!;
      const cents = entry.amount_changed * 100 * (entry.win_lose_status === 1 ? 1 : -1);
      const before = wallet.cents;
      // A bot is the house itself: its entry moves nothing and shows the house balance at that moment.
      if (entry.player_id !== HOUSE) {
        wallet.cents += cents;
        house.cents -= cents;
      }
      this.ledger.push({
        member_account: entry.player_id,
        transaction_amount: cents / 100,
        status: 'completed',
        bet_amount: entry.bet_amount,
        valid_amount: entry.bet_amount,
        before_balance: before / 100,
        after_balance: wallet.cents / 100,
        banker: 0,
        wager_code: wagerCode,
        settled_status: cents >= 0 ? 'settled_win' : 'settled_loss',
        created_at: at,
      });
      return { player_id: entry.player_id, balance: balanceText(wallet.cents) };
    });
    const first = listed.find((entry) => entry.player_id === HOUSE);
    if (first) first.balance = balanceText(house.cents);
    else listed.push({ player_id: HOUSE, balance: balanceText(house.cents) });
    return listed;
  }

  /** Posts a callback as Guzzle does (10 s, redirects followed) and keeps it; also to send one again. */
  async deliver(callback: Pick<CallbackDelivery, 'url' | 'body' | 'wagerCode'>): Promise<CallbackDelivery> {
    let status = 0;
    let reply = '';
    try {
      const response = await fetch(callback.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-transaction-key': TRANSACTION_KEY,
          'user-agent': 'GuzzleHttp/7',
        },
        body: callback.body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      reply = await response.text();
    } catch (error) {
      // The provider logs the failure and nothing else: no retry.
      reply = String(error);
    }
    const delivery = { ...callback, status, reply };
    this.deliveries.push(delivery);
    return delivery;
  }
}

/**
 * Section 2.4: `json_encode` of the map sorted at its top level, HMAC-MD5 of that text with the agent's key, and the
 * body is the same map with `signature` appended last.
 */
export function signedCallbackBody(fields: Record<string, PhpValue>, key: string): string {
  const sorted = ksort(fields);
  const signature = createHmac('md5', key).update(phpJsonEncode(sorted)).digest('hex');
  return phpJsonEncode({ ...sorted, signature });
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The provider on a local port of its own. */
export async function startShanSimulator(options: ShanProviderOptions) {
  const provider = new ShanProvider(options);
  const server = createServer(provider.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    provider,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
