import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

const shown = {
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: moment('created_at').notNull().defaultNow(),
};

/** Where a banner or pop-up ad leads on the site ("/2d"); empty when it leads nowhere. */
const link = () => text('link').notNull().default('');

/**
 * A text's Burmese, Chinese or Thai version beside its English column; empty when not written, and then the player
 * site shows the English, marked as such (modules/content/languages.ts).
 */
const translation = (column: string) => text(column).notNull().default('');

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  imgUrl: text('img_url').notNull(),
  link: link(),
  ...shown,
});

export const bannerTexts = pgTable('banner_texts', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  textMm: translation('text_mm'),
  textZh: translation('text_zh'),
  textTh: translation('text_th'),
  ...shown,
});

export const popupAds = pgTable('popup_ads', {
  id: serial('id').primaryKey(),
  imgUrl: text('img_url').notNull(),
  link: link(),
  ...shown,
});

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleMm: translation('title_mm'),
  titleZh: translation('title_zh'),
  titleTh: translation('title_th'),
  description: text('description').notNull(),
  descriptionMm: translation('description_mm'),
  descriptionZh: translation('description_zh'),
  descriptionTh: translation('description_th'),
  imgUrl: text('img_url').notNull(),
  ...shown,
});

export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  value: text('value').notNull(),
  image: text('image').notNull(),
  ...shown,
});

export const videoAds = pgTable('video_ads', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleMm: translation('title_mm'),
  titleZh: translation('title_zh'),
  titleTh: translation('title_th'),
  videoUrl: text('video_url').notNull(),
  ...shown,
});
