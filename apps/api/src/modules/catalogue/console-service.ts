import type {
  ConsoleGame,
  ConsoleGameType,
  ConsoleProvider,
  GameBody,
  GameTypeBody,
  ProviderBody,
} from '@zeya/contract/catalogue-console';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { games, gameTypes, providerGameTypes, providers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../platform/authority/audit';
import type { Actor } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/http/errors';
import { removeUpload, storeImage } from '../../platform/http/media';

/** Who makes a console change and from where: the audit record's actor and ip. */
export interface ConsoleStep {
  actor: Actor;
  ip: string;
}

type GameTypeRow = typeof gameTypes.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;
type GameRow = typeof games.$inferSelect;

const gameTypeView = (row: GameTypeRow): ConsoleGameType => ({
  id: row.id,
  code: row.code,
  name: row.name,
  img: row.imgUrl,
  img_active: row.imgActiveUrl,
  hidden: row.hidden,
  sort_order: row.sortOrder,
});

const providerEditable = (row: ProviderRow) => ({
  enabled: row.enabled,
  sort_order: row.sortOrder,
  img_url: row.imgUrl,
});

const gameEditable = (row: GameRow) => ({
  enabled: row.enabled,
  hot: row.hot,
  sort_order: row.sortOrder,
  img_url: row.imgUrl,
});

/**
 * One audited change of one catalogue row: `change` reads the row locked and writes it, returning the views before
 * and after (or null when there is no such row: 404). The audit record commits with the change.
 */
async function auditedChange<T>(
  deps: AppDeps,
  step: ConsoleStep,
  target: { action: string; type: string; id: number },
  change: (tx: Transaction) => Promise<{ before: T; after: T } | null>,
): Promise<T> {
  return inTransaction(deps.db, async (tx) => {
    const changed = await change(tx);
    if (!changed) throw new HttpError(404, 'not_found');
    await recordAudit(tx, {
      actorId: step.actor.userId,
      actorLabel: step.actor.userName,
      action: target.action,
      targetType: target.type,
      targetId: String(target.id),
      before: changed.before,
      after: changed.after,
      ip: step.ip,
      at: deps.clock.now(),
    });
    return changed.after;
  });
}

export async function consoleGameTypes(deps: AppDeps) {
  const rows = await deps.db.select().from(gameTypes).orderBy(asc(gameTypes.sortOrder), asc(gameTypes.id));
  return rows.map(gameTypeView);
}

export function updateGameType(deps: AppDeps, step: ConsoleStep, id: number, body: GameTypeBody) {
  return auditedChange(deps, step, { action: 'catalogue.game_type', type: 'game_type', id }, async (tx) => {
    const [before] = await tx.select().from(gameTypes).where(eq(gameTypes.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx
      .update(gameTypes)
      .set({ name: body.name, hidden: body.hidden, sortOrder: body.sort_order })
      .where(eq(gameTypes.id, id))
      .returning();
    return { before: gameTypeView(before), after: gameTypeView(after!) };
  });
}

export async function consoleProviders(deps: AppDeps): Promise<ConsoleProvider[]> {
  const rows = await deps.db
    .select({
      provider: providers,
      gameTypes: sql<number[]>`coalesce((select array_agg(pgt.game_type_id order by pgt.game_type_id)
        from ${providerGameTypes} pgt where pgt.provider_id = ${providers.id}), '{}')`,
      games: sql<number>`(select count(*)::int from ${games} g where g.provider_id = ${providers.id})`,
    })
    .from(providers)
    .orderBy(asc(providers.sortOrder), asc(providers.id));
  return rows.map(({ provider, gameTypes: typeIds, games: gameCount }) => ({
    id: provider.id,
    code: provider.code,
    short_name: provider.shortName,
    provider_name: provider.providerName,
    product_title: provider.productTitle,
    img_url: provider.imgUrl,
    adapter: provider.adapter,
    currency: provider.currency,
    enabled: provider.enabled,
    sort_order: provider.sortOrder,
    game_types: typeIds.map(Number),
    games: Number(gameCount),
  }));
}

export function updateProvider(deps: AppDeps, step: ConsoleStep, id: number, body: ProviderBody) {
  return auditedChange(deps, step, { action: 'catalogue.provider', type: 'provider', id }, async (tx) => {
    const [before] = await tx.select().from(providers).where(eq(providers.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx
      .update(providers)
      .set({ enabled: body.enabled, sortOrder: body.sort_order })
      .where(eq(providers.id, id))
      .returning();
    return { before: providerEditable(before), after: providerEditable(after!) };
  });
}

function gamesCondition(filter: {
  provider_id?: number;
  game_type_id?: number;
  q?: string;
}): SQL | undefined {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    filter.provider_id ? eq(games.providerId, filter.provider_id) : undefined,
    filter.game_type_id ? eq(games.gameTypeId, filter.game_type_id) : undefined,
    pattern ? or(ilike(games.gameName, pattern), ilike(games.gameCode, pattern)) : undefined,
  );
}

/** Every game, enabled or not, in the order players see them, filtered by provider, type and name or code. */
export async function consoleGames(
  deps: AppDeps,
  filter: { provider_id?: number; game_type_id?: number; q?: string },
  page: number,
  perPage: number,
): Promise<{ rows: ConsoleGame[]; total: number }> {
  const where = gamesCondition(filter);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ game: games, provider: providers.shortName })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(where)
      .orderBy(asc(providers.sortOrder), asc(games.providerId), asc(games.sortOrder), asc(games.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db.select({ n: count() }).from(games).where(where),
  ]);
  return {
    rows: rows.map(({ game, provider }) => ({
      id: game.id,
      provider_id: game.providerId,
      provider,
      game_type_id: game.gameTypeId,
      game_code: game.gameCode,
      game_name: game.gameName,
      img_url: game.imgUrl,
      hot: game.hot,
      enabled: game.enabled,
      sort_order: game.sortOrder,
    })),
    total: total?.n ?? 0,
  };
}

export function updateGame(deps: AppDeps, step: ConsoleStep, id: number, body: GameBody) {
  return auditedChange(deps, step, { action: 'catalogue.game', type: 'game', id }, async (tx) => {
    const [before] = await tx.select().from(games).where(eq(games.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx
      .update(games)
      .set({ enabled: body.enabled, hot: body.hot, sortOrder: body.sort_order })
      .where(eq(games.id, id))
      .returning();
    return { before: gameEditable(before), after: gameEditable(after!) };
  });
}

/** Where each kind of image goes and the size the player site shows it at (the seed's artwork sizes). */
const IMAGE_TARGETS = {
  provider: { table: providers, size: { width: 240, height: 120, fit: 'contain' } },
  game: { table: games, size: { width: 300, height: 300, fit: 'cover' } },
} as const;

/** Folder of catalogue uploads: a catalogue sync keeps an image stored here instead of the aggregator's. */
export const CATALOGUE_UPLOADS = 'catalogue';

/**
 * A new image for a provider or a game, checked, resized and stored first; removed again if the change does not
 * commit. The replaced file, when it is one of ours, is removed once the change has committed.
 */
export async function replaceImage(
  deps: AppDeps,
  step: ConsoleStep,
  target: { type: keyof typeof IMAGE_TARGETS; id: number },
  file: unknown,
) {
  const { table, size } = IMAGE_TARGETS[target.type];
  const { uploadsDir, UPLOAD_IMAGE_MAX_BYTES } = deps.config;
  const stored = await storeImage(uploadsDir, `${CATALOGUE_UPLOADS}/${target.type}s`, {
    file,
    field: 'image',
    maxBytes: UPLOAD_IMAGE_MAX_BYTES,
    size,
  });
  let previous = '';
  try {
    await auditedChange(
      deps,
      step,
      { action: `catalogue.${target.type}_image`, type: target.type, id: target.id },
      async (tx) => {
        const [before] = await tx
          .select({ img_url: table.imgUrl })
          .from(table)
          .where(eq(table.id, target.id))
          .for('update');
        if (!before) return null;
        await tx.update(table).set({ imgUrl: stored.url }).where(eq(table.id, target.id));
        previous = before.img_url;
        return { before, after: { img_url: stored.url } };
      },
    );
  } catch (error) {
    stored.remove();
    throw error;
  }
  removeUpload(uploadsDir, previous);
  return { img_url: stored.url };
}
