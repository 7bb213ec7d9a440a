import type { UserProfile } from '@zeya/contract/auth';
import type { ShanLaunchFailure } from '@zeya/contract/shan';
import { api, ApiError } from '@/shared/api/client';

/** The operator code the spec's client sends with every launch (spec section 9). */
export const OPERATOR_CODE = 'a3h1';
/** The product the launch opens, shown on the card: the server's default SHAN_PRODUCT_CODE. */
export const PRODUCT_CODE = '100200';

/** A failed launch as the spec's client reads it; error_detail comes from older servers. */
export type LaunchFailure = Partial<ShanLaunchFailure> & { error_detail?: string };

/** The game's URL, or why there is none: a failure body, or null when no answer came (network or server). */
export type LaunchResult = { url: string } | { failure: LaunchFailure | null };

/** POST /api/shan-launch-game with the player's member account (its user name when the profile has none). */
export async function requestLaunch(profile: UserProfile): Promise<LaunchResult> {
  const account = profile.member_account
    ? { member_account: profile.member_account }
    : { user_name: profile.user_name };
  try {
    const reply = (await api('/shan-launch-game', {
      method: 'POST',
      body: { ...account, operator_code: OPERATOR_CODE },
    })) as unknown as { status?: string; launch_game_url?: string } | null;
    if (reply?.status === 'success' && reply.launch_game_url) return { url: reply.launch_game_url };
    return { failure: (reply as LaunchFailure | null) ?? null };
  } catch (error) {
    if (error instanceof ApiError) return { failure: (error.body as LaunchFailure | null) ?? null };
    throw error;
  }
}
