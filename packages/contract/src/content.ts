import { z } from 'zod';
import { LANGUAGES } from './constants';

/**
 * The language a content item's texts are served in: the player's when written in it, else English with `fallback`
 * true, so the site can mark it (the element's `lang`) rather than pass English off as Burmese.
 */
const inLanguage = { lang: z.enum(LANGUAGES), fallback: z.boolean() };

/**
 * Banners and pop-up ads carry the spec's `img_url`, and `link`: the in-site screen the picture advertises (e.g. /2d),
 * absent when it advertises none.
 */
export const banner = z.object({ id: z.number().int(), img_url: z.string(), link: z.string().optional() });
export const bannerText = z.object({ id: z.number().int(), text: z.string(), ...inLanguage });
export const adsBanner = z.object({ id: z.number().int(), img_url: z.string(), link: z.string().optional() });
export const promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  img_url: z.string(),
  ...inLanguage,
});
export const contact = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  image: z.string(),
});
export const videoAd = z.object({
  id: z.number().int(),
  title: z.string(),
  video_url: z.string(),
  ...inLanguage,
});
export const rankingRow = z.object({ player_id: z.string(), amount: z.number() });

export type Banner = z.infer<typeof banner>;
export type BannerText = z.infer<typeof bannerText>;
export type AdsBanner = z.infer<typeof adsBanner>;
export type Promotion = z.infer<typeof promotion>;
export type Contact = z.infer<typeof contact>;
export type VideoAd = z.infer<typeof videoAd>;
export type RankingRow = z.infer<typeof rankingRow>;
