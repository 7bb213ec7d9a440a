import { z } from 'zod';
import { gameType } from './catalogue';
import { serialId } from './envelope';

/** Console API of the catalogue: game types, providers, games and the aggregator's settings (never its secrets). */
const sortOrder = z
  .number({ message: 'field_invalid' })
  .int('field_invalid')
  .min(-1_000_000, 'field_invalid')
  .max(1_000_000, 'field_invalid');
const flag = z.boolean({ message: 'field_invalid' });

export const catalogueIdParams = z.object({ id: serialId });

export const consoleGameType = gameType.omit({ providers: true }).extend({ sort_order: z.number().int() });
export type ConsoleGameType = z.infer<typeof consoleGameType>;

export const gameTypeBody = z.object({
  name: z.string({ message: 'field_required' }).trim().min(1, 'field_required').max(60, 'text_too_long'),
  hidden: flag,
  sort_order: sortOrder,
});
export type GameTypeBody = z.infer<typeof gameTypeBody>;

export const consoleProvider = z.object({
  id: z.number().int(),
  code: z.string(),
  short_name: z.string(),
  provider_name: z.string(),
  product_title: z.string(),
  img_url: z.string(),
  adapter: z.enum(['house', 'gscplus']),
  currency: z.string(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
  game_types: z.array(z.number().int()),
  games: z.number().int(),
});
export type ConsoleProvider = z.infer<typeof consoleProvider>;

export const providerBody = z.object({ enabled: flag, sort_order: sortOrder });
export type ProviderBody = z.infer<typeof providerBody>;

export const consoleGamesQuery = z.object({
  provider_id: serialId.optional(),
  game_type_id: serialId.optional(),
  q: z.string().trim().max(100, 'text_too_long').optional(),
});

export const consoleGame = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider: z.string(),
  game_type_id: z.number().int(),
  game_code: z.string(),
  game_name: z.string(),
  img_url: z.string(),
  hot: z.boolean(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
});
export type ConsoleGame = z.infer<typeof consoleGame>;

export const gameBody = z.object({ enabled: flag, hot: flag, sort_order: sortOrder });
export type GameBody = z.infer<typeof gameBody>;

/** What the console may know of the aggregator's settings: whether it is configured, and where it points. */
export const aggregatorStatus = z.object({
  configured: z.boolean(),
  operator_code: z.string().nullable(),
  api_url: z.string().nullable(),
});
export type AggregatorStatus = z.infer<typeof aggregatorStatus>;

export const syncSummary = z.object({ products: z.number(), games: z.number(), disabledGames: z.number() });
export type SyncSummary = z.infer<typeof syncSummary>;
