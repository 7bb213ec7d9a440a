import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api/src, from the source tree (this file) and from the bundle in apps/api/dist alike. */
export function sourceDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'dist' ? path.join(here, '..', 'src') : path.join(here, '..');
}
