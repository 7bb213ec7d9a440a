import type { QueryClient } from '@tanstack/react-query';
import { onLanguageChange } from '@/shared/i18n/i18n';

/**
 * Every request carries the player's language (client.ts), and the API answers content (promotions, offers,
 * announcements, results' words) in it; the language is not in the query keys, so it is handled here, once: on a
 * change every query is fetched again, the screen on view at once and the others when next shown, and no screen
 * keeps the previous language's texts until the player navigates away and back.
 */
export function refetchOnLanguageChange(queryClient: QueryClient) {
  return onLanguageChange(() => void queryClient.invalidateQueries());
}
