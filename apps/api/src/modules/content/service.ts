import type { Language } from '@zeya/contract/constants';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bannerTexts, banners, contacts, popupAds, promotions, videoAds } from '../../db/schema';
import { inLanguage } from './languages';

/** Enabled rows of one kind of content, in the operator's order. */
function shown<
  T extends
    | typeof banners
    | typeof bannerTexts
    | typeof popupAds
    | typeof promotions
    | typeof contacts
    | typeof videoAds,
>(db: Executor, table: T) {
  return db
    .select()
    .from(table as typeof banners)
    .where(eq(table.enabled, true))
    .orderBy(asc(table.sortOrder), asc(table.id)) as unknown as Promise<T['$inferSelect'][]>;
}

/** The spec's fields, plus `link` when the operator set one. */
const withLink = (row: { id: number; imgUrl: string; link: string }) => ({
  id: row.id,
  img_url: row.imgUrl,
  ...(row.link ? { link: row.link } : {}),
});

export async function listBanners(db: Executor) {
  return (await shown(db, banners)).map(withLink);
}

export async function listBannerTexts(db: Executor, language: Language) {
  return (await shown(db, bannerTexts)).map((row) => ({
    id: row.id,
    ...inLanguage(row, ['text'], language),
  }));
}

/** The pop-up ad: the first one shown in the operator's order, or null when none is. */
export async function popupAd(db: Executor) {
  const [first] = await shown(db, popupAds);
  return first ? withLink(first) : null;
}

export async function listPromotions(db: Executor, language: Language) {
  return (await shown(db, promotions)).map((row) => ({
    id: row.id,
    ...inLanguage(row, ['title', 'description'], language),
    img_url: row.imgUrl,
  }));
}

export async function listContacts(db: Executor) {
  return (await shown(db, contacts)).map((row) => ({
    id: row.id,
    name: row.name,
    value: row.value,
    image: row.image,
  }));
}

export async function listVideoAds(db: Executor, language: Language) {
  return (await shown(db, videoAds)).map((row) => ({
    id: row.id,
    ...inLanguage(row, ['title'], language),
    video_url: row.videoUrl,
  }));
}
