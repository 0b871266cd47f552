import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** One page per template; later work adds its templates here. */
const TEMPLATES = {
  home: '/fr/',
  'home (Belgium, language switch)': '/be-nl/',
  'country chooser': '/',
  'Belgian splash': '/be/',
  'not found': '/es/pagina-inexistente',
  crash: '/it/crash-test',
};

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const [template, path] of Object.entries(TEMPLATES)) {
  for (const width of [390, 1366]) {
    test(`${template} has no WCAG 2.2 A/AA violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path, { waitUntil: 'networkidle' });
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}

test('the burger menu has no violations when open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/be-fr/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
