import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core's WCAG 2.x A and AA rules run on the page as it is now. Returns the serious and critical violations, each
 * with the elements it found, so a failing assertion names what to fix.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the debugger protocol, which the site's CSP (no inline scripts) rightly does not let a script tag do.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: any[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id as string,
      impact: violation.impact as string | null,
      help: violation.help as string,
      targets: (violation.nodes as { target: string[] }[]).map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Fails, naming each rule and element, when the page as it is now has a serious or critical violation. */
export async function expectAccessible(page: Page, screen: string) {
  const violations = await seriousAxeViolations(page);
  expect(
    violations.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`),
    screen,
  ).toEqual([]);
}
