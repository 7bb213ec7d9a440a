import { TRANSLATIONS } from '@zeya/contract/content-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { bannerTexts, banners, contacts, popupAds, promotions, videoAds } from '../../db/schema';
import { OPERATORS } from '../../platform/auth/access';
import { acceptUploads } from '../../platform/http/media';
import type { ManagedList } from '../../platform/managed-list/list';
import { managedListRoutes } from '../../platform/managed-list/routes';

/** The form's `title_mm`, `title_zh`, `title_th` and the columns they fill (`titleMm`...). */
const translationColumns = (field: string) =>
  Object.fromEntries(
    TRANSLATIONS.map((lang) => [`${field}_${lang}`, `${field}${lang[0]!.toUpperCase()}${lang[1]}`]),
  );

/**
 * Images are fitted to where the player site shows them, at twice its CSS size for sharp phone screens: the home
 * carousel (full width, 3:1 like the seeded art), promotion cards (3:2), the pop-up ad (150 px high, any width up to
 * the dialog) and contact icons (48 px circles).
 */
export const CONTENT_LISTS: ManagedList[] = [
  {
    name: 'banners',
    target: 'banner',
    table: banners,
    columns: { link: 'link' },
    media: {
      kind: 'image',
      column: 'imgUrl',
      folder: 'banners',
      size: { width: 1200, height: 400, fit: 'cover' },
    },
  },
  {
    name: 'announcements',
    target: 'announcement',
    table: bannerTexts,
    columns: { text: 'text', ...translationColumns('text') },
  },
  {
    name: 'popup-ads',
    target: 'popup_ad',
    table: popupAds,
    columns: { link: 'link' },
    media: {
      kind: 'image',
      column: 'imgUrl',
      folder: 'ads',
      size: { width: 600, height: 300, fit: 'inside' },
    },
  },
  {
    name: 'promotions',
    target: 'promotion',
    table: promotions,
    columns: {
      title: 'title',
      ...translationColumns('title'),
      description: 'description',
      ...translationColumns('description'),
    },
    media: {
      kind: 'image',
      column: 'imgUrl',
      folder: 'promotions',
      size: { width: 600, height: 400, fit: 'cover' },
    },
  },
  {
    name: 'contacts',
    target: 'contact',
    table: contacts,
    columns: { name: 'name', value: 'value' },
    media: {
      kind: 'image',
      column: 'image',
      folder: 'contacts',
      size: { width: 96, height: 96, fit: 'cover' },
    },
  },
];

export const VIDEO_ADS: ManagedList = {
  name: 'video-ads',
  target: 'video_ad',
  table: videoAds,
  columns: { title: 'title', ...translationColumns('title') },
  media: { kind: 'video', column: 'videoUrl', folder: 'videos' },
};

const EVERY_OPERATOR = { read: OPERATORS, write: OPERATORS };

/** /api/console/content/<list>: the player site's banners, texts, ads, promotions, contacts and videos. */
export const contentConsoleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(async (images) => {
    await acceptUploads(images, deps.config.UPLOAD_IMAGE_MAX_BYTES);
    for (const list of CONTENT_LISTS)
      await images.register(managedListRoutes(deps, list, `/content/${list.name}`, EVERY_OPERATOR));
  });
  await app.register(async (videos) => {
    await acceptUploads(videos, deps.config.UPLOAD_VIDEO_MAX_BYTES);
    await videos.register(managedListRoutes(deps, VIDEO_ADS, '/content/video-ads', EVERY_OPERATOR));
  });
};
