import { expect, test, type Locator } from '@playwright/test';
import { pinVariations, translate, waitForHydration } from './search-helpers';

/** Controls that must take their own clicks, and the order of the checkout on a phone. */

const fr = (namespace: string, key: string, values?: Record<string, string | number>) => translate('fr', namespace, key, values);

/** The element a click at the centre of `control` lands on is the control itself (nothing drawn over it). */
async function isOnTop(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test.beforeEach(async ({ context, baseURL }) => {
  await pinVariations(context, baseURL);
});

test('the calendar opened over the gallery takes the click on Validate, not the See the photos button', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const found = await request.post('/api/offers.json', { data: { locale: 'fr_FR', limit: 1, criteria: {} }, headers: { Origin: new URL(baseURL ?? '').origin } });
  const [offer] = ((await found.json()) as { results: { id: number }[] }).results;
  await page.goto(`/fr/sejour/${offer?.id}`);
  await waitForHydration(page);
  await page.locator('aside').getByRole('button', { name: fr('searchbox', 'dates.add') }).click();
  const validate = page.getByRole('group', { name: fr('calendar', 'title') }).getByRole('button', { name: fr('calendar', 'validate') });
  await expect(validate).toBeVisible();
  expect(await isOnTop(validate)).toBe(true);
});

test('on a phone the checkout sums up the price before the details form and its Pay button', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const origin = new URL(baseURL ?? '').origin;
  const found = (await (await request.post('/api/offers.json', { data: { locale: 'fr_FR', limit: 20, criteria: {} }, headers: { Origin: origin } })).json()) as { results: { id: number }[] };
  let checkoutUrl: string | undefined;
  for (const { id } of found.results) {
    const detail = (await (await request.get(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json()) as { nights: number; items: { type: string; activityId: number }[] };
    for (let offset = 40; offset < 70 && !checkoutUrl; offset += 1) {
      const checkin = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const activitySelectionList = detail.items.filter((item) => item.type === 'activity').map((item) => `${item.activityId}_${checkin}`);
      const cart = await request.post('/api/cart', { data: { locale: 'fr_FR', packageId: id, checkin, nights: detail.nights, adults: 2, children: 0, babies: 0, activitySelectionList }, headers: { Origin: origin } });
      if (cart.status() === 201) checkoutUrl = ((await cart.json()) as { checkoutUrl: string }).checkoutUrl;
    }
    if (checkoutUrl) break;
  }
  expect(checkoutUrl).toBeDefined();
  await page.goto(checkoutUrl ?? '');
  const price = await page.locator('#checkout-price').boundingBox();
  const pay = await page.getByRole('button', { name: new RegExp(`^${fr('order', 'details.submit', { amount: 'X' }).replace('X', '.+')}$`) }).boundingBox();
  expect(price && pay && price.y < pay.y).toBe(true);
});
