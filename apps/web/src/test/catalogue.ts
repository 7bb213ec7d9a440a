import type { Game, Provider } from '@/shared/games/api';

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
