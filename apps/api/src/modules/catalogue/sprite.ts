import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The catalogue's small images (game-type icons, provider logos) as one SVG, so a page showing thirty of them makes one
 * request instead of thirty, which on a slow mobile link (400 ms a round trip, six at a time) is seconds. Each image
 * sits in its own cell with a `<view>` of the same id: `<img src="sprite.svg?v=hash#p3">` shows only that cell.
 * The spec's `img` / `img_url` fields stay as they were for any other client.
 */

export const SPRITE_PATH = '/api/catalogue/sprite.svg';

/** Above this an image is no icon; it keeps its own request rather than weigh down every page's sprite. */
const MAX_EMBEDDED_BYTES = 16 * 1024;

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export interface SpriteCell {
  /** The fragment id: `t<id>`, `ta<id>` (active icon) or `p<id>`. */
  id: string;
  /** The stored image's public path, /storage/... */
  url: string;
  width: number;
  height: number;
  /** `meet` keeps the whole image inside the cell (icons), `slice` fills it (logos shown cropped to 2:1). */
  fit: 'meet' | 'slice';
}

export interface Sprite {
  hash: string;
  svg: string;
  gzip: Buffer;
  /** The cells that made it in: an image missing, remote or too big is left to its own URL. */
  ids: ReadonlySet<string>;
}

async function dataUrl(uploadsDir: string, url: string): Promise<string | null> {
  if (!url.startsWith('/storage/')) return null;
  const file = path.resolve(uploadsDir, url.slice('/storage/'.length));
  const mime = MIME[path.extname(file).toLowerCase()];
  if (!mime || !file.startsWith(path.resolve(uploadsDir) + path.sep)) return null;
  const bytes = await readFile(file).catch(() => null);
  if (!bytes || bytes.length > MAX_EMBEDDED_BYTES) return null;
  // SVG text percent-encoded compresses far better than base64 does.
  return mime === 'image/svg+xml'
    ? `data:${mime},${encodeURIComponent(bytes.toString('utf8'))}`
    : `data:${mime};base64,${bytes.toString('base64')}`;
}

/** Cells one under another with a cell's height of space between, so no view shows a neighbour's edge. */
async function buildSprite(uploadsDir: string, cells: SpriteCell[]): Promise<Sprite> {
  const parts: string[] = [];
  const ids = new Set<string>();
  let y = 0;
  let width = 1;
  for (const cell of cells) {
    if (ids.has(cell.id)) continue;
    const href = await dataUrl(uploadsDir, cell.url);
    if (!href) continue;
    ids.add(cell.id);
    parts.push(
      `<view id="${cell.id}" viewBox="0 ${y} ${cell.width} ${cell.height}"/>` +
        `<image x="0" y="${y}" width="${cell.width}" height="${cell.height}" preserveAspectRatio="xMidYMid ${cell.fit}" href="${href}"/>`,
    );
    y += cell.height * 2;
    width = Math.max(width, cell.width);
  }
  // No width or height: the image's proportions are then those of the view asked for, so an <img> with object-fit
  // (contain, cover) fits the one icon and not the whole tall sheet.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${Math.max(y, 1)}">${parts.join('')}</svg>`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  return { hash, svg, gzip: gzipSync(svg), ids };
}

// The last sprite built, by the cells it was built from. Uploads get new names, so the same paths mean the same
// bytes; a cache that is only ever a shortcut, safe to lose and the same on every instance.
let cached: { key: string; sprite: Promise<Sprite> } | null = null;

export function catalogueSprite(uploadsDir: string, cells: SpriteCell[]): Promise<Sprite> {
  const key = JSON.stringify([uploadsDir, cells]);
  if (cached?.key === key) return cached.sprite;
  const sprite = buildSprite(uploadsDir, cells);
  cached = { key, sprite };
  sprite.catch(() => {
    if (cached?.key === key) cached = null;
  });
  return sprite;
}

/** The URL of one cell, or undefined when the image is not in the sprite. */
export function spriteUrl(sprite: Sprite, id: string): string | undefined {
  return sprite.ids.has(id) ? `${SPRITE_PATH}?v=${sprite.hash}#${id}` : undefined;
}
