import { z } from 'zod';

/** A required line of text, trimmed, of at most `max` characters. */
const text = (max: number) =>
  z.string({ message: 'field_required' }).trim().min(1, 'field_required').max(max, 'text_too_long');

/** A text's Burmese, Chinese or Thai version: empty is allowed, the player site then shows the English, marked. */
const translation = (max: number) =>
  z.string({ message: 'field_invalid' }).trim().max(max, 'text_too_long').optional();

/** `<field>_mm`, `<field>_zh` and `<field>_th` beside a field whose English is `<field>`. */
export const TRANSLATIONS = ['mm', 'zh', 'th'] as const;
const translations = <F extends string>(field: F, max: number) =>
  ({
    [`${field}_mm`]: translation(max),
    [`${field}_zh`]: translation(max),
    [`${field}_th`]: translation(max),
  }) as Record<`${F}_${(typeof TRANSLATIONS)[number]}`, ReturnType<typeof translation>>;

/** A contact's link: a web address or an app's own scheme (viber://, tg://), never script. */
const link = text(300).regex(/^(?!javascript:)[a-z][a-z0-9+.-]*:\S+$/i, 'field_invalid');

/** Longest in-site link a banner or pop-up ad may carry. */
export const SITE_LINK_MAX = 200;

/**
 * Where a banner or pop-up ad leads: a path of this site ("/2d", "/play/shwe-slot"), or empty for none. Never another
 * site: no scheme, and no "//" or "/\" start, which browsers read as another host.
 */
const siteLink = z
  .string({ message: 'field_invalid' })
  .trim()
  .max(SITE_LINK_MAX, 'text_too_long')
  .regex(/^$|^\/(?![/\\])[^\s\\]*$/, 'link_not_in_site')
  .optional();

/**
 * The editable text fields of each list the console manages, as the form sends them (JSON, or multipart with the
 * image or video beside them). Order, enabled and the media file have their own actions.
 */
export const managedFields = {
  banners: z.object({ link: siteLink }),
  announcements: z.object({ text: text(500), ...translations('text', 500) }),
  'popup-ads': z.object({ link: siteLink }),
  promotions: z.object({
    title: text(100),
    ...translations('title', 100),
    description: text(2000),
    ...translations('description', 2000),
  }),
  contacts: z.object({ name: text(40), value: link }),
  'video-ads': z.object({ title: text(100), ...translations('title', 100) }),
  channels: z.object({ payment_type: text(40), account_name: text(100), account_no: text(40) }),
} as const;

export type ManagedListName = keyof typeof managedFields;

/** One row of a managed list as the console shows it; `media_url` is the image or video under /storage. */
export const managedRow = z.object({
  id: z.number().int(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
  media_url: z.string().nullable(),
});

export type ManagedRow = z.infer<typeof managedRow> & Record<string, string | number | boolean | null>;

export const moveRequest = z.object({ direction: z.enum(['up', 'down'], { message: 'field_invalid' }) });
