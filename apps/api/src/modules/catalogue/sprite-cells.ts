import type { GameType, Provider } from '@zeya/contract/catalogue';
import { catalogueSprite, spriteUrl, type Sprite, type SpriteCell } from './sprite';

/** A game type's icon is drawn 64 px square; a provider's logo 2:1 (the player site shows both at those shapes). */
const ICON = { width: 64, height: 64, fit: 'meet' } as const;
const LOGO = { width: 240, height: 120, fit: 'slice' } as const;

/** Every icon and logo the game-type list shows, in its order (the cache key of the sprite). */
function cellsOf(types: GameType[]): SpriteCell[] {
  const cells: SpriteCell[] = [];
  for (const type of types) {
    cells.push({ id: `t${type.id}`, url: type.img, ...ICON });
    cells.push({ id: `ta${type.id}`, url: type.img_active, ...ICON });
  }
  for (const type of types)
    for (const provider of type.providers)
      cells.push({ id: `p${provider.id}`, url: provider.img_url, ...LOGO });
  return cells;
}

/** The sprite of these game types' images. */
export function spriteOf(uploadsDir: string, types: GameType[]) {
  return catalogueSprite(uploadsDir, cellsOf(types));
}

/** The game types with each image's place in the sprite beside its own URL. */
export async function withSpriteUrls(uploadsDir: string, types: GameType[]): Promise<GameType[]> {
  const sprite = await spriteOf(uploadsDir, types);
  return types.map((type) => ({
    ...type,
    img_sprite: spriteUrl(sprite, `t${type.id}`),
    img_active_sprite: spriteUrl(sprite, `ta${type.id}`),
    providers: type.providers.map((provider) => withLogoUrl(sprite, provider)),
  }));
}

function withLogoUrl(sprite: Sprite, provider: Provider): Provider {
  return { ...provider, img_sprite: spriteUrl(sprite, `p${provider.id}`) };
}

/** Providers of one type with their logos' places in the sprite of all game types (the same image for every page). */
export async function providersWithSpriteUrls(uploadsDir: string, types: GameType[], providers: Provider[]) {
  const sprite = await spriteOf(uploadsDir, types);
  return providers.map((provider) => withLogoUrl(sprite, provider));
}
