import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twodSettings } from '../../db/schema';

export type TwodSettings = typeof twodSettings.$inferSelect;

/** The operator's 2D settings (one row, created by the migration with the spec's defaults). */
export async function twodSettingsOf(db: Executor): Promise<TwodSettings> {
  const [row] = await db.select().from(twodSettings).where(eq(twodSettings.id, 1));
  return row!;
}
