import type { ExposureReply } from '@zeya/contract/exposure';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { twodBets } from '../../db/schema';
import { exposureOf } from '../../platform/lottery/exposure';
import { toKyat } from '../../platform/money/money';

/**
 * A 2D draw's exposure: per number, what is staked and what its winning would pay (each bet at the odds it was
 * placed at), and the house's worst case. Refunded bets do not count. Read live, so it follows bets as they arrive.
 */
export async function twodExposure(db: Executor, drawId: number): Promise<ExposureReply> {
  const rows = await db
    .select({
      num: twodBets.num,
      staked: sql<number>`sum(${twodBets.amount})::bigint`,
      payout: sql<number>`sum(${twodBets.amount} * ${twodBets.odds})::bigint`,
    })
    .from(twodBets)
    .where(and(eq(twodBets.drawId, drawId), sql`${twodBets.result} <> 'refunded'`))
    .groupBy(twodBets.num)
    .orderBy(twodBets.num);
  return exposureOf(
    drawId,
    rows.map((row) => ({
      num: row.num,
      staked: toKyat(Number(row.staked)),
      payout: toKyat(Number(row.payout)),
    })),
  );
}
