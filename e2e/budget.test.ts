import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, measureBundle } from '../bench/bundle-size';
import { buildExists } from './server';

/** The production build stays inside DESIGN's budgets, so a heavy import is caught when it is added. */
describe.skipIf(!buildExists())('player site bundle budgets (gzip)', () => {
  const sizes = measureBundle(path.resolve(import.meta.dirname, '../apps/web/dist'));

  it(`first route JS within ${BUDGETS.firstRouteJs} KiB`, () => {
    expect(sizes.firstRouteJs).toBeLessThanOrEqual(BUDGETS.firstRouteJs);
  });

  it(`first route CSS within ${BUDGETS.css} KiB`, () => {
    expect(sizes.css).toBeLessThanOrEqual(BUDGETS.css);
  });

  it(`every lazy route within ${BUDGETS.lazyRoute} KiB`, () => {
    expect(sizes.lazyRoutes.length).toBeGreaterThan(0);
    for (const route of sizes.lazyRoutes) expect(route.js, route.name).toBeLessThanOrEqual(BUDGETS.lazyRoute);
  });
});
