import { GAME_TYPES } from '@zeya/contract/constants';
import type { Game, GameType, Provider } from '@/shared/games/api';
import { ok, stubApi, type ApiCall } from '@/test/render-page';

/** Test data for the home screen's tests. */
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

/** All fourteen types, hidden ones included, each with a provider; Slot (1) has two. */
export const TYPES: GameType[] = GAME_TYPES.map((type) => ({
  id: type.id,
  code: type.code,
  name: type.name,
  img: `/storage/game-types/${type.id}.svg`,
  img_active: `/storage/game-types/${type.id}-active.svg`,
  providers:
    type.id === 1
      ? [makeProvider(1, 'GPG'), makeProvider(2, 'LTR')]
      : [makeProvider(100 + type.id, `P${type.id}`)],
}));

type Reply = ReturnType<Parameters<typeof stubApi>[0]>;

/** Stubs the API of the home screen: empty content unless `handler` answers the call. */
export function stubHomeApi(handler: (call: ApiCall) => Reply | undefined = () => undefined) {
  return stubApi((call) => {
    const reply = handler(call);
    if (reply) return reply;
    if (call.path === '/game_types') return ok(TYPES);
    if (['/banner', '/banner_Text', '/popup-ads-banner', '/hot_game_lists'].includes(call.path))
      return ok([]);
    if (call.path.startsWith('/game_lists/')) return ok([]);
    return { status: 404, body: { status: 'Error has occurred...', message: 'Not found.', data: null } };
  });
}

/** `count` games from `first` on, named by `name`. */
export function gameRange(first: number, count: number, name = (id: number) => `Game ${id}`): Game[] {
  return Array.from({ length: count }, (_, i) => makeGame(first + i, { game_name: name(first + i) }));
}
