import type { PlayerBreakFilter } from '@zeya/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { playerProtection as p, users } from '../../db/schema';

/**
 * The players on a break now, as a condition on `users` for the console's lists: what `exclusionOf` (guard.ts)
 * decides for one player, in SQL so a paged list can filter on it. A self-exclusion counts until the account reopens.
 */
export function onBreakCondition(filter: PlayerBreakFilter, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const timeout = sql`(${p.exclusion} = 'timeout' and ${p.excludedUntil} > ${at})`;
  const selfExcluded = sql`(${p.exclusion} = 'self_exclusion'
    and (${p.excludedUntil} > ${at} or ${p.reopensAt} is null or ${p.reopensAt} > ${at}))`;
  const inForce = { any: sql`(${timeout} or ${selfExcluded})`, timeout, self_exclusion: selfExcluded }[
    filter
  ];
  return sql`exists (select 1 from ${p} where ${p.userId} = ${users.id} and ${inForce})`;
}
