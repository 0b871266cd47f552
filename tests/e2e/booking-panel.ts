import { expect, type Locator, type Page } from '@playwright/test';
import { MARKETS, type MarketKey } from '../../src/i18n/markets';
import { buildPath } from '../../src/i18n/routes';
import { fr, translate, waitForHydration } from './search-helpers';

/** The value next to a term of a description list ('Total' → '263,90 €'). */
export const valueOf = (scope: Locator, term: string) => scope.locator('dt', { hasText: term }).first().locator('xpath=following-sibling::dd[1]');

/** Chooses the first proposal of each of the activities `titles` in the product page's booking panel, in `language`. */
export async function chooseFirstActivities(panel: Locator, language: string, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    await panel
      .getByRole('group', { name: translate(language, 'booking', 'activities.choose', { title }) })
      .getByRole('radio')
      .first()
      .check();
  }
}

/** Books from the panel, waits for `marketKey`'s checkout page and answers its price summary. */
export async function bookToCheckout(page: Page, panel: Locator, marketKey: MarketKey): Promise<Locator> {
  const tr = (namespace: string, key: string) => translate(MARKETS[marketKey].language, namespace, key);
  await panel.getByRole('button', { name: tr('booking', 'actions.book') }).click();
  await expect(page).toHaveURL(new RegExp(`^[^#]*${buildPath(marketKey, 'checkout', { cartId: 'x' }).replace(/x$/, '')}[0-9a-f-]{36}$`));
  return page
    .getByRole('region', { name: tr('checkout', 'price.title') })
    .or(page.locator('section', { has: page.getByRole('heading', { name: tr('checkout', 'price.title') }) }))
    .first();
}

/** Opens the French page of offer `offerId` and its booking drawer (a phone's booking panel); answers the drawer. */
export async function openBookingDrawer(page: Page, offerId: number): Promise<Locator> {
  await page.goto(`/fr/sejour/${offerId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: fr('booking', 'actions.open') }).click();
  return page.getByRole('dialog', { name: fr('booking', 'actions.open') });
}
