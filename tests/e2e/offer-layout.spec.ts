import { expect, test, type Locator } from '@playwright/test';
import { fr, openDatesCalendar, pinVariationsBeforeEach, stayCart, waitForHydration } from './search-helpers';

/** Controls that must take their own clicks, and the order of the checkout on a phone. */

/** The element a click at the centre of `control` lands on is the control itself (nothing drawn over it). */
async function isOnTop(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

pinVariationsBeforeEach();

test('the calendar opened over the gallery takes the clicks, not the See the photos button under it', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const found = await request.post('/api/offers.json', {
    data: { locale: 'fr_FR', limit: 10, criteria: {} },
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  let checked = 0;
  for (const { id } of ((await found.json()) as { results: { id: number }[] }).results) {
    await page.goto(`/fr/sejour/${id}`);
    await waitForHydration(page);
    const calendar = await openDatesCalendar(page.locator('aside'));
    const validate = calendar.getByRole('button', { name: fr('calendar', 'validate') });
    await expect(validate).toBeVisible();
    expect(await isOnTop(validate)).toBe(true);
    // Wherever the calendar lies over the gallery's photos button, a click lands in the calendar.
    const photos = page.getByRole('button', { name: new RegExp(fr('gallery', 'seePictures', { count: 99 }).replace('99', '\\d+')) }).first();
    const [over, under] = [await calendar.boundingBox(), await photos.boundingBox()];
    if (!over || !under) continue;
    const left = Math.max(over.x, under.x),
      right = Math.min(over.x + over.width, under.x + under.width);
    const top = Math.max(over.y, under.y),
      bottom = Math.min(over.y + over.height, under.y + under.height);
    if (!(left < right && top < bottom)) continue;
    const inCalendar = await calendar.evaluate(
      (element, [x, y]) => element.contains(document.elementFromPoint(x as number, y as number)),
      [(left + right) / 2, (top + bottom) / 2],
    );
    expect(inCalendar, `offer ${id}`).toBe(true);
    checked += 1;
  }
  expect(checked, 'an offer whose calendar opens over the photos button').toBeGreaterThan(0);
});

test('on a phone the checkout sums up the price before the details form and its Pay button', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A stay the catalogue offers, put in a cart.
  const checkoutUrl = await stayCart(request, baseURL, 'fr_FR');
  await page.goto(checkoutUrl);
  const price = await page.locator('#checkout-price').boundingBox();
  const pay = await page.getByRole('button', { name: new RegExp(`^${fr('order', 'details.submit', { amount: 'X' }).replace('X', '.+')}$`) }).boundingBox();
  expect(price && pay && price.y < pay.y).toBe(true);
});
