import { and, count, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, ledgerTransfers } from '../../../db/schema';
import { balancesOf, expectLedgerClean } from '../../../test/ledger';
import type { DatabaseKind } from '../../../test/databases';
import { startTestServer, type TestServer } from '../../../test/server';
import { GscplusAggregator, type SimGame, type SimProduct } from '../../../simulators/gscplus/aggregator';
import { GscplusCallbacks } from '../../../simulators/gscplus/callbacks';
import { listen } from '../../../simulators/gscplus/listen';

/** Test-only: the operator's account at the simulated aggregator (a 4-character code, as the document says). */
export const SIMULATED = {
  operatorCode: 'ZY01',
  secretKey: 'simulated-secret-key',
  passwordKey: Buffer.alloc(32, 7).toString('base64'),
};

/** A product list entry, ACTIVATED and launched by game code unless told otherwise. */
export function simProduct(code: number, currency: string, fields: Partial<SimProduct> = {}): SimProduct {
  return {
    provider: `P${code}`,
    currency,
    status: 'ACTIVATED',
    provider_id: code,
    product_id: code + 1000,
    product_code: code,
    game_type: 'SLOT',
    product_name: `Product ${code}`,
    entry_type: 1,
    ...fields,
  };
}

/** `count` games of a product, one row per game and currency. */
export function simGames(code: number, currencies: string[], count: number, fields: Partial<SimGame> = {}) {
  return Array.from({ length: count }, (_, n) =>
    currencies.map((currency): SimGame => ({
      game_code: `${code}-${n}`,
      game_name: `Game ${n} of ${code}`,
      game_type: 'SLOT',
      image_url: `https://images.example/${code}/${n}.png`,
      product_id: code + 1000,
      product_code: code,
      status: 'ACTIVATED',
      support_currency: currency,
      allow_free_round: true,
      lang_name: { en: `Game ${n}` },
      lang_icon: {},
      created_at: 1_700_000_000_000,
      ...fields,
    })),
  ).flat();
}

/**
 * A test server configured for GSC+ against a fresh simulated aggregator: its operator APIs on a local port, its
 * callbacks sent to the server. The reconciliation job does not run by itself here; tests run its ticks.
 */
export async function startGscplusWorld(kind: DatabaseKind, env: Record<string, string> = {}) {
  // The aggregator runs on the server's clock, which exists once the server does.
  const started: { server?: TestServer } = {};
  const aggregator = new GscplusAggregator({
    operatorCode: SIMULATED.operatorCode,
    secretKey: SIMULATED.secretKey,
    now: () => started.server?.clock.now() ?? new Date(),
  });
  let http = await listen(aggregator);
  const server = await startTestServer(kind, {
    GSCPLUS_API_URL: http.url,
    GSCPLUS_OPERATOR_CODE: SIMULATED.operatorCode,
    GSCPLUS_SECRET_KEY: SIMULATED.secretKey,
    GSCPLUS_PASSWORD_KEY: SIMULATED.passwordKey,
    GSCPLUS_RECONCILE_INTERVAL_SECONDS: '0',
    ...env,
  });
  started.server = server;
  const port = Number(new URL(http.url).port);
  const world = {
    server,
    aggregator,
    wallet: new GscplusCallbacks(aggregator, `${server.base}/api`),
    url: http.url,
    async admin() {
      return server.login('admin', 'admin12345', '/api/console/login');
    },
    /** Copies the aggregator's catalogue into ours through the console, as an admin does. */
    async sync() {
      const reply = await server.post('/api/console/catalogue/sync', undefined, {
        token: await world.admin(),
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data as { products: number; games: number; disabledGames: number };
    },
    /** The aggregator stops answering (and `resume` brings it back on the same address). */
    async pause() {
      await http.close();
    },
    async resume() {
      http = await listen(aggregator, port);
    },
    async close() {
      await server.close();
      await http.close();
    },
  };
  return world;
}

export type GscplusWorld = Awaited<ReturnType<typeof startGscplusWorld>>;

/** How many transfers posted with a reference (each reference posts at most once). */
export async function postingsOf(server: TestServer, reference: string) {
  const [row] = await server.db
    .select({ n: count() })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reference, reference));
  return row!.n;
}

/** Pya of the player's game account, checked against the net of the aggregator's postings and the whole books. */
export async function expectBooks(world: GscplusWorld, player: { id: number }, fundedKs: number) {
  const { server } = world;
  await expectLedgerClean(server);
  const transfers = await server.db
    .select({ amount: ledgerTransfers.amount, debit: ledgerTransfers.debitAccountId })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.playerId, player.id), like(ledgerTransfers.kind, 'game_%')));
  const [game] = await server.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, player.id), eq(ledgerAccounts.code, 'game')));
  const net = transfers.reduce((sum, t) => sum + (t.debit === game!.id ? -t.amount : t.amount), 0);
  const balance = (await balancesOf(server, player.id)).game;
  expect(balance).toBe(fundedKs * 100 + net);
  return balance;
}
