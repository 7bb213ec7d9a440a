import { GAME_TYPES, HIDDEN_GAME_TYPE_IDS } from '@zeya/contract/constants';
import type { Game, GameType, Provider } from '@/shared/games/api';

/** Catalogue rows for component tests, shaped as the API returns them. */
export function makeGame(id: number, overrides: Partial<Game> = {}): Game {
  return {
    id,
    game_code: `G-${id}`,
    product_code: '9101',
    game_type: 'SLOT',
    game_name: `Game ${id}`,
    image_url: `/storage/games/${id}.svg`,
    provider_id: 1,
    hot: false,
    ...overrides,
  };
}

export function makeProvider(id: number, shortName: string): Provider {
  return {
    id,
    code: String(9100 + id),
    short_name: shortName,
    provider_name: `${shortName} Studio`,
    product_name: `${shortName} Studio`,
    product_title: `${shortName} Studio`,
    provider: shortName,
    img: `/storage/providers/${id}.svg`,
    img_url: `/storage/providers/${id}.svg`,
  };
}

/** All fourteen types, hidden ones included, each with a provider (ids from `providerIdBase`); Slot (1) has two. */
export function makeGameTypes(providerIdBase: number): GameType[] {
  return GAME_TYPES.map((type) => ({
    id: type.id,
    code: type.code,
    name: type.name,
    img: `/storage/game-types/${type.id}.svg`,
    img_active: `/storage/game-types/${type.id}-active.svg`,
    hidden: HIDDEN_GAME_TYPE_IDS.includes(type.id),
    providers:
      type.id === 1
        ? [makeProvider(1, 'GPG'), makeProvider(2, 'LTR')]
        : [makeProvider(providerIdBase + type.id, `P${type.id}`)],
  }));
}
