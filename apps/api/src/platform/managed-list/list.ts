import type { ManagedListName } from '@zeya/contract/content-console';
import { asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Executor, Transaction } from '../../db/client';
import type {
  bannerTexts,
  banners,
  contacts,
  paymentChannels,
  popupAds,
  promotions,
  videoAds,
} from '../../db/schema';
import { recordAudit } from '../authority/audit';
import type { Actor } from '../auth/sessions';
import { fieldError, HttpError } from '../http/errors';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { removeUpload, storeImage, storeVideo, type ImageSize, type StoredUpload } from '../http/media';

type ListTable =
  | typeof banners
  | typeof bannerTexts
  | typeof popupAds
  | typeof promotions
  | typeof contacts
  | typeof videoAds
  | typeof paymentChannels;

type Row = Record<string, unknown> & { id: number; enabled: boolean; sortOrder: number };

/** The image (resized to where the player site shows it) or video of a list's rows, and where its files go. */
export type MediaSpec = { column: string; folder: string } & (
  { kind: 'image'; size: ImageSize } | { kind: 'video' }
);

/**
 * A list the player site shows in the operator's order, enabled rows only (banners, promotions, payment channels...):
 * its table, the audit target name, which body field fills which column, and its media if it has one.
 */
export interface ManagedList {
  name: ManagedListName;
  target: string;
  table: ListTable;
  columns: Record<string, string>;
  media?: MediaSpec;
  /** The editable fields when they are not all text (managedFields[name]), and their types in a row. */
  fields?: z.ZodObject;
  rowFields?: Record<string, z.ZodType>;
  /** Checks a create or edit in its transaction before it is written (a 422 on the field at fault). */
  check?(tx: Transaction, fields: Record<string, unknown>): Promise<void>;
}

/** Who makes a change, from where, and when: what its audit record says. */
export interface Change {
  actor: Actor;
  ip: string;
  at: Date;
}

// Every list table has id, enabled and sort_order: queries go through one of them for its column types.
const tableOf = (list: ManagedList) => list.table as typeof banners;

export const mediaField = (media: MediaSpec) => (media.kind === 'image' ? 'image' : 'video');

/** A form's file input left empty arrives as no bytes: that is "keep the current file", not a bad file. */
const hasFile = (file: unknown) =>
  file !== undefined && file !== null && file !== '' && !(Buffer.isBuffer(file) && file.length === 0);

export function rowView(list: ManagedList, row: Row) {
  return {
    id: row.id,
    enabled: row.enabled,
    sort_order: row.sortOrder,
    media_url: list.media ? (row[list.media.column] as string) : null,
    ...Object.fromEntries(Object.entries(list.columns).map(([field, column]) => [field, row[column]])),
  };
}

export async function listItems(db: Executor, list: ManagedList) {
  const table = tableOf(list);
  const rows = await db.select().from(table).orderBy(asc(table.sortOrder), asc(table.id));
  return rows.map((row) => rowView(list, row as Row));
}

function storeMedia(deps: AppDeps, media: MediaSpec, file: unknown): Promise<StoredUpload> | StoredUpload {
  const { config } = deps;
  const field = mediaField(media);
  if (media.kind === 'video')
    return storeVideo(config.uploadsDir, media.folder, {
      file,
      field,
      maxBytes: config.UPLOAD_VIDEO_MAX_BYTES,
    });
  return storeImage(config.uploadsDir, media.folder, {
    file,
    field,
    maxBytes: config.UPLOAD_IMAGE_MAX_BYTES,
    size: media.size,
  });
}

async function audit(
  tx: Transaction,
  list: ManagedList,
  change: Change,
  verb: string,
  id: number,
  states: { before: unknown; after: unknown },
) {
  await recordAudit(tx, {
    actorId: change.actor.userId,
    actorLabel: change.actor.userName,
    action: `${list.target}.${verb}`,
    targetType: list.target,
    targetId: String(id),
    ...states,
    ip: change.ip,
    at: change.at,
  });
}

/** The row, locked until the transaction ends; 404 when there is none. */
async function lockedRow(tx: Transaction, list: ManagedList, id: number): Promise<Row> {
  const table = tableOf(list);
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) throw new HttpError(404, 'not_found');
  return row as Row;
}

const columnValues = (list: ManagedList, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(list.columns).map(([field, column]) => [column, fields[field]]));

/**
 * Runs a change whose new file (if any) is already stored: the file goes again when the change does not commit,
 * and the file it replaces goes once it has.
 */
async function withFile<T>(
  deps: AppDeps,
  stored: StoredUpload | null,
  work: () => Promise<{ result: T; replaced: unknown }>,
): Promise<T> {
  try {
    const { result, replaced } = await work();
    if (typeof replaced === 'string') removeUpload(deps.config.uploadsDir, replaced);
    return result;
  } catch (error) {
    stored?.remove();
    throw error;
  }
}

/** A new row at the end of the list, enabled. */
export async function createItem(
  deps: AppDeps,
  list: ManagedList,
  input: { fields: Record<string, string>; file: unknown },
  change: Change,
) {
  if (list.media && !hasFile(input.file)) throw fieldError(mediaField(list.media), 'field_required');
  const stored = list.media ? await storeMedia(deps, list.media, input.file) : null;
  return withFile(deps, stored, () =>
    inTransaction(deps.db, async (tx) => {
      const table = tableOf(list);
      await list.check?.(tx, input.fields);
      const [last] = await tx.select({ order: max(table.sortOrder) }).from(table);
      const values = {
        ...columnValues(list, input.fields),
        ...(list.media && stored ? { [list.media.column]: stored.url } : {}),
        sortOrder: (last?.order ?? -1) + 1,
      };
      const [row] = await tx
        .insert(table)
        .values(values as typeof table.$inferInsert)
        .returning();
      const after = rowView(list, row as Row);
      await audit(tx, list, change, 'create', after.id, { before: null, after });
      return { result: after, replaced: null };
    }),
  );
}

/** New texts, and a new file when one is sent (the old file is deleted once the change commits). */
export async function updateItem(
  deps: AppDeps,
  list: ManagedList,
  id: number,
  input: { fields: Record<string, string>; file: unknown },
  change: Change,
) {
  const stored = list.media && hasFile(input.file) ? await storeMedia(deps, list.media, input.file) : null;
  return withFile(deps, stored, () =>
    inTransaction(deps.db, async (tx) => {
      const table = tableOf(list);
      const before = await lockedRow(tx, list, id);
      await list.check?.(tx, input.fields);
      const values = {
        ...columnValues(list, input.fields),
        ...(list.media && stored ? { [list.media.column]: stored.url } : {}),
      };
      const [row] = await tx.update(table).set(values).where(eq(table.id, id)).returning();
      const after = rowView(list, row as Row);
      await audit(tx, list, change, 'update', id, { before: rowView(list, before), after });
      return { result: after, replaced: list.media && stored ? before[list.media.column] : null };
    }),
  );
}

export function setEnabled(deps: AppDeps, list: ManagedList, id: number, enabled: boolean, change: Change) {
  return inTransaction(deps.db, async (tx) => {
    const table = tableOf(list);
    const before = await lockedRow(tx, list, id);
    const [row] = await tx.update(table).set({ enabled }).where(eq(table.id, id)).returning();
    await audit(tx, list, change, enabled ? 'enable' : 'disable', id, {
      before: { enabled: before.enabled },
      after: { enabled },
    });
    return rowView(list, row as Row);
  });
}

/**
 * Swaps a row with its neighbour above or below and numbers the whole list 0, 1, 2...: seeded or equal orders
 * become distinct, so every later move changes exactly what the operator sees. At either end nothing changes.
 */
export async function moveItem(
  deps: AppDeps,
  list: ManagedList,
  id: number,
  direction: 'up' | 'down',
  change: Change,
) {
  await inTransaction(deps.db, async (tx) => {
    const table = tableOf(list);
    const rows = (await tx
      .select()
      .from(table)
      .orderBy(asc(table.sortOrder), asc(table.id))
      .for('update')) as Row[];
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) throw new HttpError(404, 'not_found');
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) return;
    const before = rows.map((row) => row.id);
    const order = [...before];
    [order[index], order[other]] = [order[other]!, order[index]!];
    for (const [position, rowId] of order.entries())
      if (rows.find((row) => row.id === rowId)!.sortOrder !== position)
        await tx.update(table).set({ sortOrder: position }).where(eq(table.id, rowId));
    await audit(tx, list, change, 'move', id, { before: { order: before }, after: { order } });
  });
  return listItems(deps.db, list);
}

/** Deletes a row and then its file; a row other records still point at (a used payment channel) stays: 409. */
export function deleteItem(deps: AppDeps, list: ManagedList, id: number, change: Change) {
  return withFile(deps, null, async () => {
    try {
      return await inTransaction(deps.db, async (tx) => {
        const table = tableOf(list);
        const before = await lockedRow(tx, list, id);
        await tx.delete(table).where(eq(table.id, id));
        await audit(tx, list, change, 'delete', id, { before: rowView(list, before), after: null });
        return { result: null, replaced: list.media ? before[list.media.column] : null };
      });
    } catch (error) {
      if (pgErrorCode(error) === '23503') throw new HttpError(409, 'in_use');
      throw error;
    }
  });
}
