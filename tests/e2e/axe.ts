import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The one rule set every accessibility check runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /** A CSS selector: only this part of the page is checked (the whole page without it). */
  include?: string;
}

/** The violations axe finds on the page as it stands, each as 'rule: the elements it names'. */
export async function axeViolations(page: Page, { include }: AxeScope = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Fails with each violation and the elements it names when axe finds anything on the page (or its `include` part). */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope)).toEqual([]);
}

/** The widths every template is checked at: a phone and a laptop. */
export const AXE_WIDTHS = [390, 1366];

/** One test per template and width: the page, loaded until the network is quiet, has no violation. */
export function describeAxeOverTemplates(templates: Record<string, string>): void {
  for (const [template, path] of Object.entries(templates)) {
    for (const width of AXE_WIDTHS) {
      test(`${template} has no WCAG 2.2 A/AA violations at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path, { waitUntil: 'networkidle' });
        await expectNoAxeViolations(page);
      });
    }
  }
}
