import { expect, test } from '@playwright/test';
import { translate, waitForHydration } from './search-helpers';

/** The 'Customer reviews' modal (spec §2 reviews modal, §4: sort or language change reloads and resets paging). */

const fr = (key: string, values?: Record<string, string | number>) => translate('fr', 'reviews', key, values);

test('the reviews modal sorts, filters by language and shows more, 10 at a time', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // A hotel with more than one page of reviews.
  let hotelId: number | undefined;
  for (let id = 1; id <= 60 && hotelId === undefined; id += 1) {
    const answer = await request.get(`/api/hotel/${id}/reviews.json?locale=fr_FR`);
    if (answer.ok() && ((await answer.json()) as { totalCount: number }).totalCount > 10) hotelId = id;
  }
  expect(hotelId, 'a hotel with more than 10 reviews').toBeDefined();
  await page.goto(`/fr/hotel/${hotelId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: fr('readAll') }).click();
  const dialog = page.getByRole('dialog', { name: fr('title') });
  await expect(dialog).toBeVisible();
  const reviews = dialog.getByRole('listitem').filter({ has: page.locator('[lang]') });
  await expect(reviews).toHaveCount(10);

  await dialog.getByRole('button', { name: fr('showMore') }).click();
  await expect.poll(() => reviews.count()).toBeGreaterThan(10);

  // Sorting reloads from the first page: back to 10, lowest score first.
  await dialog.getByLabel(fr('sort.label')).selectOption('SCORE_ASC');
  await expect(reviews).toHaveCount(10);

  // A language keeps only reviews written in it (or says there is none).
  await dialog.getByLabel(fr('language.label')).selectOption('it_IT');
  await expect.poll(async () => (await reviews.count()) > 0 || (await dialog.getByText(fr('noReviewsIn.it_IT')).isVisible())).toBe(true);
  for (const review of await reviews.all()) await expect(review.locator('[lang]').first()).toHaveAttribute('lang', /^it/);
});
