import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { bonusGrants, ledgerTransfers } from '../db/schema';
import { placeBet } from '../platform/money/game-wallet';
import type { TestServer } from './server';
import { consoleLogin, withSecondPerson } from './staff';

const texts = (text: string) => ({ mm: `${text} (mm)`, en: text, zh: `${text} (zh)`, th: `${text} (th)` });

/**
 * A promotion created through the console as an admin, with budgets that do not get in the way unless `body` gives
 * its own; one whose claims may pay more than the staff rule allows goes live once the supervisor approves it.
 * Returns its id.
 */
export async function createOffer(server: TestServer, admin: string, body: Record<string, unknown>) {
  const { reply } = await withSecondPerson(
    server,
    (token) =>
      server.post(
        '/api/console/promotions',
        {
          title: texts('Offer'),
          terms: texts('Terms apply'),
          budget_day: 10_000_000,
          budget_total: 100_000_000,
          ...body,
        },
        { token },
      ),
    admin,
    await consoleLogin(server, 'supervisor'),
  );
  return (reply.body.data as { offer: { id: number } }).offer.id;
}

export async function setContributions(server: TestServer, admin: string, rows: Record<string, number>) {
  const contributions = Object.entries(rows).map(([game_type, percent]) => ({ game_type, percent }));
  const reply = await server.post('/api/console/bonus/contributions', { contributions }, { token: admin });
  if (reply.status !== 200) throw new Error(`contributions: ${JSON.stringify(reply.body)}`);
}

export const claim = (server: TestServer, token: string, id: number, body: Record<string, unknown> = {}) =>
  server.post(`/api/offers/${id}/claim`, body, { token });

/** The player's grants, newest first. */
export async function grantsOf(server: TestServer, userId: number) {
  const rows = await server.db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId));
  return rows.sort((a, b) => b.id - a.id);
}

export async function kindCount(server: TestServer, userId: number, kind: string) {
  const rows = await server.db
    .select({ kind: ledgerTransfers.kind })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.playerId, userId));
  return rows.filter((row) => row.kind === kind).length;
}

/** A stake (pya) on a provider's game through the game wallet, as a provider's bet webhook posts it. */
export function stake(
  server: TestServer,
  userId: number,
  provider: string,
  amount: number,
  productCode?: string,
) {
  return placeBet(server.db, {
    provider,
    productCode,
    houseCode: `games:${provider}`,
    userId,
    gameCode: 'test-game',
    roundCode: randomUUID(),
    transactionId: randomUUID(),
    amount,
    at: server.clock.now(),
  });
}
