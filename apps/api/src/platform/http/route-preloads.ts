import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The `<link rel="modulepreload">` tags of each lazy route's scripts, by the page's path, from the build's manifest
 * (`routeModules`: path -> source module, as the manifest names it). A visitor who opens such an address directly
 * (a shared 2D link) fetches the route's scripts with the app's, instead of one more round trip after the app has
 * run: on a 400 ms link, most of a second. Scripts the page loads already, or a route the build lacks, add nothing.
 */
export function routePreloads(
  root: string,
  indexHtml: string,
  routeModules: Record<string, string>,
): Map<string, string> {
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const preloads = new Map<string, string>();
  if (!existsSync(manifestFile)) return preloads;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) closure(next, files);
    return files;
  };
  for (const [route, module] of Object.entries(routeModules)) {
    const tags = [...closure(module, new Set())]
      .filter((file) => !indexHtml.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    if (tags.length > 0) preloads.set(route, tags.join('\n    '));
  }
  return preloads;
}
