import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Our own artwork, drawn as SVG at seed time: no vendor logo or third-party image ships with Zeya. */

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Tile {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  hue: number;
  /** Largest title size in px; banners keep their text small and central, since phones crop their sides. */
  maxTitleSize?: number;
}

export function tileSvg({ width, height, title, subtitle, hue, maxTitleSize = Infinity }: Tile): string {
  const size = Math.round(Math.min(width / Math.max(6, title.length * 0.62), height / 3.2, maxTitleSize));
  const sub = subtitle
    ? `<text x="50%" y="${Math.round(height * 0.72)}" font-size="${Math.round(size * 0.45)}" fill="#fff" fill-opacity="0.85" text-anchor="middle" font-family="sans-serif">${escape(subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,25%)"/></linearGradient></defs>
<rect width="100%" height="100%" rx="${Math.round(Math.min(width, height) * 0.06)}" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.35)}" fill="#fff" fill-opacity="0.08"/>
<circle cx="${Math.round(width * 0.1)}" cy="${Math.round(height * 0.95)}" r="${Math.round(height * 0.3)}" fill="#ffd54a" fill-opacity="0.12"/>
<text x="50%" y="${Math.round(height * (subtitle ? 0.5 : 0.58))}" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" font-family="sans-serif">${escape(title)}</text>
${sub}
</svg>`;
}

/** A round icon with a short mark; the active variant is gold on dark, the normal one white on colour. */
export function iconSvg(mark: string, hue: number, active: boolean): string {
  const [bg, fg] = active ? ['#1f1300', '#ffc83d'] : [`hsl(${hue},65%,45%)`, '#fff'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="30" fill="${bg}" stroke="${fg}" stroke-width="3"/>
<text x="32" y="40" font-size="${mark.length > 2 ? 16 : 22}" font-weight="700" fill="${fg}" text-anchor="middle" font-family="sans-serif">${escape(mark)}</text>
</svg>`;
}

/** Writes a file under the uploads folder and returns its public path (/storage/...). */
export function writeUpload(uploadsDir: string, relative: string, contents: string | Buffer): string {
  const file = path.join(uploadsDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, contents);
  return `/storage/${relative}`;
}
