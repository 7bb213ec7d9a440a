/**
 * The ceiling of a money row: the database work its route's handler does, driven directly, with no HTTP, no Fastify,
 * no authentication. It runs inside the bench server process (bench/server.ts), on the same database handle, so the
 * same pg Pool (DATABASE_POOL_SIZE connections) or the same PGlite, with as many concurrent lanes as the row has
 * connections, after the row's own measurement. Each operation calls the same service functions the handler calls
 * (exchange, playDigitBet + digitBetHistory, the seamless wallet's moveReply for each batch item through answerEach,
 * the 2D placeBet, the 3D placeThreedBet), so the statements and ledger function calls are the ones the route sends;
 * the ratio row / ceiling is then the share of what the handler's own database work allows that the route delivers
 * through HTTP.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { threedBetRequest } from '@zeya/contract/threed';
import { twodBetRequest } from '@zeya/contract/twod';
import { walletCall } from '@zeya/contract/seamless';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../apps/api/src/app-deps';
import { queryRows } from '../apps/api/src/db/client';
import { inTransaction } from '../apps/api/src/db/transaction';
import { playDigitBet } from '../apps/api/src/modules/digitbet/service';
import { isCurrency } from '../apps/api/src/modules/providers/gscplus/currency';
import { answerEach, moveReply } from '../apps/api/src/modules/providers/gscplus/seamless-wallet';
import { gscplusSettings } from '../apps/api/src/modules/providers/gscplus/settings';
import { placeThreedBet } from '../apps/api/src/modules/threed/place-bet';
import { placeBet } from '../apps/api/src/modules/twod/place-bet';
import { exchange } from '../apps/api/src/modules/wallet/service';
import { toPya } from '../apps/api/src/platform/money/money';
import {
  CYCLE_ID,
  type CeilingJob,
  type CeilingLane,
  type CeilingResult,
  type CeilingSpec,
  type Percentiles,
} from './protocol';

/** Two-account transfer with a history row, as pgbench's TPC-B-like script does it, for PGlite (no pgbench there). */
export const TRANSFER_ACCOUNTS = 100_000;

export async function prepareTransferTables(deps: AppDeps) {
  await deps.db.execute(sql`drop table if exists bench_transfer_history, bench_transfer_accounts`);
  await deps.db.execute(
    sql`create table bench_transfer_accounts (id int primary key, balance bigint not null default 0)`,
  );
  await deps.db.execute(sql`create table bench_transfer_history (id bigserial primary key, a int not null,
    b int not null, delta int not null, at timestamptz not null default now())`);
  await deps.db.execute(
    sql`insert into bench_transfer_accounts (id) select g from generate_series(1, ${TRANSFER_ACCOUNTS}) g`,
  );
}

export async function dropTransferTables(deps: AppDeps) {
  await deps.db.execute(sql`drop table if exists bench_transfer_history, bench_transfer_accounts`);
}

function percentiles(samples: number[]): Percentiles {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
  return {
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : 0,
    count: sorted.length,
  };
}

type Operation = (lane: CeilingLane, cycle: string) => Promise<string | null>;

/** What one operation of each row does; returns null when it succeeded, else why not. */
function operationOf(deps: AppDeps, job: CeilingSpec): Operation {
  switch (job.kind) {
    case 'exchange':
      // The exchange round trip: main -> game then game -> main, each its own transaction, as two requests are.
      return async (lane) => {
        const amount = toPya(Number(lane.body ?? 1));
        await exchange(deps, { userId: lane.userId, direction: 'main_to_game', amount });
        await exchange(deps, { userId: lane.userId, direction: 'game_to_main', amount });
        return null;
      };
    case 'digitbet':
      // The route plays the round; the history it answers with comes from the same transaction.
      return async (lane) => {
        await playDigitBet(deps, lane.userId, { bet_type: 'big', digit: null, bet_amount: 1, multiplier: 1 });
        return null;
      };
    case 'seamless': {
      const settings = gscplusSettings(deps.config);
      if (!settings) throw new Error('the bench server has no GSC+ settings');
      return async (lane, cycle) => {
        const call = walletCall.safeParse(JSON.parse(lane.body!.replaceAll(CYCLE_ID, cycle)));
        if (!call.success) return 'unreadable webhook body';
        const currency = call.data.currency;
        if (!isCurrency(currency)) return `bad currency ${currency}`;
        const now = deps.clock.now();
        const replies = await answerEach(call.data.batch_requests, (item) =>
          moveReply(deps.db, currency, item, settings.reviewCreditAbove, now),
        );
        const refused = replies.find((reply) => reply.code !== 0);
        return refused ? `code ${refused.code} ${refused.message}` : null;
      };
    }
    case 'twod':
      return async (lane) => {
        await placeBet(deps, lane.userId, twodBetRequest.parse(JSON.parse(lane.body!)));
        return null;
      };
    case 'threed':
      return async (lane) => {
        await placeThreedBet(deps, lane.userId, threedBetRequest.parse(JSON.parse(lane.body!)));
        return null;
      };
    case 'transfer':
      return async () => {
        const a = 1 + Math.floor(Math.random() * TRANSFER_ACCOUNTS);
        const b = 1 + Math.floor(Math.random() * TRANSFER_ACCOUNTS);
        const delta = 1 + Math.floor(Math.random() * 1000);
        const [lo, hi] = a < b ? [a, b] : [b, a];
        await inTransaction(deps.db, async (tx) => {
          await queryRows(
            tx,
            sql`update bench_transfer_accounts set balance = balance - ${delta} where id = ${lo}`,
          );
          await queryRows(
            tx,
            sql`update bench_transfer_accounts set balance = balance + ${delta} where id = ${hi}`,
          );
          await queryRows(
            tx,
            sql`insert into bench_transfer_history (a, b, delta, at) values (${lo}, ${hi}, ${delta}, now())`,
          );
        });
        return null;
      };
  }
}

/** Runs `job.concurrency` lanes for a warm-up and then the measured seconds; counts what finished in the window. */
export async function runCeiling(deps: AppDeps, job: CeilingJob): Promise<CeilingResult> {
  const operation = operationOf(deps, job);
  const runId = randomUUID().slice(0, 8);
  const lanes = job.lanes.length ? job.lanes : [{ userId: 0 }];
  const samples: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  let measuring = false;
  let stopped = false;
  const lane = async (index: number) => {
    const data = lanes[index % lanes.length]!;
    let cycle = 0;
    while (!stopped) {
      // PGlite answers in-process, through promises alone: without a turn of the event loop per operation the lanes
      // would keep it in microtasks for ever, and the timers that end the run would never fire.
      await new Promise((resolve) => setImmediate(resolve));
      cycle += 1;
      const started = performance.now();
      let failure: string | null;
      try {
        failure = await operation(data, `ceil${runId}-${index}-${cycle}`);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      if (!measuring || stopped) continue;
      if (failure !== null) {
        failures += 1;
        firstFailure ??= failure;
      } else samples.push(performance.now() - started);
    }
  };
  const running = Promise.all(Array.from({ length: job.concurrency }, (_, i) => lane(i)));
  await new Promise((resolve) => setTimeout(resolve, job.warmupSeconds * 1000));
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, job.durationSeconds * 1000));
  stopped = true;
  const durationSeconds = (performance.now() - started) / 1000;
  await running;
  return {
    operations: samples.length,
    durationSeconds,
    perSecond: samples.length / durationSeconds,
    latencyMs: percentiles(samples),
    failures,
    firstFailure,
  };
}
