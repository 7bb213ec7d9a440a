/**
 * The rows of `npm run bench`. A feature adds its own row by appending a Scenario here: `prepare` runs in the
 * runner against the live server (register players, sign in, fund...) and returns the request cycle each
 * connection repeats; the runner measures it in a separate load-generator process and compares it with the
 * baseline row measured in the same run.
 */
import { signedWebhook } from './aggregator';
import {
  benchAddress,
  type BenchContext,
  type BenchOptions,
  type BenchPlayer,
  inParallel,
  PLAYER_PASSWORD,
} from './context';

import { type CeilingSpec, CYCLE_ID, type LoadPlan, type PlannedRequest } from './protocol';

export interface Target {
  /** operations per second, at least */
  minPerSecond?: number;
  /** p99 of one HTTP request in milliseconds, below (for a round trip: of each of its requests), at full load */
  maxP99Ms?: number;
  /**
   * The same p99, measured in a second run at half the requests per second the row reached (paced, on the same
   * connections): the latency a player sees on a busy instance that is not overrun. At full load with every
   * connection waiting for its answer, latency is connections / throughput whatever the code does.
   */
  maxHalfLoadP99Ms?: number;
  /** operations per second / the row's own ceiling (bench/ceiling.ts) measured in the same run, at least */
  minCeilingRatio?: number;
  /** operations per second / the bare route's, at least */
  minBareRatio?: number;
  /**
   * Money moved per second against PostgreSQL's own pace for the same shape of work: postings (or the row's unit,
   * a slip, a round) per second / pgbench's two-account transfers per second, measured in the same run, at least.
   */
  minTransferRatio?: number;
  /** Postings one request makes, for minTransferRatio (a seamless batch of 4: 4); 1 when not given. */
  postingsPerRequest?: number;
  /** the database the target is set for; on another one the row says so instead of pass/fail */
  database: 'postgres' | 'pglite';
}

export interface Prepared {
  plan: LoadPlan;
  /** The row's ceiling: its handler's database work driven directly in the server process, after the row. */
  ceiling?: CeilingSpec;
  /** One line saying what was measured, printed under the table. */
  note?: string;
  /** Runs after the measurement; returns the problems it found (none: the row is correct). */
  check?: () => Promise<string[]>;
}

export interface Scenario {
  name: string;
  /** What one counted operation is: one request, or a round trip of several. */
  unit: 'request' | 'round trip';
  /** The row every other is compared with; exactly one scenario is the baseline. */
  baseline?: boolean;
  connections?: (options: BenchOptions) => number;
  target?: Target;
  prepare(ctx: BenchContext): Promise<Prepared>;
}

/** A webhook of four items is four postings, each as much work as a transfer of pgbench's. */
const SEAMLESS_BATCH_TARGET: Target = {
  minCeilingRatio: 0.6,
  minTransferRatio: 1,
  postingsPerRequest: 4,
  maxHalfLoadP99Ms: 50,
  database: 'postgres',
};

const JSON_HEADERS = { accept: 'application/json' };
const bearer = (player: BenchPlayer) => ({ authorization: `Bearer ${player.token}` });
const postJson = (path: string, body: unknown): PlannedRequest => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
});

/** Kyat moved each way in an exchange round trip: balances end where they started. */
const EXCHANGE_KS = 1;
const DIGIT_BET_FUNDING_KS = 900;
const SEAMLESS_FUNDING_KS = 50;
/** Main balance for 2D slips of 1,000 Ks: more than a 64-connection row can stake in a run. */
const TWOD_FUNDING_KS = 2_000_000;
/** A demo catalogue product of the aggregator that plays in MMK. */
const SEAMLESS_PRODUCT = '9101';

/** Members in each webhook of the seamless bet and settle rows: the aggregator batches several members a call. */
const SEAMLESS_BATCH = 4;
/** Game balance of each player before the seamless bet row: more than a run's 1 Ks bets of four batches take. */
const SEAMLESS_BET_FUNDING_KS = 20_000;

/** One batch item of a GSC+ webhook: one member, one transaction of `amount` on a wager of this cycle. */
function seamlessItem(member: string, action: string, amount: string, tag = '') {
  return {
    member_account: member,
    product_code: SEAMLESS_PRODUCT,
    game_type: 'SLOT',
    transactions: [
      {
        id: `${action}${tag}-${CYCLE_ID}`,
        action,
        amount,
        wager_code: `wager${tag}-${CYCLE_ID}`,
        game_code: 'GPG-1-001',
      },
    ],
  };
}

/** A webhook call of the aggregator, signed, as GSC+ sends it: one item per member of `members`. */
function seamlessCall(
  direction: 'withdraw' | 'deposit',
  action: string,
  amount: string,
  members: string[] = ['{{member}}'],
): PlannedRequest {
  return postJson(
    `/api/v1/api/seamless/${direction}`,
    signedWebhook(direction, {
      currency: 'MMK',
      batch_requests: members.map((member, i) =>
        seamlessItem(member, action, amount, members.length > 1 ? `-m${i}` : ''),
      ),
    }),
  );
}

/**
 * Bet 1 Ks then settle 1 Ks on a fresh wager each cycle: a game balance ends where it started unless the run was cut
 * off between the two, which leaves at most one open bet per connection and run (the warm-up and the measured one).
 */
async function seamlessRound(ctx: BenchContext, players: BenchPlayer[]): Promise<Prepared> {
  await inParallel(players.length, 8, (i) =>
    ctx.expectOk('POST', '/api/exchange-main-to-game', { amount: SEAMLESS_FUNDING_KS }, players[i]!.token),
  );
  const before = await inParallel(players.length, 8, (i) => ctx.balances(players[i]!));
  const connections = ctx.options.connections;
  return {
    plan: {
      requests: [seamlessCall('withdraw', 'BET', '-1'), seamlessCall('deposit', 'SETTLED', '1')],
      connectionValues: players.map((player) => ({ member: player.userName })),
    },
    note:
      `GSC+ webhooks withdraw (BET 1 Ks) then deposit (SETTLED 1 Ks) of one new wager, signed, ` +
      (players.length === 1
        ? `all ${connections} connections on one player`
        : `each connection its own player`) +
      '; latency = the two requests back to back',
    async check() {
      const after = await inParallel(players.length, 8, (i) => ctx.balances(players[i]!));
      const open = 2 * Math.ceil(connections / players.length);
      return players.flatMap((player, i) => {
        const drop = Math.round((before[i]!.game - after[i]!.game) * 100);
        return drop >= 0 && drop <= open * 100
          ? []
          : [`player ${player.id}: game balance ${before[i]!.game} -> ${after[i]!.game}`];
      });
    },
  };
}

/**
 * One seamless webhook per operation carrying SEAMLESS_BATCH members, each with one transaction of 1 Ks on a fresh
 * wager: withdraw (BET) or deposit (SETTLED; the document makes a deposit without a bet valid). Connection i names
 * players i, i+16, i+32, i+48 (mod the player count): each player is in several connections' batches, as a player
 * with a few games open is.
 */
async function seamlessBatchRow(ctx: BenchContext, direction: 'withdraw' | 'deposit'): Promise<Prepared> {
  const connections = ctx.options.connections;
  const players = await ctx.players(connections);
  if (direction === 'withdraw')
    await inParallel(players.length, 8, async (i) => {
      await ctx.fund(players[i]!, SEAMLESS_BET_FUNDING_KS);
      await ctx.expectOk(
        'POST',
        '/api/exchange-main-to-game',
        { amount: SEAMLESS_BET_FUNDING_KS },
        players[i]!.token,
      );
    });
  const stride = Math.max(1, Math.floor(players.length / SEAMLESS_BATCH));
  const membersOf = (i: number) =>
    Array.from({ length: SEAMLESS_BATCH }, (_, k) => players[(i + k * stride) % players.length]!);
  const [action, amount] = direction === 'withdraw' ? ['BET', '-1'] : ['SETTLED', '1'];
  const bodies = Array.from({ length: connections }, (_, i) =>
    JSON.stringify(
      signedWebhook(direction, {
        currency: 'MMK',
        batch_requests: membersOf(i).map((player, k) =>
          seamlessItem(player.userName, action, amount, `-m${k}`),
        ),
      }),
    ),
  );
  return {
    plan: {
      requests: [
        {
          method: 'POST',
          path: `/api/v1/api/seamless/${direction}`,
          body: '{{body}}',
          headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
        },
      ],
      connectionValues: bodies.map((body) => ({ body })),
    },
    ceiling: {
      kind: 'seamless',
      path: direction,
      lanes: bodies.map((body, i) => ({ userId: players[i % players.length]!.id, body })),
    },
    note:
      `GSC+ ${direction} webhook, signed, a batch of ${SEAMLESS_BATCH} members each ${action} 1 Ks on a new ` +
      `wager; ${players.length} players, each in ${SEAMLESS_BATCH} connections' batches`,
    // A bet refused for want of balance answers code 1001 inside an HTTP 200: no player may have run dry.
    async check() {
      if (direction !== 'withdraw') return [];
      const after = await inParallel(players.length, 8, (i) => ctx.balances(players[i]!));
      return players.flatMap((player, i) =>
        after[i]!.game >= 1 ? [] : [`player ${player.id}: game balance ran dry (${after[i]!.game})`],
      );
    },
  };
}

/** Sign-ins measured while someone guesses: few connections, as sign-ins come (each a full Argon2 hash). */
const LOGIN_CONNECTIONS = 4;
/** The guesser: withdrawal password guesses from these many addresses, this many in flight at once. */
const STORM_ADDRESSES = 50;
const STORM_IN_FLIGHT = 32;
const STORM_ADDRESS = (n: number) => ({ 'x-forwarded-for': `198.19.${(n >> 8) & 255}.${n & 255}` });

/**
 * Someone holding a player's session guesses the withdrawal password, as fast as the server answers, from
 * STORM_ADDRESSES addresses in turn: every guess is a password check, under the same limits as a sign-in. Runs until
 * stopped; returns the replies by status.
 */
function guessingStorm(ctx: BenchContext, victim: BenchPlayer, channelId: number) {
  const statuses: Record<string, number> = {};
  let stopped = false;
  let guess = 0;
  const lane = async () => {
    while (!stopped) {
      guess += 1;
      const reply = await ctx.request(
        'POST',
        '/api/withdrawfinicial',
        {
          payment_type_id: channelId,
          account_name: 'Ko Guesser',
          account_number: '09777000999',
          amount: 10_000,
          password: `guess-${guess}`,
        },
        victim.token,
        STORM_ADDRESS(guess % STORM_ADDRESSES),
      );
      statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
    }
  };
  const lanes = Promise.all(Array.from({ length: STORM_IN_FLIGHT }, lane));
  return {
    async stop() {
      stopped = true;
      await lanes;
      return statuses;
    },
  };
}

/** Each connection signs in again and again as its own player, from its own address. */
async function loginRow(ctx: BenchContext, duringStorm: boolean): Promise<Prepared> {
  const players = await ctx.players(LOGIN_CONNECTIONS + 1);
  const [victim, ...signingIn] = players as [BenchPlayer, ...BenchPlayer[]];
  const plan: LoadPlan = {
    requests: [postJson('/api/login', { user_name: '{{user}}', password: PLAYER_PASSWORD })],
    connectionValues: signingIn.map((player) => ({ user: player.userName })),
    connectionHeaders: signingIn.map((_, i) => benchAddress(60_000 + i)),
  };
  const note =
    `POST /api/login, ${signingIn.length} players each signing in again and again from its own address ` +
    `(production Argon2: each is a full hash)`;
  if (!duringStorm) return { plan, note };
  const channelId = (await ctx.expectOk('GET', '/api/banks')).data[0].id as number;
  const storm = guessingStorm(ctx, victim, channelId);
  const prepared: Prepared = {
    plan,
    note: `${note}, while one session guesses the withdrawal password from ${STORM_ADDRESSES} addresses, ${STORM_IN_FLIGHT} guesses in flight`,
    async check() {
      const statuses = await storm.stop();
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      prepared.note += `; the storm sent ${total} guesses, answered ${JSON.stringify(statuses)}`;
      const checked = statuses[422] ?? 0;
      // Each address's pair locks after LOGIN_MAX_FAILURES (5); a guess in flight beside the fifth may count too.
      return [
        ...(checked > STORM_ADDRESSES * 6 ? [`${checked} guesses were checked: the pairs did not lock`] : []),
        ...Object.keys(statuses)
          .filter((status) => Number(status) >= 500)
          .map((status) => `the storm got ${statuses[status]} replies ${status}`),
      ];
    },
  };
  return prepared;
}

export const scenarios: Scenario[] = [
  {
    name: 'bare route',
    unit: 'request',
    baseline: true,
    async prepare() {
      return {
        plan: { requests: [{ method: 'GET', path: '/bench/bare', headers: JSON_HEADERS }] },
        note: 'GET /bench/bare on the same Fastify instance (global hooks, no handler work, no database)',
      };
    },
  },
  {
    name: 'GET /api/user',
    unit: 'request',
    target: { minBareRatio: 0.9, database: 'postgres' },
    async prepare(ctx) {
      const players = await ctx.players(ctx.options.connections);
      return {
        plan: {
          requests: [{ method: 'GET', path: '/api/user', headers: JSON_HEADERS }],
          connectionHeaders: players.map(bearer),
        },
        note: `GET /api/user, each connection signed in as its own player (${players.length} players)`,
      };
    },
  },
  {
    name: 'exchange round trip',
    unit: 'round trip',
    target: { minCeilingRatio: 0.6, minTransferRatio: 0.5, maxHalfLoadP99Ms: 50, database: 'postgres' },
    async prepare(ctx) {
      const count = Math.max(1, Math.min(ctx.options.exchangePlayers ?? ctx.options.connections, 10_000));
      const players = await ctx.players(count);
      const before = await inParallel(players.length, 8, (i) => ctx.balances(players[i]!));
      return {
        plan: {
          requests: [
            postJson('/api/exchange-main-to-game', { amount: EXCHANGE_KS }),
            postJson('/api/exchange-game-to-main', { amount: EXCHANGE_KS }),
          ],
          connectionHeaders: players.map(bearer),
        },
        ceiling: {
          kind: 'exchange',
          lanes: players.map((player) => ({ userId: player.id, body: String(EXCHANGE_KS) })),
        },
        note:
          `POST exchange-main-to-game then exchange-game-to-main, ${EXCHANGE_KS} Ks each way, ` +
          (players.length >= ctx.options.connections
            ? `each connection its own player (${players.length} players)`
            : `${players.length} player(s) shared round-robin by the connections (exchanges of one player ` +
              `serialize on its account rows)`) +
          '; latency = the two requests back to back',
        // Whatever the load generator cut off at the end, an exchange never changes main + game of a player.
        async check() {
          const after = await inParallel(players.length, 8, (i) => ctx.balances(players[i]!));
          const problems: string[] = [];
          players.forEach((player, i) => {
            const was = before[i]!;
            const now = after[i]!;
            if (Math.round((was.main + was.game) * 100) !== Math.round((now.main + now.game) * 100))
              problems.push(
                `player ${player.id}: main+game was ${was.main}+${was.game}, now ${now.main}+${now.game}`,
              );
          });
          return problems;
        },
      };
    },
  },
  {
    name: 'digit bet round',
    unit: 'request',
    // In rounds: a round is one posting when it loses and two when it wins.
    target: { minCeilingRatio: 0.6, minTransferRatio: 0.3, maxHalfLoadP99Ms: 50, database: 'postgres' },
    async prepare(ctx) {
      const players = await ctx.players(ctx.options.connections);
      // Game balance to play with: each player moves part of its funding from main to game first.
      await inParallel(players.length, 8, (i) =>
        ctx.request(
          'POST',
          '/api/exchange-main-to-game',
          { amount: DIGIT_BET_FUNDING_KS },
          players[i]!.token,
        ),
      );
      return {
        plan: {
          requests: [postJson('/api/digitbet', { bet_type: 'big', bet_amount: 1, multiplier: 1 })],
          connectionHeaders: players.map(bearer),
        },
        ceiling: { kind: 'digitbet', lanes: players.map((player) => ({ userId: player.id })) },
        note:
          `POST /api/digitbet, 1 Ks on big, each connection its own player (${players.length} players): ` +
          'the server draws the digit and posts bet and settlement, records the round and reads the history in one statement',
      };
    },
  },
  {
    name: 'seamless bet, batches of 4',
    unit: 'request',
    target: SEAMLESS_BATCH_TARGET,
    prepare: (ctx) => seamlessBatchRow(ctx, 'withdraw'),
  },
  {
    name: 'seamless settle, batches of 4',
    unit: 'request',
    target: SEAMLESS_BATCH_TARGET,
    prepare: (ctx) => seamlessBatchRow(ctx, 'deposit'),
  },
  {
    name: 'seamless bet+settle, one hot player',
    unit: 'round trip',
    target: { minPerSecond: 1_000, maxHalfLoadP99Ms: 50, database: 'postgres' },
    async prepare(ctx) {
      return seamlessRound(ctx, await ctx.players(1));
    },
  },
  {
    name: 'login, quiet',
    unit: 'request',
    connections: () => LOGIN_CONNECTIONS,
    prepare: (ctx) => loginRow(ctx, false),
  },
  {
    name: 'login during a withdrawal-password guessing storm',
    unit: 'request',
    connections: () => LOGIN_CONNECTIONS,
    target: { maxP99Ms: 2_000, database: 'postgres' },
    prepare: (ctx) => loginRow(ctx, true),
  },
  lotterySlipRow({
    name: '2D slip of 10 numbers',
    game: 'twod',
    path: '/api/twod-bet',
    digits: 2,
    // Ten groups of ten numbers: about six connections share each group, as players share popular numbers.
    groups: 10,
    fields: '"time":4,',
    draw: 'the 16:30 draw',
  }),
  lotterySlipRow({
    name: '3D slip of 10 numbers',
    game: 'threed',
    path: '/api/threed-bet',
    digits: 3,
    // A hundred groups of ten numbers: connections share a group when there are more than a hundred.
    groups: 100,
    fields: '',
    draw: 'the next 3D draw',
  }),
];

/**
 * A lottery row: each connection its own funded player placing one slip of ten numbers x 100 Ks again and again, the
 * break limit raised out of reach (the row measures taking bets, not refusing them). Slips are dealt in `groups` of
 * ten consecutive numbers, so connections share numbers as players do.
 */
function lotterySlipRow(row: {
  name: string;
  game: 'twod' | 'threed';
  path: string;
  digits: number;
  groups: number;
  /** the request's fields before its amounts, as JSON text */
  fields: string;
  draw: string;
}): Scenario {
  return {
    name: row.name,
    unit: 'request',
    target: { minCeilingRatio: 0.5, minTransferRatio: 0.15, maxHalfLoadP99Ms: 50, database: 'postgres' },
    async prepare(ctx) {
      const players = await ctx.players(ctx.options.connections);
      await inParallel(players.length, 8, (i) => ctx.fund(players[i]!, TWOD_FUNDING_KS));
      const admin = await ctx.adminToken();
      const settingsPath = `/api/console/${row.game}/settings`;
      const { data: settings } = await ctx.expectOk('GET', settingsPath, undefined, admin);
      await ctx.request('PUT', settingsPath, { ...settings, break_limit: 1_000_000_000 }, admin);
      const numbers = 10 ** row.digits;
      const slips = players.map((_, i) =>
        JSON.stringify(
          Array.from({ length: 10 }, (_, n) => ({
            num: String(((i % row.groups) * 10 + n) % numbers).padStart(row.digits, '0'),
            amount: 100,
          })),
        ),
      );
      const body = (amounts: string) => `{${row.fields}"totalAmount":1000,"amounts":${amounts}}`;
      return {
        plan: {
          requests: [
            {
              method: 'POST',
              path: row.path,
              body: body('{{amounts}}'),
              headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
            },
          ],
          connectionHeaders: players.map(bearer),
          connectionValues: slips.map((amounts) => ({ amounts })),
        },
        ceiling: {
          kind: row.game,
          lanes: players.map((player, i) => ({ userId: player.id, body: body(slips[i]!) })),
        },
        note:
          `POST ${row.path}, a slip of 10 numbers x 100 Ks on ${row.draw}, each connection its own player ` +
          `(${players.length} players); break limit, closures, player limit and balance checked and main debited ` +
          'in one statement',
      };
    },
  };
}
