import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps';
import { verifyBooks } from '../books';
import { floatOf, playerBalances } from '../platform/money/ledger/accounts';
import { testDatabaseKinds } from '../test/databases';
import { freshDeps } from '../test/server';
import type { Database } from '../db/client';
import {
  auditLog,
  games,
  gameTypes,
  ledgerAccounts,
  ledgerTransfers,
  paymentChannels,
  users,
} from '../db/schema';
import { DEMO_AGENTS } from './agents';
import { seedIfEmpty } from './seed';

async function rowCount(db: Database, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n;
}

/** Users whose stored hash accepts `password`. */
async function usersWithPassword(deps: AppDeps, password: string): Promise<string[]> {
  const rows = await deps.db.select({ userName: users.userName, hash: users.passwordHash }).from(users);
  const matches = await Promise.all(rows.map((row) => deps.hasher.verify(row.hash, password)));
  return rows.filter((_, index) => matches[index]).map((row) => row.userName);
}

describe.each(testDatabaseKinds())('demo seed on %s', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDeps>>;
  let db: Database;
  let firstSeed: boolean;
  beforeAll(async () => {
    fresh = await freshDeps(kind);
    db = fresh.deps.db;
    firstSeed = await seedIfEmpty(fresh.deps);
  });
  afterAll(() => fresh.close());

  const demoPlayer = async () => (await db.select().from(users).where(eq(users.userName, 'demo')))[0]!;

  it('seeds an empty database once, and leaves a seeded one alone', async () => {
    expect(firstSeed).toBe(true);
    const before = [
      await rowCount(db, users),
      await rowCount(db, games),
      await rowCount(db, ledgerTransfers),
    ];
    expect(await seedIfEmpty(fresh.deps)).toBe(false);
    expect([
      await rowCount(db, users),
      await rowCount(db, games),
      await rowCount(db, ledgerTransfers),
    ]).toEqual(before);
  });

  it('has a catalogue to browse: 60 games or more, one provider paging past 20, some hot games', async () => {
    const total = await rowCount(db, games);
    expect(total).toBeGreaterThanOrEqual(60);
    const perProvider = await db
      .select({ providerId: games.providerId, n: count() })
      .from(games)
      .groupBy(games.providerId);
    expect(Math.max(...perProvider.map((row) => row.n))).toBeGreaterThan(20);
    const [hot] = await db.select({ n: count() }).from(games).where(eq(games.hot, true));
    expect(hot!.n).toBeGreaterThan(0);
    expect(hot!.n).toBeLessThan(total);
    expect(await rowCount(db, gameTypes)).toBe(14);
  });

  it('has the four payment channels of the house with account names and numbers', async () => {
    const channels = await db.select().from(paymentChannels).where(isNull(paymentChannels.agentId));
    expect(channels.map((channel) => channel.paymentType).sort()).toEqual([
      'AYA Pay',
      'CB Pay',
      'KBZPay',
      'WavePay',
    ]);
    for (const channel of channels) {
      expect(channel.accountName.trim(), channel.paymentType).not.toBe('');
      expect(channel.accountNo, channel.paymentType).toMatch(/^\d{6,}$/);
      expect(channel.enabled).toBe(true);
    }
  });

  it('gives the demo player 100,000 Ks main and 10,000 Ks game balance, in pya', async () => {
    const player = await demoPlayer();
    expect(player).toMatchObject({ role: 'player', status: 'active' });
    expect(await fresh.deps.hasher.verify(player.passwordHash, 'golden-pagoda-7')).toBe(true);
    const accounts = await db
      .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, player.id));
    expect(Object.fromEntries(accounts.map((account) => [account.code, account.balance]))).toEqual({
      main: 10_000_000,
      game: 1_000_000,
      withdraw_hold: 0,
      bonus: 0,
    });
  });

  it('posts the opening balances as audited transfers from the adjustments house account', async () => {
    const player = await demoPlayer();
    const transfers = await db
      .select({
        amount: ledgerTransfers.amount,
        reference: ledgerTransfers.reference,
        debitId: ledgerTransfers.debitAccountId,
        creditId: ledgerTransfers.creditAccountId,
      })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.playerId, player.id));
    const accounts = await db
      .select()
      .from(ledgerAccounts)
      .where(
        inArray(ledgerAccounts.id, [...transfers.map((t) => t.debitId), ...transfers.map((t) => t.creditId)]),
      );
    const account = (id: number) => accounts.find((row) => row.id === id)!;
    expect(
      transfers
        .map((t) => ({
          from: [account(t.debitId).isHouse, account(t.debitId).code],
          to: [account(t.creditId).userId, account(t.creditId).code],
          amount: t.amount,
        }))
        .sort((a, b) => a.amount - b.amount),
    ).toEqual([
      { from: [true, 'adjustments'], to: [player.id, 'game'], amount: 1_000_000 },
      { from: [true, 'adjustments'], to: [player.id, 'main'], amount: 10_000_000 },
    ]);
    for (const { reference } of transfers) {
      const audited = await db
        .select({ action: auditLog.action, targetId: auditLog.targetId })
        .from(auditLog)
        .where(sql`${auditLog.after} ->> 'reference' = ${reference}`);
      expect(audited, reference).toEqual([{ action: expect.any(String), targetId: String(player.id) }]);
    }
  });

  it('has two demo agents, each with a float, an account of its own and a player under it', async () => {
    for (const demo of DEMO_AGENTS) {
      const [agent] = await db.select().from(users).where(eq(users.userName, demo.agent.userName));
      expect(agent).toMatchObject({ role: 'agent', status: 'active', agentId: null });
      expect(await fresh.deps.hasher.verify(agent!.passwordHash, demo.agent.password)).toBe(true);
      expect(await floatOf(db, agent!.id)).toBe(50_000_000);
      const channels = await db.select().from(paymentChannels).where(eq(paymentChannels.agentId, agent!.id));
      expect(channels.map((channel) => [channel.paymentType, channel.accountNo, channel.enabled])).toEqual([
        [demo.channel.paymentType, demo.channel.accountNo, true],
      ]);
      const [player] = await db.select().from(users).where(eq(users.userName, demo.player.userName));
      expect(player).toMatchObject({ role: 'player', agentId: agent!.id });
      expect(await fresh.deps.hasher.verify(player!.passwordHash, demo.player.password)).toBe(true);
      expect(await playerBalances(db, player!.id)).toEqual({ main: 0, game: 0, withdraw_hold: 0, bonus: 0 });
    }
    // The first agent's cashier: a member of its staff who decides its deposits and withdrawals.
    for (const demo of DEMO_AGENTS)
      for (const member of demo.staff) {
        const [staff] = await db.select().from(users).where(eq(users.userName, member.userName));
        const [agent] = await db.select().from(users).where(eq(users.userName, demo.agent.userName));
        expect(staff).toMatchObject({ role: 'agent_staff', agentId: agent!.id, staffGroup: member.group });
        expect(staff!.createdBy).toBe(agent!.id);
        expect(await fresh.deps.hasher.verify(staff!.passwordHash, member.password)).toBe(true);
      }
    // The demo player keeps the house's cashier.
    expect((await demoPlayer()).agentId).toBeNull();
  });

  it('leaves books that verify', async () => {
    expect(await verifyBooks(db)).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('production seed on %s', (kind) => {
  const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://zeya.example' };
  const ADMIN = {
    ADMIN_USER_NAME: 'owner',
    ADMIN_PASSWORD: 'a long secret 2026',
    SECOND_ADMIN_USER_NAME: 'partner',
    SECOND_ADMIN_PASSWORD: 'another long secret 2026',
  };
  let fresh: Awaited<ReturnType<typeof freshDeps>> | undefined;
  afterEach(async () => {
    await fresh?.close();
    fresh = undefined;
  });

  const SECOND = { SECOND_ADMIN_USER_NAME: 'partner', SECOND_ADMIN_PASSWORD: 'another long secret 2026' };
  it.each([
    ['without any admin', {}],
    ['without ADMIN_PASSWORD', { ADMIN_USER_NAME: 'owner', ...SECOND }],
    [
      'with an ADMIN_PASSWORD under 12 characters',
      { ADMIN_USER_NAME: 'owner', ADMIN_PASSWORD: 'short', ...SECOND },
    ],
    ['with one admin only', { ADMIN_USER_NAME: 'owner', ADMIN_PASSWORD: 'a long secret 2026' }],
    [
      'with the same admin twice',
      { ...ADMIN, SECOND_ADMIN_USER_NAME: 'OWNER', SECOND_ADMIN_PASSWORD: 'a long secret 2026' },
    ],
  ])('refuses to seed %s, and leaves the database empty', async (_, env) => {
    fresh = await freshDeps(kind, { ...PRODUCTION, ...env });
    await expect(seedIfEmpty(fresh.deps)).rejects.toThrow(/needs two admins/);
    expect(await rowCount(fresh.deps.db, users)).toBe(0);
    expect(await rowCount(fresh.deps.db, gameTypes)).toBe(0);
  });

  it('creates exactly the two root admins from the environment and no account with a known password', async () => {
    fresh = await freshDeps(kind, { ...PRODUCTION, ...ADMIN });
    const { deps } = fresh;
    expect(await seedIfEmpty(deps)).toBe(true);
    const everyone = await deps.db.select().from(users);
    expect(everyone.map((user) => [user.userName, user.role])).toEqual([
      ['owner', 'admin'],
      ['partner', 'admin'],
    ]);
    expect(await usersWithPassword(deps, ADMIN.ADMIN_PASSWORD)).toEqual(['owner']);
    expect(await usersWithPassword(deps, ADMIN.SECOND_ADMIN_PASSWORD)).toEqual(['partner']);
    for (const known of ['golden-pagoda-7', 'admin12345', 'operator12345', 'supervisor12345'])
      expect(await usersWithPassword(deps, known), known).toEqual([]);
    expect(await rowCount(deps.db, ledgerTransfers)).toBe(0);
    // Our own games need no external account, so even production has them; no demo catalogue.
    expect((await deps.db.select({ code: games.gameCode }).from(games)).map((g) => g.code)).toEqual([
      'shwe-slot',
    ]);
    expect(await rowCount(deps.db, paymentChannels)).toBe(0);
    expect(await rowCount(deps.db, gameTypes)).toBe(14);
    expect(await seedIfEmpty(deps)).toBe(false);
    expect(await rowCount(deps.db, users)).toBe(2);
  });
});
