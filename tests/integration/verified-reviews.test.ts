/**
 * Reviews from real stays on both databases (ADR 58): a paid stay's owner publishes one review after check-out and
 * within the window, never for a cancelled booking; the link of the review-request e-mail opens it, another account
 * or a forged link nothing; the hotel's count and score follow, in the reviews API and, through the change
 * notification, in the search index; a regenerated catalogue keeps the verified reviews.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoDays } from '../../src/domain/iso-date';
import { getHotelReviewScore, readReviewForm, type ReviewInput } from '../../src/domain/verified-reviews';
import { GET as reviewsApi } from '../../src/pages/api/hotel/[id]/reviews.json';
import { listenForChanges } from '../../src/server/db/changes';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { TEST_CATALOG } from '../../src/server/db/seed/generate';
import { seedCatalog } from '../../src/server/db/seed/seed';
import { TEXTS } from '../../src/server/db/seed/texts';
import { cancelBooking } from '../../src/server/orders/booking-cancellation.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { buildReviewLink, publishVerifiedReview, readReviewableStay } from '../../src/server/reviews/verified-reviews.server';
import { getCatalogIndex } from '../../src/server/search/catalog-index';
import { call, openTestDatabase, provenAccount, TARGETS } from './harness';
import { bookPaidStay, findStayHotel, type StayHotel } from './paid-stays';

const EMAIL = 'verified.reviewer@example.com';

/** A review as the form gives it, every criterion at `score`. */
function aReview(score: number, positive = 'Un accueil chaleureux et une chambre calme.'): ReviewInput {
  const scores = String(score);
  const result = readReviewForm({
    welcoming: scores,
    comfort: scores,
    cleanliness: scores,
    food: scores,
    localization: scores,
    priceQualityRatio: scores,
    type: 'COUPLE',
    positive,
    negative: '',
    language: 'fr_FR',
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.review;
}

describe.each(TARGETS)('verified reviews on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let hotel: StayHotel;
  let owner: string;
  let stopListening: () => Promise<void>;
  const today = getToday();
  const checkin = addIsoDays(today, 40);

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    hotel = await findStayHotel(handle, checkin);
    owner = await provenAccount(handle.db, EMAIL);
    stopListening = await listenForChanges(handle);
  }, 180_000);

  afterAll(async () => {
    await stopListening?.();
    await handle?.close();
  });

  /** A stay booked and paid by the account's owner, then moved so that it checked out `checkoutDaysAgo` days ago. */
  async function pastStay(checkoutDaysAgo: number): Promise<string> {
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline: addIsoDays(checkin, -7), email: EMAIL, nightPrices: [9000, 9000], today });
    await handle.db
      .updateTable('bookings')
      .set({ checkin: addIsoDays(today, -checkoutDaysAgo - 2), customer_id: owner })
      .where('booking_number', '=', order.number)
      .execute();
    return order.number;
  }

  const publish = (bookingNumber: string, review = aReview(9), access = { customerId: owner as string | null, proof: null as string | null }) =>
    publishVerifiedReview(handle.db, { bookingNumber, access, review, today });

  it('publishes one review per booking: a second one is refused, even sent together', async () => {
    const number = await pastStay(3);
    expect(await publish(number)).toMatchObject({ ok: true, hotelId: hotel.hotelId });
    expect(await publish(number, aReview(2))).toEqual({ ok: false, reason: 'reviewed' });
    const other = await pastStay(4);
    const together = await Promise.all([publish(other), publish(other, aReview(3))]);
    expect(together.filter((result) => result.ok)).toHaveLength(1);
    expect(together.find((result) => !result.ok)).toEqual({ ok: false, reason: 'reviewed' });
    const rows = await handle.db
      .selectFrom('reviews')
      .select(['source', 'booking_number', 'stay_month', 'customer'])
      .where('booking_number', 'in', [number, other])
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ source: 'verified', customer: 'Rémi R.' });
    expect(rows[0]?.stay_month).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('refuses before check-out and on the check-out day, opens the day after and closes after 90 days', async () => {
    expect(await publish(await pastStay(-5))).toEqual({ ok: false, reason: 'beforeCheckout' });
    expect(await publish(await pastStay(0))).toEqual({ ok: false, reason: 'beforeCheckout' });
    expect(await publish(await pastStay(91))).toEqual({ ok: false, reason: 'windowClosed' });
    expect((await publish(await pastStay(90))).ok).toBe(true);
    expect((await publish(await pastStay(1))).ok).toBe(true);
  });

  it('refuses a cancelled booking, though its dates are past', async () => {
    const { order } = await bookPaidStay(handle, { hotel, checkin, deadline: addIsoDays(checkin, -7), email: EMAIL, nightPrices: [9000, 9000], today });
    expect(await cancelBooking(handle.db, order.number, { email: EMAIL }, today, getPaymentProvider(handle.db, {}))).toBe('cancelled');
    await handle.db
      .updateTable('bookings')
      .set({ checkin: addIsoDays(today, -10), customer_id: owner })
      .where('booking_number', '=', order.number)
      .execute();
    expect(await publish(order.number)).toEqual({ ok: false, reason: 'cancelled' });
    expect((await readReviewableStay(handle.db, order.number, { customerId: owner, proof: null }, today))?.eligibility).toBe('cancelled');
  });

  it('opens the stay to its owner and to the e-mail’s signed link only', async () => {
    const number = await pastStay(2);
    const stranger = await provenAccount(handle.db, 'someone.else@example.com');
    expect(await readReviewableStay(handle.db, number, { customerId: stranger, proof: null }, today)).toBeUndefined();
    expect(await readReviewableStay(handle.db, number, { customerId: null, proof: null }, today)).toBeUndefined();
    const link = new URL(await buildReviewLink(handle.db, { bookingNumber: number, market: 'es' }));
    expect(link.pathname).toBe(`/es/opinion/${number}`);
    const proof = link.searchParams.get('k') ?? '';
    const tampered = `${proof.slice(0, -1)}${proof.endsWith('A') ? 'B' : 'A'}`;
    expect(await readReviewableStay(handle.db, number, { customerId: null, proof: tampered }, today)).toBeUndefined();
    // Another booking's proof opens nothing but its own booking.
    expect(await readReviewableStay(handle.db, await pastStay(2), { customerId: null, proof }, today)).toBeUndefined();
    expect(await publish(number, aReview(8), { customerId: stranger, proof: tampered })).toEqual({ ok: false, reason: 'notFound' });
    const opened = await readReviewableStay(handle.db, number, { customerId: null, proof }, today);
    expect(opened).toMatchObject({ eligibility: 'open', reviewerName: 'Rémi R.', partyType: 'COUPLE' });
    expect((await publish(number, aReview(8), { customerId: null, proof })).ok).toBe(true);
  });

  it('moves the hotel’s count and score, in the reviews API and in the search index, which is not awaited', async () => {
    const number = await pastStay(5);
    const before = await handle.db.selectFrom('hotels').select(['review_count', 'review_score']).where('id', '=', hotel.hotelId).executeTakeFirstOrThrow();
    await getCatalogIndex(handle.db);
    expect(await publish(number, aReview(10, 'Parfait, du petit déjeuner à la vue.'))).toMatchObject({ ok: true });
    const after = await handle.db.selectFrom('hotels').select(['review_count', 'review_score']).where('id', '=', hotel.hotelId).executeTakeFirstOrThrow();
    const totals = await handle.db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('average').as('sum')])
      .where('hotel_id', '=', hotel.hotelId)
      .executeTakeFirstOrThrow();
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.review_count).toBe(Number(totals.count));
    expect(after.review_score).toBe(getHotelReviewScore(Number(totals.count), Number(totals.sum)));
    // The reviews answer agrees with the hotel, and lists the new review first with its mark and month.
    const api = await call(reviewsApi, { params: { id: String(hotel.hotelId) }, query: { locale: 'fr_FR' } });
    expect(api.status).toBe(200);
    expect(api.json.totalCount).toBe(after.review_count);
    expect(api.json.score).toBe(after.review_score);
    expect(api.json.list[0]).toMatchObject({ source: 'verified', positive: 'Parfait, du petit déjeuner à la vue.', average: 10, date: today });
    expect(api.json.list[0].stayMonth).toMatch(/^\d{4}-\d{2}-01$/);
    // The notification rebuilds the index in the background: searches see the new count once it is ready.
    const deadline = Date.now() + 20_000;
    let indexed: number | undefined;
    while (Date.now() < deadline) {
      indexed = (await getCatalogIndex(handle.db)).packages.find((pkg) => pkg.hotel.id === hotel.hotelId)?.hotel.reviewCount;
      if (indexed === after.review_count) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(indexed).toBe(after.review_count);
  });

  it('keeps the verified reviews, and their hotels’ counts, when the catalogue is generated again', async () => {
    const kept = await handle.db.selectFrom('reviews').select(['id', 'booking_number']).where('source', '=', 'verified').orderBy('id').execute();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((review) => review.id > 1_000_000_000)).toBe(true);
    await seedCatalog(handle.db, TEXTS, today, TEST_CATALOG);
    expect(await handle.db.selectFrom('reviews').select(['id', 'booking_number']).where('source', '=', 'verified').orderBy('id').execute()).toEqual(kept);
    const hotelRow = await handle.db.selectFrom('hotels').select('review_count').where('id', '=', hotel.hotelId).executeTakeFirstOrThrow();
    const counted = await handle.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('hotel_id', '=', hotel.hotelId)
      .executeTakeFirstOrThrow();
    expect(hotelRow.review_count).toBe(Number(counted.count));
    // Generated reviews are imported ones.
    const sources = await handle.db.selectFrom('reviews').select('source').distinct().orderBy('source').execute();
    expect(sources.map((row) => row.source)).toEqual(['imported', 'verified']);
  });
});
