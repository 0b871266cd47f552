import { expect, test, type APIRequestContext } from '@playwright/test';
import { fr, readAnalyticsEvents, recordAnalyticsEvents, waitForHydration } from './search-helpers';
import { expectNoAxeViolations } from './axe';

/** The activity-only detail page and its checkout (spec §2, §4 'Activity offer'). */

interface ActivityDetail {
  id: number;
  label: string;
  published: boolean;
  prices: { paxComposition: { adults: number }; sellPrice: number }[];
}

const detail = async (request: APIRequestContext, id: number) => {
  const response = await request.get(`/api/activity-only/weekend/${id}/detail.json?locale=fr_FR`);
  return response.ok() ? ((await response.json()) as ActivityDetail) : null;
};

/** Published activities of the search (the Origin header: POSTs must come from the site). */
async function findActivities(request: APIRequestContext, baseURL: string | undefined): Promise<ActivityDetail[]> {
  const found = await request.post('/api/search/activity-only.json', { data: { locale: 'fr_FR' }, headers: { Origin: new URL(baseURL ?? '').origin } });
  const { exactMatch } = (await found.json()) as { exactMatch: { activityOnlyPackages: { id: number }[] } };
  const details = await Promise.all(exactMatch.activityOnlyPackages.slice(0, 8).map(({ id }) => detail(request, id)));
  // Activities with different names, so that a link found by name is that activity's.
  return details.filter((d): d is ActivityDetail => d !== null).filter((d, index, all) => all.findIndex((other) => other.label === d.label) === index);
}

/** The first activity of the catalog that is no longer published. */
async function findUnpublished(request: APIRequestContext): Promise<ActivityDetail> {
  for (let id = 1; id <= 300; id += 1) {
    const found = await detail(request, id);
    if (found && !found.published) return found;
  }
  throw new Error('No unpublished activity in the test catalog');
}

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
const priceFor = (activity: ActivityDetail, participants: number) => activity.prices.find((p) => p.paxComposition.adults === participants)?.sellPrice ?? 0;

test('participants come from the hash a; Buy for myself confirms the price, then the checkout with OWN_USE', async ({ page, request, baseURL }) => {
  const [activity] = await findActivities(request, baseURL);
  if (!activity) throw new Error('No activity');
  await recordAnalyticsEvents(page);
  await page.goto(`/fr/activite/${activity.id}#a=1`);
  await expect(page.getByRole('heading', { level: 1, name: activity.label })).toBeVisible();
  const pax = page.getByRole('group', { name: new RegExp(fr('activity', 'offer.participants')) });
  await expect(pax.getByRole('status').or(pax.locator('output'))).toHaveText('1');
  await expect(page.getByText(fr('activity', 'offer.total', { count: 1, price: euros(priceFor(activity, 1)) }).replace(' €', '\u00a0€'))).toBeVisible();
  await page.getByRole('button', { name: fr('activity', 'offer.self') }).click();
  const dialog = page.getByRole('dialog', { name: fr('activity', 'confirm.titleSelf') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(fr('activity', 'confirm.digital'))).toBeVisible();
  await expect(dialog.getByRole('definition').last()).toHaveText(euros(priceFor(activity, 1)).replace(' ', '\u00a0'));
  await dialog.getByRole('button', { name: fr('activity', 'confirm.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/activite/commande/${activity.id}\\?customType=OWN_USE&a=1$`));
  expect(await readAnalyticsEvents(page)).toContain('add_to_cart');
  await expect(page.getByRole('heading', { level: 1, name: fr('activity', 'checkout.heading') })).toBeVisible();
  await expect(page.getByTestId('activity-purchase')).toHaveText(fr('activity', 'checkout.ownUse'));
  await expect(page.locator('[data-participants="1"]')).toBeVisible();
  await expect(page.getByRole('combobox', { name: fr('order', 'field.participants') })).toHaveValue('1');
  // The details step: for oneself, no recipient is asked.
  await expect(page.getByRole('heading', { level: 2, name: fr('order', 'details.title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${fr('order', 'field.recipientName')}`) })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: fr('order', 'field.participants') })).toBeVisible();
});

test('an out-of-range participant count is ignored (2), and Offer leads to the gift checkout without OWN_USE', async ({ page, request, baseURL }) => {
  const [activity] = await findActivities(request, baseURL);
  if (!activity) throw new Error('No activity');
  await page.goto(`/fr/activite/${activity.id}#a=7`);
  // The default of 2 is also what the server draws: wait for the price box itself before using it.
  await waitForHydration(page);
  await expect(page.getByRole('group', { name: new RegExp(fr('activity', 'offer.participants')) }).locator('output')).toHaveText('2');
  await expect(page.getByRole('button', { name: fr('activity', 'offer.more') })).toBeDisabled();
  await page.getByRole('button', { name: fr('activity', 'offer.offer'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fr('activity', 'confirm.titleGift') });
  await dialog.getByRole('button', { name: fr('activity', 'confirm.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/activite/commande/${activity.id}\\?a=2$`));
  await expect(page.getByTestId('activity-purchase')).toHaveText(fr('activity', 'checkout.gift'));
});

test('an unpublished activity shows the expired notice with See other offers, and no price box', async ({ page, request }) => {
  const activity = await findUnpublished(request);
  await page.goto(`/fr/activite/${activity.id}`);
  await expect(page.getByText(fr('errors', 'expired.title'))).toBeVisible();
  await expect(page.getByText(fr('activity', 'expired.text'))).toBeVisible();
  await expect(page.getByRole('link', { name: fr('errors', 'expired.action') })).toHaveAttribute('href', '/fr/activites');
  await expect(page.getByRole('button', { name: fr('activity', 'offer.self') })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  expect((await request.get(`/fr/activite/commande/${activity.id}`)).status()).toBe(404);
});

test('the heart keeps the activity, and the next activity lists it as recently viewed', async ({ page, request, baseURL }) => {
  const [first, second] = await findActivities(request, baseURL);
  if (!first || !second) throw new Error('Two activities needed');
  await page.goto(`/fr/activite/${first.id}`);
  await waitForHydration(page);
  const heart = page.getByRole('button', { name: new RegExp(first.label) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/fr/activite/${second.id}`);
  // The list starts when scrolled to (the helper scrolls to the islands that wait for it).
  await waitForHydration(page);
  const recent = page.getByRole('region', { name: fr('activity', 'recentlyViewed.title') });
  await expect(recent.getByRole('link', { name: new RegExp(first.label) })).toHaveAttribute('href', `/fr/activite/${first.id}`);
  await expect(recent.getByRole('link', { name: new RegExp(second.label) })).toHaveCount(0);
});

for (const width of [390, 1366]) {
  test(`the activity page, its confirmation and the activity checkout have no WCAG 2.2 A/AA violations at ${width}px`, async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    const [activity] = await findActivities(request, baseURL);
    if (!activity) throw new Error('No activity');
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/fr/activite/${activity.id}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: fr('activity', 'offer.self') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: fr('activity', 'confirm.continue') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: fr('activity', 'checkout.heading') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
