import { asc } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { bonusContributions, providers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import { fieldError } from '../../platform/http/errors';
import type { StaffStep } from './offers';

/**
 * The game types a stake names as it posts (the ledger's `provider`, as the bonus wagering trigger reads it) that are
 * not in the catalogue of providers: our own lottery and games, and the aggregator as a whole (its products are in
 * the catalogue, as `gscplus:<product code>`).
 */
const OWN_GAMES = [
  { code: 'twod', name: '2D' },
  { code: 'threed', name: '3D' },
  { code: 'digitbet', name: 'Digit Bet' },
  { code: 'shan', name: 'Shan' },
  { code: 'gscplus', name: 'GSC+' },
];

/** What a contribution may be set for: each game type a stake can post as, named as the console shows it. */
export async function contributionChoices(db: Executor) {
  const catalogue = await db
    .select({ code: providers.code, title: providers.productTitle, adapter: providers.adapter })
    .from(providers)
    .orderBy(asc(providers.sortOrder), asc(providers.id));
  return [
    ...OWN_GAMES,
    ...catalogue.map((provider) =>
      provider.adapter === 'gscplus'
        ? { code: `gscplus:${provider.code}`, name: `GSC+ · ${provider.title}` }
        : { code: provider.code, name: provider.title },
    ),
  ];
}

export async function contributions(deps: AppDeps) {
  const rows = await deps.db.select().from(bonusContributions).orderBy(bonusContributions.gameType);
  return rows.map((row) => ({ game_type: row.gameType, percent: row.percent }));
}

/**
 * Replaces the percentages given (others stay); a game type set to 0 stops contributing. Each must be a game type of
 * the catalogue (or one already set, so a product gone from the catalogue can still be set to 0): a mistyped code
 * would contribute nothing, silently.
 */
export async function setContributions(
  deps: AppDeps,
  rows: { game_type: string; percent: number }[],
  step: StaffStep,
) {
  await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const known = new Set([
      ...(await contributionChoices(tx)).map((choice) => choice.code),
      ...(await tx.select({ code: bonusContributions.gameType }).from(bonusContributions)).map(
        (row) => row.code,
      ),
    ]);
    const unknown = rows.findIndex((row) => !known.has(row.game_type));
    if (unknown >= 0) throw fieldError(`contributions.${unknown}.game_type`, 'contribution_not_in_catalogue');
    for (const row of rows)
      await tx
        .insert(bonusContributions)
        .values({ gameType: row.game_type, percent: row.percent, updatedAt: now })
        .onConflictDoUpdate({
          target: bonusContributions.gameType,
          set: { percent: row.percent, updatedAt: now },
        });
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: 'bonus.contributions',
      targetType: 'bonus',
      targetId: 'contributions',
      before: null,
      after: { contributions: rows },
      ip: step.ip,
      at: now,
    });
  });
  return contributions(deps);
}
