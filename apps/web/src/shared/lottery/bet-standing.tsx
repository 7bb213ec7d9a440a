import type { ProtectionState } from '@zeya/contract/protection';
import { useQuery } from '@tanstack/react-query';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { apiData } from '@/shared/api/client';
import { useLotteryTexts } from '@/shared/lottery/messages';
import { formatInstant } from '@zeya/ui-kit/format-date';

/** The protection screen's own query (features/protection): one cache, so a change there shows here at once. */
const PROTECTION_KEY = ['protection'];
const LOSS_LIMITS = ['loss_day', 'loss_week', 'loss_month'] as const;

/** GET /api/protection: the player's limits and breaks, which say whether a slip may be built at all. */
export function useProtectionState() {
  return useQuery({
    queryKey: PROTECTION_KEY,
    queryFn: ({ signal }) => apiData<ProtectionState>('/protection', { signal }),
  });
}

/** The player's own limit for one bet (kyat), or null when they set none. */
export const ownBetLimit = (state: ProtectionState | undefined) =>
  state?.limits.find((limit) => limit.limit === 'bet')?.value ?? null;

/**
 * Why the player may not bet now, in their language, or null: a time-out, a self-exclusion (or the closed account
 * after it), or a loss limit with nothing left. The server refuses such a slip anyway; saying so first spares the
 * player building one.
 */
export function useBetStanding(): string | null {
  const { t } = useLotteryTexts();
  const state = useProtectionState().data;
  if (!state) return null;
  const { exclusion } = state;
  if (exclusion) {
    const until = exclusion.until ? formatInstant(exclusion.until) : '';
    return t(`standing_${exclusion.kind}`, { until });
  }
  const spent = state.limits.find(
    (limit) =>
      (LOSS_LIMITS as readonly string[]).includes(limit.limit) && limit.left !== null && limit.left <= 0,
  );
  return spent ? t(`standing_${spent.limit}`, { limit: formatKs(spent.value ?? 0) }) : null;
}

/** Why the player cannot start a slip, where they would start it. */
export function BetStanding({ reason }: { reason: string }) {
  return (
    <p
      role="alert"
      data-testid="bet-standing"
      className="rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-300"
    >
      {reason}
    </p>
  );
}
