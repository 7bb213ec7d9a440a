import type { GameType } from '@zeya/contract/catalogue';

/** The types the player browses: those the console has not hidden (ids 6, 12, 13 and 14 at first). */
export function visibleGameTypes<T extends Pick<GameType, 'hidden'>>(types: T[] | undefined): T[] {
  return (types ?? []).filter((type) => !type.hidden);
}
