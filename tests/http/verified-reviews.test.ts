/**
 * Reviews from real stays on the built server over HTTP (ADR 58): a stay booked and paid signed in, then moved into
 * the past (a test route), is reviewed by its owner from the trips page, or by whoever opens the review-request
 * e-mail's signed link; another account, an anonymous visitor and a tampered link get the site's 404 and publish
 * nothing. A refused form keeps what was typed and names the field; a second review of a booking is refused; the
 * hotel's page shows the review with its mark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n/i18n';
import { buildPath } from '../../src/i18n/routes';
import { startServer, type RunningServer } from '../resilience/server';
import { eventually, freshPostgresDatabase, hiddenValue, startMailbox, Visitor, type Mailbox } from './client';
import { DATABASES, isoDaysFromToday, postStayCart, signUp } from './shop';

const tf = getT('fr', 'reviewForm');
const tr = getT('fr', 'reviews');
const ta = getT('fr', 'account');
/** Text as the HTML carries it (Astro escapes these). */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SCORES = { welcoming: '9', comfort: '8', cleanliness: '10', food: '7', localization: '9', priceQualityRatio: '8' };

describe.each(DATABASES)('reviews of real stays on the built server on $name', ({ url }) => {
  let shop: RunningServer;
  let mailbox: Mailbox;
  let owner: Visitor;
  const index = DATABASES.findIndex((database) => database.url === url);
  const port = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 30 + index;
  const stamp = Date.now();
  /** Two paid stays of the owner, over: one reviewed from the trips page, one through the e-mail's link. */
  const stays: { number: string; path: string; link: string }[] = [];

  /** A stay on sale put in a cart, booked and paid on the stand-in's page by the signed-in `visitor`; answers its number. */
  async function bookAndPay(visitor: Visitor, email: string, skip: number): Promise<string> {
    const found = (await visitor.postJson('/api/offers.json', { locale: 'fr_FR', limit: 40, criteria: {} })).json() as { results: { id: number }[] };
    let skipped = 0;
    for (const { id } of found.results) {
      const detail = (await visitor.fetch(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json() as { items: { type: string; activityId: number }[] };
      const month = isoDaysFromToday(30).slice(0, 7);
      const days = (await visitor.fetch(`/api/redeem/weekend/${id}/packageCheckinPrices.json?locale=fr_FR&month=${month}&adult=2`)).json() as {
        day: string;
        price: number | null;
        nights: number | null;
      }[];
      const day = days.find((d) => d.price !== null && d.nights !== null && d.day >= isoDaysFromToday(20));
      if (!day) continue;
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      const cart = await postStayCart(visitor, id, detail.items, day);
      if (cart.status !== 201) continue;
      const { cartId } = cart.json() as { cartId: string };
      const placed = await visitor.postJson('/api/orders', {
        locale: 'fr_FR',
        formKey: `reviews-${stamp}-${skip}`,
        target: { kind: 'STAY', cartId },
        details: { firstName: 'Camille', lastName: 'Martin', email, phone: '0612345678', terms: 'on' },
      });
      expect(placed.status, placed.text).toBe(201);
      const { paymentUrl, number } = placed.json() as { paymentUrl: string; number: string };
      expect((await visitor.postForm(paymentUrl, { outcome: 'paid' })).status).toBe(303);
      await mailbox.waitFor((message) => (message.text ?? '').includes(number));
      return number;
    }
    throw new Error('No stay on sale next month');
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    const databaseUrl = url ? await freshPostgresDatabase('halte_http_reviews') : '';
    shop = await startServer(port, { SMTP_URL: mailbox.url, DATABASE_URL: databaseUrl, HALTE_DATA_DIR: databaseUrl ? '' : 'memory://' });
    owner = new Visitor(shop.base);
    const email = `reviewer.${stamp}@example.com`;
    await signUp(owner, email);
    for (const skip of [0, 1]) {
      const number = await bookAndPay(owner, email, skip);
      // The stay checked out two days ago: the test route answers the review-request e-mail's link.
      const moved = await eventually(
        () => owner.postJson('/api/test/past-stay', { booking: number, checkoutDaysAgo: 2 }),
        (answer) => answer.status === 200,
      );
      const { reviewLink } = moved.json() as { reviewLink: string };
      stays.push({ number, path: buildPath('fr', 'review', { id: number }), link: reviewLink.replace(/^https?:\/\/[^/]+/, '') });
    }
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    await mailbox?.close();
  });

  it('another account and an anonymous visitor get the 404 page, for the page and its post, and publish nothing', async () => {
    const [stay] = stays;
    const stranger = new Visitor(shop.base);
    await signUp(stranger, `stranger.${stamp}@example.com`);
    const csrf = hiddenValue((await stranger.fetch(buildPath('fr', 'accountSignOut'))).text, 'csrf');
    for (const visitor of [stranger, new Visitor(shop.base)]) {
      const page = await visitor.fetch(stay!.path);
      expect(page.status).toBe(404);
      expect(page.text).not.toContain(stay!.number);
      const posted = await visitor.postForm(stay!.path, { csrf, ...SCORES, type: 'COUPLE', positive: 'Pas le mien', negative: '', language: 'fr_FR' });
      expect(posted.status).toBe(404);
    }
    // The owner still finds the form: nothing was published.
    const mine = await owner.fetch(stay!.path);
    expect(mine.status).toBe(200);
    expect(mine.text).toContain(tf('submit'));
  });

  it('a tampered signed link is refused; the genuine one opens the form without signing in', async () => {
    const stay = stays[1]!;
    const proof = new URL(stay.link, shop.base).searchParams.get('k') ?? '';
    expect(proof).toMatch(/^[\w-]{43}$/);
    const tampered = `${stay.path}?k=${proof.slice(0, -1)}${proof.endsWith('A') ? 'B' : 'A'}`;
    const anonymous = new Visitor(shop.base);
    expect((await anonymous.fetch(tampered)).status).toBe(404);
    expect((await anonymous.postForm(tampered, { ...SCORES, type: 'COUPLE', positive: 'Forgé', negative: '', language: 'fr_FR' })).status).toBe(404);
    // Another booking's link does not open this one.
    expect((await anonymous.fetch(`${stay.path}?k=${new URL(stays[0]!.link, shop.base).searchParams.get('k')}`)).status).toBe(404);
    const page = await anonymous.fetch(stay.link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.text).toContain('name="referrer" content="strict-origin"');
    expect(page.text).toContain(tf('submit'));
  });

  it('through the link: bad input keeps what was typed and names the field, then the review is published once', async () => {
    const stay = stays[1]!;
    const visitor = new Visitor(shop.base);
    const page = await visitor.fetch(stay.link);
    const csrf = hiddenValue(page.text, 'csrf');
    const typed = 'Une chambre calme, vue sur le lac';
    const refused = await visitor.postForm(stay.link, { csrf, ...SCORES, cleanliness: '', type: 'COUPLE', positive: typed, negative: '', language: 'fr_FR' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(`${html(tr('criteria.cleanliness'))} — ${html(tf('errors.score'))}`);
    expect(refused.text).toMatch(/<fieldset[^>]*aria-describedby="review-scores-hint review-cleanliness-error"[^>]*aria-invalid="true"/);
    expect(refused.text).toContain(`>${html(typed)}</textarea>`);
    expect(refused.text).toMatch(/<input[^>]*name="food"[^>]*value="7"[^>]*checked/);
    // Without the form's token: refused, still as typed.
    const noToken = await visitor.postForm(stay.link, { ...SCORES, type: 'COUPLE', positive: typed, negative: '', language: 'fr_FR' });
    expect(noToken.status).toBe(403);
    expect(noToken.text).toContain(`>${html(typed)}</textarea>`);

    const published = await visitor.postForm(stay.link, { csrf, ...SCORES, type: 'FRIENDS', positive: typed, negative: 'Le parking', language: 'fr_FR' });
    expect(published.status, published.text.slice(0, 500)).toBe(303);
    const location = published.headers.get('location') ?? '';
    expect(location).toContain('done=published');
    const thanks = await visitor.fetch(location);
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain(html(tf('closed.published')));
    const again = await visitor.postForm(stay.link, { csrf, ...SCORES, type: 'COUPLE', positive: 'Encore', negative: '', language: 'fr_FR' });
    expect(again.status).toBe(409);
    expect(again.text).toContain(html(tf('closed.reviewed')));
  });

  it('the owner writes the review from the trips page, and the hotel’s page shows it with its mark', async () => {
    const stay = stays[0]!;
    const trips = await owner.fetch(buildPath('fr', 'accountTrips'));
    expect(trips.text).toContain(`href="${stay.path}"`);
    expect(trips.text).toContain(html(ta('trips.review.write')));
    const page = await owner.fetch(stay.path);
    const positive = `Petit déjeuner excellent ${stamp}`;
    const published = await owner.postForm(stay.path, {
      csrf: hiddenValue(page.text, 'csrf'),
      ...SCORES,
      type: 'COUPLE',
      positive,
      negative: '',
      language: 'fr_FR',
    });
    expect(published.status).toBe(303);
    expect((await owner.fetch(buildPath('fr', 'accountTrips'))).text).toContain(html(ta('trips.review.done')));
    const hotelLink = /href="(\/fr\/hotel\/\d+)#reviews"/.exec((await owner.fetch(published.headers.get('location')!)).text)?.[1];
    expect(hotelLink).toBeTruthy();
    const hotel = await new Visitor(shop.base).fetch(hotelLink!);
    expect(hotel.status).toBe(200);
    expect(hotel.text).toContain(html(positive));
    expect(hotel.text).toContain(html(tr('source.verified')));
    expect(hotel.text).toMatch(new RegExp(html(tr('source.stayedIn', { month: 'MONTH' })).replace('MONTH', '[^<]+')));
    // A second review of the booking, by its owner: refused.
    const second = await owner.postForm(stay.path, {
      csrf: hiddenValue(page.text, 'csrf'),
      ...SCORES,
      type: 'COUPLE',
      positive: 'Deux fois',
      negative: '',
      language: 'fr_FR',
    });
    expect(second.status).toBe(409);
  });
});
