/**
 * The change page's calls (ADR 57): the calendar and nights of the booking's offer for the party (its own rooms free
 * for it), the preview of a change, and its confirmation. Signed-in customers only, for their own bookings.
 */
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { MARKET_KEYS, MARKETS, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { getDatabase, getToday } from '../db/database';
import { changeBookingDates, getChangeCalendar, getChangeNights, previewDateChange } from '../orders/date-changes.server';
import { getPaymentProvider } from '../payments/payments.server';
import { getPublicOrigin } from '../mail';
import { badRequest, jsonResponse, notFound, readFormData, readQuery, respond } from './http';
import { IsoDate, Nights, PaxParams } from './params';

const Booking = z.string().regex(/^\d{8}$/, 'expected an 8-digit booking number');
const Party = PaxParams;

const signInFirst = () => jsonResponse({ error: 'Sign in first', details: [] }, { status: 401 });

const CalendarQuery = z.object({ booking: Booking, month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as yyyy-MM') }).and(Party);
const NightsQuery = z.object({ booking: Booking, checkin: IsoDate }).and(Party);
const PreviewQuery = z.object({ booking: Booking, market: z.enum(MARKET_KEYS), checkin: IsoDate, nights: Nights }).and(Party);

/** GET …/calendar: the offer's days of one month for the party; 404 when the booking is not one of the customer's or cannot be changed. */
export const getCalendar: APIRoute = ({ url, locals }) =>
  respond(async () => {
    if (!locals.customer) return signInFirst();
    const query = CalendarQuery.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const { db } = await getDatabase();
    const days = await getChangeCalendar(
      db,
      query.data.booking,
      { customerId: locals.customer.id },
      query.data.month,
      { adults: query.data.adult, children: query.data.child },
      getToday(),
    );
    return days ? jsonResponse(days) : notFound('No booking of yours that can be changed has this number');
  });

/** GET …/nights: the nights a new stay may have from a check-in, for the party. */
export const getNights: APIRoute = ({ url, locals }) =>
  respond(async () => {
    if (!locals.customer) return signInFirst();
    const query = NightsQuery.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const { db } = await getDatabase();
    const nights = await getChangeNights(
      db,
      query.data.booking,
      { customerId: locals.customer.id },
      query.data.checkin,
      { adults: query.data.adult, children: query.data.child },
      getToday(),
    );
    return nights ? jsonResponse(nights) : notFound('No booking of yours that can be changed has this number');
  });

/** GET …/preview: the new stay's price and the difference, paid or refunded by means, before confirming. */
export const getPreview: APIRoute = ({ url, locals }) =>
  respond(async () => {
    if (!locals.customer) return signInFirst();
    const query = PreviewQuery.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const q = query.data;
    const { db } = await getDatabase();
    const request = { checkin: q.checkin, nights: q.nights, adults: q.adult, children: q.child, babies: q.baby };
    return jsonResponse(await previewDateChange(db, q.booking, { customerId: locals.customer.id }, request, getToday(), MARKETS[q.market].language));
  });

const ConfirmForm = z.object({
  booking: Booking,
  market: z.enum(MARKET_KEYS),
  checkin: IsoDate,
  nights: Nights,
  adults: PaxParams.shape.adult,
  children: PaxParams.shape.child,
  babies: PaxParams.shape.baby,
  /** The difference the page showed (cents, signed): nothing changes when it is no longer that. */
  difference: z
    .string()
    .regex(/^-?\d{1,9}$/, 'expected cents')
    .transform(Number),
  /** One per page shown: a second post of it answers the first change. */
  key: z.string().regex(/^[\w-]{8,64}$/, 'expected the form key'),
});

/**
 * POST …/confirm (the change page's form): changes the booking. Answers 303 to the provider's hosted page when a
 * difference is to be paid, else to the change page with the change or the reason nothing changed (and the stay asked
 * for, so the page shows it again); 401 without a session, 400 for a malformed form.
 */
export const postConfirm: APIRoute = ({ request, locals }) =>
  respond(async () => {
    if (!locals.customer) return signInFirst();
    const form = ConfirmForm.safeParse(Object.fromEntries((await readFormData(request)).entries()));
    if (!form.success) return badRequest(form.error);
    const f = form.data;
    const { db } = await getDatabase();
    const stay = { checkin: f.checkin, nights: f.nights, adults: f.adults, children: f.children, babies: f.babies };
    const result = await changeBookingDates(db, getPaymentProvider(db), {
      bookingNumber: f.booking,
      owner: { customerId: locals.customer.id },
      request: stay,
      today: getToday(),
      language: MARKETS[f.market].language,
      expectedDifferenceCents: f.difference,
      idempotencyKey: `${locals.customer.id}:${f.key}`,
      origin: getPublicOrigin(),
    });
    const page = buildPath(f.market as MarketKey, 'accountChangeDates', { id: f.booking });
    const location =
      result.result === 'payment'
        ? result.paymentUrl
        : result.result === 'changed'
          ? `${page}?${new URLSearchParams({ change: result.changeId })}`
          : `${page}?${new URLSearchParams({ refused: result.result, checkin: f.checkin, nights: String(f.nights), a: String(f.adults), c: String(f.children), b: String(f.babies) })}`;
    return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
  });
