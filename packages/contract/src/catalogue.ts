import { z } from 'zod';
import { serialId } from './envelope';

export const provider = z.object({
  id: z.number().int(),
  code: z.string(),
  short_name: z.string(),
  provider_name: z.string(),
  product_name: z.string(),
  product_title: z.string(),
  provider: z.string(),
  img: z.string(),
  img_url: z.string(),
  /** The same logo as a cell of the catalogue's one sprite (one request for all), when it is in it. */
  img_sprite: z.string().optional(),
});

export const gameType = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  img: z.string(),
  img_active: z.string(),
  /** The same icons as cells of the catalogue's one sprite (one request for all), when they are in it. */
  img_sprite: z.string().optional(),
  img_active_sprite: z.string().optional(),
  /** Set by the console; the spec's own client hides ids 6, 12, 13 and 14 whatever this says. */
  hidden: z.boolean(),
  providers: z.array(provider),
});

export const game = z.object({
  id: z.number().int(),
  game_code: z.string(),
  product_code: z.string(),
  game_type: z.string(),
  game_name: z.string(),
  image_url: z.string(),
  provider_id: z.number().int(),
  hot: z.boolean(),
});

export const gameListParams = z.object({
  typeId: serialId,
  providerId: serialId,
});

export const providerParams = z.object({
  typeCode: z.string().trim().min(1, 'field_required').max(40, 'field_invalid'),
});

export type Provider = z.infer<typeof provider>;
export type GameType = z.infer<typeof gameType>;
export type Game = z.infer<typeof game>;
