import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_OPTIONS, startProductServer } from '../e2e/server';

/**
 * Lighthouse 12 (mobile preset, simulated throttling) on the home page of the production server, in Debian's
 * Chromium. Prints the performance score and the metrics behind it. Run `npm run build` first.
 */
/** The HTML snippets of the nodes an audit's details name, however deeply its tables nest them. */
function snippets(details: unknown): string[] {
  if (!details || typeof details !== 'object') return [];
  if (Array.isArray(details)) return details.flatMap(snippets);
  const { snippet } = details as { snippet?: unknown };
  return typeof snippet === 'string' ? [snippet] : Object.values(details).flatMap(snippets);
}

async function main() {
  const server = await startProductServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_OPTIONS.executablePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const url = `${server.url}/?type=all`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const lhr = result!.lhr;
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    console.log(`Lighthouse ${lhr.lighthouseVersion} mobile, ${url}`);
    console.log(`performance score: ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ])
      console.log(`  ${id.padEnd(26)} ${metric(id)}`);
    // What to look at when the score drops: the largest paint and the elements that moved.
    for (const id of ['largest-contentful-paint-element', 'layout-shifts'])
      for (const snippet of snippets(lhr.audits[id]?.details))
        console.log(`  ${id}: ${snippet.slice(0, 140)}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
