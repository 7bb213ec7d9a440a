import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

const shown = {
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: moment('created_at').notNull().defaultNow(),
};

/** Where a banner or pop-up ad leads on the site ("/2d"); empty when it leads nowhere. */
const link = () => text('link').notNull().default('');

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  imgUrl: text('img_url').notNull(),
  link: link(),
  ...shown,
});

export const bannerTexts = pgTable('banner_texts', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
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
  description: text('description').notNull(),
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
  videoUrl: text('video_url').notNull(),
  ...shown,
});
