import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bonusGrants } from '../../db/schema';
import { expireOwnGrant } from '../../platform/money/bonus/grants';
import { playerBalances } from '../../platform/money/ledger/accounts';
import { toKyat } from '../../platform/money/money';

const HISTORY = 20;

/** The player's bonus balance, the active grant's progress and the latest grants; an expired grant expires first. */
export async function bonusStateOf(deps: AppDeps, userId: number, rule: string) {
  await expireOwnGrant(deps.db, userId, deps.clock.now());
  const [balances, grants] = await Promise.all([
    playerBalances(deps.db, userId),
    deps.db
      .select()
      .from(bonusGrants)
      .where(eq(bonusGrants.userId, userId))
      .orderBy(desc(bonusGrants.id))
      .limit(HISTORY),
  ]);
  const active = grants.find((grant) => grant.status === 'active');
  return {
    balance: toKyat(balances.bonus),
    rule,
    active: active
      ? {
          id: active.id,
          amount: toKyat(active.amount),
          required: toKyat(active.required),
          wagered: toKyat(Math.min(active.wagered, active.required)),
          expires_at: active.expiresAt.toISOString(),
        }
      : null,
    history: grants.map((grant) => ({
      id: grant.id,
      amount: toKyat(grant.amount),
      status: grant.status,
      close_reason: grant.closeReason,
      created_at: grant.createdAt.toISOString(),
      closed_at: grant.closedAt?.toISOString() ?? null,
    })),
  };
}
