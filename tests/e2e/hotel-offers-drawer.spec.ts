import { expect, test, type Locator } from '@playwright/test';
import { countPattern, mainResults, pinVariationsBeforeEach, readCount, translate, waitForHydration, waitForResultCount } from './search-helpers';

/** The hotel offers drawer of the search (spec §2): the card's offer first, then the hotel's other offers, each its own. */

pinVariationsBeforeEach();

for (const { market, language, path, width } of [
  { market: 'fr', language: 'fr', path: '/fr/recherche', width: 1366 },
  { market: 'be-nl', language: 'nl', path: '/be-nl/zoeken', width: 390 },
]) {
  test(`"other offers in this hotel" opens that many other offers of the hotel, none of them the card's (${market}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await waitForHydration(page);
    await waitForResultCount(page, language);
    const morePattern = { name: countPattern(language, 'search', 'card.moreOffers') };
    const card = mainResults(page)
      .getByRole('article')
      .filter({ has: page.getByRole('button', morePattern) })
      .first();
    const more = card.getByRole('button', morePattern);
    await expect(more).toBeVisible();
    const count = readCount((await more.textContent()) ?? '');
    const cardHref = new URL((await card.getByRole('link').first().getAttribute('href')) ?? '', 'http://x').pathname;
    await more.click();

    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { level: 3 })).toHaveText(translate(language, 'search', 'drawer.otherOffers', { count }));
    const [main, others] = [drawer.getByRole('list').first(), drawer.getByRole('list').nth(1)];
    await expect(main.getByRole('listitem')).toHaveCount(1);
    await expect(others.getByRole('listitem')).toHaveCount(count);
    const pathOf = async (link: Locator) => new URL((await link.getAttribute('href')) ?? '', 'http://x').pathname;
    expect(await pathOf(main.getByRole('link'))).toBe(cardHref);
    const otherPaths = await Promise.all((await others.getByRole('link').all()).map(pathOf));
    expect(new Set(otherPaths).size).toBe(count);
    expect(otherPaths).not.toContain(cardHref);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(more).toBeFocused();
  });
}
