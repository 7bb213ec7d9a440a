import { mediaUrl } from '@/shared/format';

/**
 * Where to load a catalogue icon or logo from: its cell of the server's one sprite when the server named one (one
 * request for every icon of the page, cached for good), else its own file.
 */
export function catalogueImage(path: string, spriteCell?: string): string {
  return spriteCell ?? mediaUrl(path);
}
