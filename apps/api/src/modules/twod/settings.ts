import type { Executor } from '../../db/client';
import { columnsOf, namedRows, namedStatement } from '../../db/statements';
import { twodSettings } from '../../db/schema';

export type TwodSettings = typeof twodSettings.$inferSelect;

/** Read by every slip. */
const SETTINGS = namedStatement(
  'twod_settings',
  () => `select ${columnsOf(twodSettings)} from twod_settings where id = 1`,
);

/** The operator's 2D settings (one row, created by the migration with the spec's defaults). */
export async function twodSettingsOf(db: Executor): Promise<TwodSettings> {
  const [row] = await namedRows<TwodSettings>(db, SETTINGS, {});
  return row!;
}
