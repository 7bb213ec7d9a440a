import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip budgets of the player site's production build, in KiB: tighter than DESIGN section 9's, as issue 16 asks. */
export const BUDGETS = { firstRouteJs: 150, css: 25, lazyRoute: 30 };

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface BundleSizes {
  firstRouteJs: number;
  css: number;
  lazyRoutes: { name: string; js: number }[];
}

/** Measures a Vite build by its manifest: what the home page loads first, and what each lazy route adds. */
export function measureBundle(distDir: string, firstRouteSrc = 'src/features/home/'): BundleSizes {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const gzipKiB = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length / 1024;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  // The app and the early shell (apps/web/src/app/early-shell.ts): index.html loads both entries.
  const initial = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) closure(key, initial);
  const homeKey = Object.keys(manifest).find(
    (key) => key.startsWith(firstRouteSrc) && manifest[key]!.isDynamicEntry,
  );
  const firstRoute = homeKey ? closure(homeKey, new Set(initial)) : new Set(initial);
  // Lazy chunks index.html preloads (the side menu) travel with the first route, so they count in it.
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const key of Object.keys(manifest))
    if (html.includes(`rel="modulepreload" crossorigin href="/${manifest[key]!.file}"`))
      closure(key, firstRoute);
  const sum = (keys: Iterable<string>) =>
    [...keys].reduce((total, key) => total + gzipKiB(manifest[key]!.file), 0);
  const cssFiles = new Set([...firstRoute].flatMap((key) => manifest[key]!.css ?? []));
  const lazyRoutes = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry)
    .map((key) => {
      const own = [...closure(key)].filter((dep) => !initial.has(dep));
      return { name: key, js: sum(own) };
    })
    .sort((a, b) => b.js - a.js);
  return {
    firstRouteJs: sum(firstRoute),
    css: [...cssFiles].reduce((t, f) => t + gzipKiB(f), 0),
    lazyRoutes,
  };
}

function report(sizes: BundleSizes): boolean {
  const row = (name: string, kib: number, budget: number) => {
    const within = kib <= budget;
    console.log(
      `${name.padEnd(48)} ${kib.toFixed(1).padStart(7)} KiB  budget ${String(budget).padStart(3)} KiB  ${within ? 'ok' : 'OVER'}`,
    );
    return within;
  };
  console.log('Player site, production build, gzip:');
  let ok = row('first route JS (entry + home + preloaded)', sizes.firstRouteJs, BUDGETS.firstRouteJs);
  ok = row('first route CSS', sizes.css, BUDGETS.css) && ok;
  for (const lazy of sizes.lazyRoutes) ok = row(`lazy ${lazy.name}`, lazy.js, BUDGETS.lazyRoute) && ok;
  return ok;
}

/** The console has no budget of its own in DESIGN; its sizes are printed so a change can be weighed. */
function reportConsole(sizes: BundleSizes) {
  console.log('\nConsole, production build, gzip:');
  console.log(
    `${'first route JS (entry + overview)'.padEnd(48)} ${sizes.firstRouteJs.toFixed(1).padStart(7)} KiB`,
  );
  console.log(`${'first route CSS'.padEnd(48)} ${sizes.css.toFixed(1).padStart(7)} KiB`);
  for (const lazy of sizes.lazyRoutes)
    console.log(`${`lazy ${lazy.name}`.padEnd(48)} ${lazy.js.toFixed(1).padStart(7)} KiB`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const within = report(measureBundle(path.resolve(import.meta.dirname, '../apps/web/dist')));
  reportConsole(
    measureBundle(path.resolve(import.meta.dirname, '../apps/console/dist'), 'src/features/overview/'),
  );
  process.exit(within ? 0 : 1);
}
