import type { QueryClient } from '@tanstack/react-query';
import type { Envelope } from '@/shared/api/client';

/** The element in which the server writes the first screen's data into index.html (apps/api platform/http/spa.ts). */
export const FIRST_DATA_ID = 'first-data';

/** The query each reply written into the page stands for: its path under /api and the key its hook reads. */
const QUERY_KEYS: Record<string, readonly unknown[]> = {
  // useGameTypes (shared/games/api.ts): the home page's category strip.
  '/game_types': ['game_types'],
  // useSiteSettings (shared/api/site-settings.ts): which of our games the home page offers.
  '/site-settings': ['site-settings'],
  // useOpenDraws (features/twod/api.ts), at /2d only: the closing times Place Bet offers.
  '/twod/open-draws': ['twod', 'open-draws'],
};

/**
 * Puts the replies the server sent with the page into the query cache, so the first screen renders with them instead
 * of asking again once its script has run. They count as fresh from now (the page was just served), then refetch as
 * usual. Missing or unreadable data is simply not there: the hooks ask the API.
 */
export function seedFirstData(queryClient: QueryClient, root: Document = document) {
  const text = root.getElementById(FIRST_DATA_ID)?.textContent;
  if (!text) return;
  let replies: Record<string, Partial<Envelope<unknown>> | null>;
  try {
    replies = JSON.parse(text) as typeof replies;
  } catch {
    return;
  }
  for (const [path, reply] of Object.entries(replies)) {
    const key = QUERY_KEYS[path];
    if (key && reply?.data !== undefined) queryClient.setQueryData(key, reply.data);
  }
}
