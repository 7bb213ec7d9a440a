import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staffRules } from '../../db/schema';

export type StaffRules = typeof staffRules.$inferSelect;

/** The approval rules in force (one row, made by the migrations, changed only through a staff request). */
export async function staffRulesOf(db: Executor): Promise<StaffRules> {
  const [rules] = await db.select().from(staffRules).where(eq(staffRules.id, 1));
  if (!rules) throw new Error('staff_rules has no row: the migrations make it');
  return rules;
}
