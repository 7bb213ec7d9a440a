import { z } from 'zod';

/** Operator settings the player site needs at start: where the app download lives, the mini-game links. */
export const siteSettings = z.object({
  download_app_url: z.string(),
  mini_games: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type SiteSettings = z.infer<typeof siteSettings>;
