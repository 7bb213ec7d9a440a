import { z } from 'zod';

/**
 * Operator settings the player site needs at start: where the Android app (APK) is downloaded, null unless one is
 * configured and served, and the mini-game links.
 */
export const siteSettings = z.object({
  download_app_url: z.string().nullable(),
  mini_games: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type SiteSettings = z.infer<typeof siteSettings>;
