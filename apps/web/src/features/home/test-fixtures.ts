import type { Game, GameType } from '@/shared/games/api';
import { makeGame, makeGameTypes, makeProvider } from '@/test/catalogue';
import { ok, stubApi, type ApiCall } from '@zeya/test-kit/render-page';

/** Test data for the home screen's tests. */
export { makeGame, makeProvider };

/** All fourteen types, hidden ones included, each with a provider; Slot (1) has two. */
export const TYPES: GameType[] = makeGameTypes(100);

type Reply = ReturnType<Parameters<typeof stubApi>[0]>;

/** Stubs the API of the home screen: empty content unless `handler` answers the call. */
export function stubHomeApi(handler: (call: ApiCall) => Reply | undefined = () => undefined) {
  return stubApi((call) => {
    const reply = handler(call);
    if (reply) return reply;
    if (call.path === '/game_types') return ok(TYPES);
    if (['/banner', '/banner_Text', '/hot_game_lists'].includes(call.path)) return ok([]);
    if (call.path === '/popup-ads-banner') return ok(null);
    if (call.path.startsWith('/game_lists/')) return ok([]);
    return { status: 404, body: { status: 'Error has occurred...', message: 'Not found.', data: null } };
  });
}

/** `count` games from `first` on, named by `name`. */
export function gameRange(first: number, count: number, name = (id: number) => `Game ${id}`): Game[] {
  return Array.from({ length: count }, (_, i) => makeGame(first + i, { game_name: name(first + i) }));
}
