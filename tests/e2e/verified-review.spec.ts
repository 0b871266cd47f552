import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { escapeRegExp, stayCart, tr } from './search-helpers';
import { expectNoAxeViolations } from './axe';
import { signUp, uniqueEmail } from './accounts';
import { BUYERS, fillBuyer, payAndConfirm } from './checkout';

/**
 * A review from a real stay (ADR 58): a customer books and pays a stay, the stay is moved into the past (a test
 * route), the trips page offers 'Write a review', a refused form keeps what was typed and names the field, the
 * published review appears on the hotel's page with the 'Verified stay' mark and the month of the stay.
 */

const CASES = [
  {
    ...BUYERS.fr,
    positive: 'Le petit déjeuner sur la terrasse, face au lac.',
    negative: 'La rue un peu bruyante le samedi soir.',
  },
  {
    ...BUYERS.es,
    phone: '612 34 56 78',
    positive: 'El desayuno en la terraza, frente al lago.',
    negative: 'La calle, algo ruidosa el sábado por la noche.',
  },
] as const;
type Case = (typeof CASES)[number];

test.describe.configure({ timeout: 120_000 });

/** A new account, signed in, that books and pays a stay; answers the booking number. */
async function bookAndPay(page: Page, request: APIRequestContext, baseURL: string | undefined, c: Case): Promise<string> {
  const email = await signUp(page, c.market, { email: uniqueEmail(`review.${c.market}`), firstName: c.first, lastName: c.last });
  await page.goto(await stayCart(request, baseURL, c.locale));
  await fillBuyer(page, c, email);
  return payAndConfirm(page, c.language);
}

for (const c of CASES) {
  test(`${c.market}: a past stay's owner writes a review from the trips page, and sees it on the hotel's page with its mark`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Unique to this run: the test database keeps the reviews of earlier runs, maybe of the same hotel.
    const positive = `${c.positive} (${Date.now().toString(36)})`;
    const number = await bookAndPay(page, request, baseURL, c);
    expect(number).toMatch(/^\d{8}$/);
    // The stay checked out three days ago.
    const moved = await request.post('/api/test/past-stay', {
      data: { booking: number, checkoutDaysAgo: 3 },
      headers: { Origin: new URL(baseURL ?? '').origin },
    });
    expect(moved.status()).toBe(200);
    const { checkin } = (await moved.json()) as { checkin: string };

    await page.goto(`/${c.market}/account/trips`);
    const trip = page.getByRole('region', { name: tr(c, 'account', 'trips.past') }).locator('li', { hasText: number });
    const hotel = ((await trip.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await expectNoAxeViolations(page);
    await trip.getByRole('link', { name: tr(c, 'account', 'trips.review.writeFor', { hotel }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(c, 'reviewForm', 'title', { hotel }) })).toBeVisible();

    // Scores chosen with the keyboard for one criterion, with the pointer for the others but cleanliness.
    const criterion = (key: string) => page.getByRole('radiogroup', { name: tr(c, 'reviews', `criteria.${key}`) });
    const score = (key: string, value: number) =>
      criterion(key).getByRole('radio', { name: `${value} ${tr(c, 'reviewForm', 'scores.outOfTen')}`, exact: true });
    await score('welcoming', 8).focus();
    await page.keyboard.press('ArrowRight');
    await expect(score('welcoming', 9)).toBeChecked();
    for (const key of ['comfort', 'food', 'localization', 'priceQualityRatio']) await score(key, 9).check();
    await page.getByLabel(tr(c, 'reviewForm', 'comments.positive')).fill(positive);
    await page.getByLabel(tr(c, 'reviewForm', 'comments.negative')).fill(c.negative);
    await expect(page.getByLabel(tr(c, 'reviewForm', 'language.label'))).toHaveValue(c.locale);
    await page.getByRole('button', { name: tr(c, 'reviewForm', 'submit') }).click();

    // Refused: the field is named, what was typed is kept.
    await expect(page.getByRole('alert')).toContainText(`${tr(c, 'reviews', 'criteria.cleanliness')} — ${tr(c, 'reviewForm', 'errors.score')}`);
    await expect(criterion('cleanliness')).toHaveAccessibleDescription(new RegExp(escapeRegExp(tr(c, 'reviewForm', 'errors.score'))));
    await expect(page.getByLabel(tr(c, 'reviewForm', 'comments.positive'))).toHaveValue(positive);
    await expect(score('welcoming', 9)).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(tr(c, 'reviews', 'criteria.cleanliness'))}`) }).click();
    await expect(score('cleanliness', 1)).toBeFocused();
    await score('cleanliness', 10).check();
    await page.getByRole('button', { name: tr(c, 'reviewForm', 'submit') }).click();

    await expect(page.getByTestId('review-state')).toHaveText(tr(c, 'reviewForm', 'closed.published'));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: tr(c, 'reviewForm', 'seeReviews', { hotel }) }).click();
    const reviews = page.getByRole('region', { name: tr(c, 'reviews', 'title') });
    const mine = reviews.getByRole('listitem').filter({ hasText: positive });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText(tr(c, 'reviews', 'source.verified'));
    const month = new Intl.DateTimeFormat(c.tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${checkin.slice(0, 7)}-01T00:00:00Z`));
    await expect(mine).toContainText(tr(c, 'reviews', 'source.stayedIn', { month }));
    await expect(mine).toContainText(`${c.first} ${c.last[0]}.`);
    // The imported reviews beside it say so, discreetly.
    const others = reviews.getByRole('listitem').filter({ hasNotText: positive });
    if ((await others.count()) > 0) await expect(others.first()).toContainText(tr(c, 'reviews', 'source.imported'));
    // The reviews section (the page's offers above, under its sticky bar once scrolled here, are another spec's).
    await expectNoAxeViolations(page, { include: '#reviews' });

    // The trips page says the review is published; the form is not offered again.
    await page.goto(`/${c.market}/account/trips`);
    await expect(trip).toContainText(tr(c, 'account', 'trips.review.done'));
    await expect(trip.getByRole('link', { name: tr(c, 'account', 'trips.review.writeFor', { hotel }) })).toHaveCount(0);
  });
}
