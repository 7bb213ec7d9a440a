/**
 * What scenarios get to prepare their load: the server's base URL, the options of the run, a small HTTP client with
 * bounded timeouts, and a shared pool of registered, funded, signed-in players (one per connection by default).
 */
import { randomInt } from 'node:crypto';

export interface BenchOptions {
  durationSeconds: number;
  /** Measured seconds of each money row's run at half load, the one its p99 target reads. */
  halfLoadSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Players that share the exchange load; default one per connection. */
  exchangePlayers: number | undefined;
  quick: boolean;
  json: boolean;
  only: string[] | undefined;
  cpuProf: boolean;
  /** PostgreSQL only: each money row's statements (pg_stat_statements) and its slowest requests' waits */
  dbProfile: boolean;
  /** Idle event streams the push rows open (0: no push rows). */
  streams: number;
}

export interface BenchPlayer {
  id: number;
  token: string;
  phone: string;
  /** Also the player's member account at game providers. */
  userName: string;
}

export interface Reply {
  status: number;
  body: any;
}

/** Main-balance funding of each bench player, through the console's audited adjustment. */
export const FUNDING_KS = 1000;
/** Every bench player's password. */
export const PLAYER_PASSWORD = 'bench-password-1';
const ADMIN = { user_name: 'admin', password: 'admin12345' };
/** The demo's second admin: approves the funding adjustments the staff rules give to two people. */
const SECOND_ADMIN = { user_name: 'supervisor', password: 'supervisor12345' };
/** Registrations and funding in parallel: Argon2 runs at most ARGON2_MAX_IN_FLIGHT (4) at once anyway. */
const SETUP_PARALLEL = 8;
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * X-Forwarded-For of the n-th bench client, in 198.18.0.0/15 (the range set aside for benchmarks); the server under
 * bench trusts 127.0.0.1 as its proxy, so this is the address it sees.
 */
export function benchAddress(n: number): Record<string, string> {
  return { 'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}` };
}

/** Runs `task` for 0..count-1 with at most `parallel` in flight. */
export async function inParallel<T>(count: number, parallel: number, task: (i: number) => Promise<T>) {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, lane));
  return results;
}

export class BenchContext {
  private pool: BenchPlayer[] = [];
  private admin: Promise<string> | undefined;
  private secondAdmin: Promise<string> | undefined;

  constructor(
    readonly base: string,
    readonly options: BenchOptions,
    readonly log: (message: string) => void,
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    token?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed };
  }

  /** Like request, but anything other than 200 is an error naming the call. */
  async expectOk(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string): Promise<any> {
    const reply = await this.request(method, path, body, token);
    if (reply.status !== 200)
      throw new Error(
        `${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`,
      );
    return reply.body;
  }

  /** The same players and admin session against another server on the same database (e.g. the WORKERS cluster). */
  at(base: string): BenchContext {
    const other = new BenchContext(base, this.options, this.log);
    other.pool = this.pool;
    other.admin = this.admin;
    other.secondAdmin = this.secondAdmin;
    return other;
  }

  /** Console admin token (signed in once per run, however many ask at once), for scenarios that change settings. */
  adminToken(): Promise<string> {
    this.admin ??= this.expectOk('POST', '/api/console/login', ADMIN).then(
      (reply) => reply.data.token as string,
    );
    return this.admin;
  }

  private async registerPlayer(index: number): Promise<BenchPlayer> {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const phone = `09${randomInt(100_000_000, 1_000_000_000)}`;
      const reply = await this.request(
        'POST',
        '/api/register',
        {
          name: `Bench Player ${index + 1}`,
          phone,
          password: PLAYER_PASSWORD,
          password_confirmation: PLAYER_PASSWORD,
        },
        undefined,
        // Each player signs up from an address of its own, as players do: the server bounds password work per address.
        benchAddress(index),
      );
      if (reply.status === 200) {
        const { user, token } = reply.body.data;
        return { id: user.id, token, phone, userName: user.user_name };
      }
      // A phone number left by an earlier run on the same database: draw another.
      if (reply.status === 422 && reply.body?.errors?.phone) continue;
      throw new Error(
        `POST /api/register answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`,
      );
    }
    throw new Error('POST /api/register: no free phone number in 5 draws');
  }

  /**
   * Adds kyat to a player's main balance through the console's audited adjustment; above the staff rule it is a
   * request, which the second admin approves.
   */
  async fund(player: BenchPlayer, kyat: number): Promise<void> {
    const { data } = await this.expectOk(
      'POST',
      `/api/console/players/${player.id}/adjust`,
      { account: 'main', amount: kyat, reason: 'bench funding' },
      await this.adminToken(),
    );
    if (data.request_id === null) return;
    this.secondAdmin ??= this.expectOk('POST', '/api/console/login', SECOND_ADMIN).then(
      (reply) => reply.data.token as string,
    );
    await this.expectOk(
      'POST',
      `/api/console/staff-requests/${data.request_id}/approve`,
      {},
      await this.secondAdmin,
    );
  }

  /** `count` distinct players, each with FUNDING_KS on its main balance; registered once and shared by scenarios. */
  async players(count: number): Promise<BenchPlayer[]> {
    const missing = count - this.pool.length;
    if (missing > 0) {
      const started = Date.now();
      const offset = this.pool.length;
      const added = await inParallel(missing, SETUP_PARALLEL, async (i) => {
        const player = await this.registerPlayer(offset + i);
        await this.fund(player, FUNDING_KS);
        return player;
      });
      this.pool.push(...added);
      this.log(
        `registered and funded ${missing} player(s) with ${FUNDING_KS} Ks each in ${Date.now() - started} ms`,
      );
    }
    return this.pool.slice(0, count);
  }

  /** A player's balances in kyat, as GET /api/user shows them. */
  async balances(player: BenchPlayer): Promise<{ main: number; game: number }> {
    const { data } = await this.expectOk('GET', '/api/user', undefined, player.token);
    return { main: data.main_balance as number, game: data.balance as number };
  }
}
