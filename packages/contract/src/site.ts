import { z } from 'zod';

/**
 * Operator settings the player site needs at start: where the Android app (APK) is downloaded, null unless one is
 * configured and served, the mini-game links, and whether a player can reset a forgotten password by a code sent to
 * their phone (false without an SMS gateway: the sign-in dialog then offers no way that cannot work).
 */
export const siteSettings = z.object({
  download_app_url: z.string().nullable(),
  mini_games: z.array(z.object({ name: z.string(), url: z.string() })),
  password_reset: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettings>;
