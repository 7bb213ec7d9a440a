import { z } from 'zod';

/** A required line of text, trimmed, of at most `max` characters. */
const text = (max: number) =>
  z.string({ message: 'field_required' }).trim().min(1, 'field_required').max(max, 'text_too_long');

/** A contact's link: a web address or an app's own scheme (viber://, tg://), never script. */
const link = text(300).regex(/^(?!javascript:)[a-z][a-z0-9+.-]*:\S+$/i, 'field_invalid');

/**
 * The editable text fields of each list the console manages, as the form sends them (JSON, or multipart with the
 * image or video beside them). Order, enabled and the media file have their own actions.
 */
export const managedFields = {
  banners: z.object({}),
  announcements: z.object({ text: text(500) }),
  'popup-ads': z.object({}),
  promotions: z.object({ title: text(100), description: text(2000) }),
  contacts: z.object({ name: text(40), value: link }),
  'video-ads': z.object({ title: text(100) }),
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
