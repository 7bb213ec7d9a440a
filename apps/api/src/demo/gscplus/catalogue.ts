import { GAME_TYPES } from '@zeya/contract/constants';
import type { SimGame, SimProduct } from '../../simulators/gscplus/aggregator';
import { theirGameType } from '../../modules/providers/gscplus/game-types';

/**
 * The demo catalogue: made-up studios with made-up games, enough to browse and to page (Golden Pagoda has more than
 * 20 slots). The seed files it into our catalogue and the demo aggregator lists the same products and games, so
 * every seeded tile launches there (and Catalogue > Sync against the demo aggregator changes nothing).
 */
export interface DemoProvider {
  code: string;
  shortName: string;
  name: string;
  /** game type id -> number of games */
  games: Record<number, number>;
  currency: 'MMK' | 'MMK2';
}

export const DEMO_PROVIDERS: DemoProvider[] = [
  { code: '9101', shortName: 'GPG', name: 'Golden Pagoda Gaming', games: { 1: 45 }, currency: 'MMK' },
  { code: '9102', shortName: 'LTR', name: 'Lotus Reels', games: { 1: 12 }, currency: 'MMK2' },
  { code: '9103', shortName: 'JDG', name: 'Jade Dragon', games: { 1: 8, 8: 6 }, currency: 'MMK' },
  { code: '9104', shortName: 'MDL', name: 'Mandalay Live', games: { 2: 8 }, currency: 'MMK' },
  { code: '9105', shortName: 'RBY', name: 'Ruby Tables', games: { 2: 5, 11: 6 }, currency: 'MMK' },
  { code: '9106', shortName: 'KOS', name: 'Kick Off Sports', games: { 3: 3 }, currency: 'MMK' },
  { code: '9107', shortName: 'PXD', name: 'Pixel Derby', games: { 4: 4 }, currency: 'MMK' },
  { code: '9108', shortName: 'LKL', name: 'Lucky Lanterns', games: { 5: 4 }, currency: 'MMK' },
  { code: '9109', shortName: 'TSP', name: 'Tea Shop Poker', games: { 6: 4, 12: 6 }, currency: 'MMK' },
  { code: '9110', shortName: 'GRS', name: 'Golden Rooster', games: { 7: 2 }, currency: 'MMK' },
  { code: '9111', shortName: 'IRW', name: 'Irrawaddy Fishing', games: { 8: 8 }, currency: 'MMK' },
  { code: '9112', shortName: 'NEO', name: 'Neon Arena', games: { 9: 3 }, currency: 'MMK' },
  { code: '9113', shortName: 'MGA', name: 'Mingalar Arcade', games: { 10: 6 }, currency: 'MMK' },
  { code: '9114', shortName: 'BGB', name: 'Bingo Bay', games: { 13: 5 }, currency: 'MMK' },
];

const FIRST = [
  'Golden',
  'Lucky',
  'Royal',
  'Jade',
  'Ruby',
  'Silver',
  'Mighty',
  'Happy',
  'Mystic',
  'Thunder',
  'Lotus',
  'Shining',
];
const SECOND = [
  'Tiger',
  'Koi',
  'Elephant',
  'Peacock',
  'Dragon',
  'Temple',
  'Lantern',
  'River',
  'Festival',
  'Fortune',
  'Moon',
  'Garden',
];

function gameName(serial: number): string {
  return `${FIRST[serial % FIRST.length]} ${SECOND[Math.floor(serial / FIRST.length) % SECOND.length]}`;
}

export interface DemoGame {
  /** Counts every demo game, in order: names and colours follow from it. */
  serial: number;
  /** Its place within its provider and type. */
  index: number;
  typeId: number;
  code: string;
  name: string;
}

/** Each demo provider's games, in the order the seed files them. */
export function demoGamesOf(): { provider: DemoProvider; games: DemoGame[] }[] {
  let serial = 0;
  return DEMO_PROVIDERS.map((provider) => ({
    provider,
    games: Object.entries(provider.games).flatMap(([typeId, howMany]) =>
      Array.from({ length: howMany }, (_, index) => {
        serial += 1;
        const code = `${provider.shortName}-${typeId}-${String(index + 1).padStart(3, '0')}`;
        return { serial, index, typeId: Number(typeId), code, name: gameName(serial) };
      }),
    ),
  }));
}

const typeCode = (typeId: number) => GAME_TYPES.find((type) => type.id === typeId)?.code ?? 'OTHERS';

/** The demo aggregator's product list: one entry per product, in the currency the seed files it under. */
export function demoProducts(): SimProduct[] {
  return DEMO_PROVIDERS.map((provider) => ({
    provider: provider.shortName,
    currency: provider.currency,
    status: 'ACTIVATED',
    provider_id: Number(provider.code),
    product_id: Number(provider.code) + 1000,
    product_code: Number(provider.code),
    game_type: theirGameType(typeCode(Number(Object.keys(provider.games)[0]))),
    product_name: provider.name,
    entry_type: 1,
  }));
}

/** The demo aggregator's game lists: every seeded game, in its product's currency. */
export function demoGames(): SimGame[] {
  return demoGamesOf().flatMap(({ provider, games }) =>
    games.map((game) => ({
      game_code: game.code,
      game_name: game.name,
      game_type: theirGameType(typeCode(game.typeId)),
      image_url: '',
      product_id: Number(provider.code) + 1000,
      product_code: Number(provider.code),
      status: 'ACTIVATED',
      support_currency: provider.currency,
      allow_free_round: false,
      lang_name: { en: game.name },
      lang_icon: {},
      created_at: 1_700_000_000_000,
    })),
  );
}
