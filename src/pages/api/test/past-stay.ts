import { z } from 'astro/zod';
import { addIsoDays } from '../../../domain/iso-date';
import { getCheckoutDay } from '../../../domain/trips';
import { jsonResponse } from '../../../server/api/http';
import { testJsonRoute } from '../../../server/api/test-route';
import { getToday } from '../../../server/db/database';
import { buildReviewLink } from '../../../server/reviews/verified-reviews.server';

const Body = z
  .object({
    booking: z.string().regex(/^\d{8}$/, 'expected an 8-digit booking number'),
    /** Days from the stay's check-out to today: 1 checked out yesterday; 0 leaves today; more than 90 is past the review window. */
    checkoutDaysAgo: z.number().int().min(-60).max(400),
  })
  .strict();

/**
 * POST /api/test/past-stay — moves a booking's stay so that it checked out `checkoutDaysAgo` days ago (same nights),
 * so that a test can review a stay it has just booked and paid; answers the new dates and the review link the
 * review-request e-mail carries. Exists only with HALTE_TEST_ROUTES=1.
 */
export const POST = testJsonRoute(Body, async ({ booking, checkoutDaysAgo }, db) => {
  const row = await db.selectFrom('bookings').select(['nights', 'market']).where('booking_number', '=', booking).executeTakeFirst();
  if (!row) return jsonResponse({ error: 'No such booking' }, { status: 404 });
  const checkin = addIsoDays(getToday(), -checkoutDaysAgo - row.nights);
  await db.updateTable('bookings').set({ checkin }).where('booking_number', '=', booking).execute();
  const reviewLink = await buildReviewLink(db, { bookingNumber: booking, market: row.market });
  return jsonResponse({ checkin, checkout: getCheckoutDay({ checkin, nights: row.nights }), reviewLink });
});
