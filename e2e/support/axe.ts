// axe-core in the portal's pages: its source is added as an init script of the context, which
// playwright runs in every document before the page's own scripts and which the production
// Content-Security-Policy does not govern (an injected <script> tag would be refused by it).
import type { AxeResults, ImpactValue } from 'axe-core';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export async function addAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource });
}

/** The impacts that fail the check (no serious or critical violation on any page). */
const FAILING: ImpactValue[] = ['serious', 'critical'];

/**
 * Runs axe (WCAG 2 A/AA and best practices) on the page, or only inside `within`; returns one
 * readable line per serious or critical violation: where, rule, the elements' selectors.
 */
export async function seriousViolations(page: Page, where: string, within?: string): Promise<string[]> {
  const results = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    return axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
  }, within);
  return (results as AxeResults).violations
    .filter((violation) => violation.impact && FAILING.includes(violation.impact))
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Every violation of any impact (minor and moderate too) on the page or inside `within`, one readable line each:
 * where, rule, impact, the elements' selectors.
 */
export async function allViolations(page: Page, where: string, within?: string): Promise<string[]> {
  const results = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    return axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
  }, within);
  return (results as AxeResults).violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
