import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const gameTypes = pgTable('game_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  imgUrl: text('img_url').notNull(),
  imgActiveUrl: text('img_active_url').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A provider is one product of a game vendor; `code` is the product code sent to the aggregator on launch. */
export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  shortName: text('short_name').notNull(),
  providerName: text('provider_name').notNull(),
  productName: text('product_name').notNull(),
  productTitle: text('product_title').notNull(),
  imgUrl: text('img_url').notNull(),
  adapter: text('adapter', { enum: ['house', 'gscplus'] }).notNull(),
  currency: text('currency').notNull().default('MMK'),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The aggregator's word on the product in `currency`: only ACTIVATED is offered; the operator's is `enabled`. */
  status: text('status').notNull().default('ACTIVATED'),
  /** 1: games launch by game code; 2: the product is one lobby, launched without a game code. */
  entryType: integer('entry_type').notNull().default(1),
});

export const providerGameTypes = pgTable(
  'provider_game_types',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    gameTypeId: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.gameTypeId] })],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    gameTypeId: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    imgUrl: text('img_url').notNull(),
    hot: boolean('hot').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The aggregator's word on the game in its product's currency (ACTIVATED, MAINTAINED, DEACTIVATED). */
    status: text('status').notNull().default('ACTIVATED'),
  },
  (t) => [
    uniqueIndex('games_provider_code_idx').on(t.providerId, t.gameCode),
    index('games_list_idx').on(t.providerId, t.gameTypeId, t.sortOrder, t.id),
  ],
);
