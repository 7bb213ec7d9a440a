import { chromium } from 'playwright-core';
import { SHARED_BROWSER } from './browser';
import { CHROMIUM_OPTIONS } from './server';

/**
 * One browser for the run's browser suites (launchChromium connects to it): starting Chromium for each suite cost
 * its processes' start every time, and suites share nothing through it but the program.
 */
export default async function setup() {
  const browser = await chromium.launchServer(CHROMIUM_OPTIONS);
  process.env[SHARED_BROWSER] = browser.wsEndpoint();
  return async () => {
    await browser.close();
  };
}
