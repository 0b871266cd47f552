/**
 * The booking's page (ADR 55): for its verified owner or the holder of its signed link, the stay, what was paid and
 * what is still due, its documents (the printable confirmation, the invoice, the calendar file) and its actions
 * (cancel with the refund stated first, send the confirmation again, write to us). Anyone else, and any address that
 * names no booking, gets the same 404 page. Forms post to the page itself and come back to it (303).
 */
import { buildBookingCalendar, getCalendarFileName } from '../../domain/booking-calendar';
import { getBookingContactReason } from '../../domain/manage-booking';
import { getT } from '../../i18n/i18n';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { buildPath, type MatchedRoute } from '../../i18n/routes';
import { getBookingInvoiceTrip } from '../../server/account/trips.server';
import { CSRF_FIELD, getCsrfToken, isValidCsrf } from '../../server/auth/cookies';
import { getDatabase, getToday } from '../../server/db/database';
import { getFeatures } from '../../server/features';
import { getPublicOrigin } from '../../server/mail';
import { BOOKING_PROOF_PARAM, getBookingAccess, type BookingAccess } from '../../server/orders/booking-access.server';
import { CANCELLATION_RESULTS, cancelBooking } from '../../server/orders/booking-cancellation.server';
import { getDateChangeWindowOf } from '../../server/orders/date-changes.server';
import { readManagedBooking, resendBookingConfirmation, type ManagedBooking } from '../../server/orders/managed-booking.server';
import { getPaymentProvider } from '../../server/payments/payments.server';
import type { InvoiceTrip } from '../../server/account/trips.server';
import type { PayLaterPlan } from '../../domain/pay-later';
import type { AstroCookies } from 'astro';
import { readForm } from '../contact/screen-request';

/** What a form of the page just did, read back from the address after its redirect. */
export const BOOKING_NOTICES = [
  'cancelled',
  'alreadyCancelled',
  'notCancellable',
  'refundChanged',
  'notFound',
  'resent',
  'limited',
  'unavailable',
  'expired',
] as const;
export type BookingNotice = (typeof BOOKING_NOTICES)[number];

export interface ManageBookingPageProps {
  /** The market of the address (its language); the booking's own may be the other Belgian one. */
  market: MarketKey;
  booking: ManagedBooking;
  /** The signed link's proof when the page was opened with it: the page's own links and forms carry it on. */
  proof: string | null;
  csrf: string;
  /** The confirmation step of a cancellation, asked with ?action=cancel. */
  step: 'cancel' | null;
  notice: BookingNotice | null;
  /** The contact form, open on this booking's topic with its number filled in. */
  contactHref: string;
  mapTileUrl: string | null;
  /** The date-change page and its free deadline, for the signed-in owner while the dates may still change (ADR 57). */
  dateChange: { href: string; deadline: string } | null;
}

export type ManageBookingPageResult =
  | { kind: 'manageBooking'; status: number; props: ManageBookingPageProps }
  | { kind: 'bookingMissing'; status: 404; props: { market: MarketKey } }
  | {
      kind: 'bookingInvoice';
      status: 200;
      props: { market: MarketKey; trip: InvoiceTrip; payLater: PayLaterPlan | null; email: string; back: { href: string; label: string }; csrf: string };
    }
  | { kind: 'bookingFile'; status: 200; body: string; fileName: string }
  | { kind: 'redirect'; location: string };

/** The booking's page (or one of its documents) with the link's proof when it was opened with one. */
export function getBookingHref(
  market: MarketKey,
  route: 'booking' | 'bookingCalendar' | 'bookingInvoice',
  bookingNumber: string,
  proof: string | null,
  query: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ ...(proof ? { [BOOKING_PROOF_PARAM]: proof } : {}), ...query });
  return `${buildPath(market, route, { id: bookingNumber })}${params.size > 0 ? `?${params}` : ''}`;
}

function isBookingNotice(value: string | null): value is BookingNotice {
  return value !== null && (BOOKING_NOTICES as readonly string[]).includes(value);
}

/** What the page reads of the request. */
export interface ManageBookingRequest {
  route: MatchedRoute;
  url: URL;
  request: Request;
  cookies: AstroCookies;
  /** The signed-in customer's id, or null. */
  customerId: string | null;
  visitorId: string;
}

export async function loadManageBookingPage({ route, url, request, cookies, customerId, visitorId }: ManageBookingRequest): Promise<ManageBookingPageResult> {
  const market = route.market;
  const bookingNumber = route.params.id ?? '';
  const missing: ManageBookingPageResult = { kind: 'bookingMissing', status: 404, props: { market } };
  const isPost = request.method === 'POST' && route.name === 'booking';
  const form = isPost ? await readForm(request) : null;
  const proof = (form ? form[BOOKING_PROOF_PARAM] : url.searchParams.get(BOOKING_PROOF_PARAM))?.slice(0, 64) || null;
  const { db } = await getDatabase();
  const access = await getBookingAccess(db, bookingNumber, { customerId, proof });
  if (!access) return missing;
  const { language } = MARKETS[market];
  const today = getToday();
  const booking = await readManagedBooking(db, bookingNumber, access.owner, language, today);
  // A booking of another country is not this site's page (the Belgian sites share theirs).
  if (!booking || MARKETS[booking.market].country !== MARKETS[market].country) return missing;

  if (form) return handleForm(route, form, cookies, access, booking);
  if (route.name === 'bookingCalendar')
    return { kind: 'bookingFile', status: 200, body: buildCalendar(market, booking), fileName: getCalendarFileName(booking.number) };
  if (route.name === 'bookingInvoice') {
    const trip = booking.hasInvoice ? await getBookingInvoiceTrip(db, bookingNumber) : undefined;
    if (!trip) return missing;
    const back = { href: getBookingHref(market, 'booking', bookingNumber, access.proof), label: getT(language, 'manageBooking')('documents.back') };
    return {
      kind: 'bookingInvoice',
      status: 200,
      props: { market, trip, payLater: booking.payLater, email: booking.lead.email, back, csrf: getCsrfToken(cookies) },
    };
  }
  const done = url.searchParams.get('done');
  const step = url.searchParams.get('action') === 'cancel' && booking.cancellation?.cancellable ? 'cancel' : null;
  // Changing dates lives in the account: only its signed-in owner is sent there.
  const window = 'customerId' in access.owner && booking.stage === 'upcoming' ? await getDateChangeWindowOf(db, bookingNumber, access.owner, today) : null;
  const dateChange =
    window?.changeable && window.deadline ? { href: buildPath(market, 'accountChangeDates', { id: bookingNumber }), deadline: window.deadline } : null;
  const contactHref = `${buildPath(market, 'contact')}?${new URLSearchParams({ reason: getBookingContactReason(booking.stage), booking: booking.number })}#message`;
  return {
    kind: 'manageBooking',
    status: 200,
    props: {
      market,
      booking,
      proof: access.proof,
      csrf: getCsrfToken(cookies),
      step,
      notice: isBookingNotice(done) ? done : null,
      contactHref,
      mapTileUrl: getFeatures(visitorId, cookies).mapTileUrl,
      dateChange,
    },
  };
}

/** The page's forms: cancel (with the refund the confirmation step stated) and send the confirmation again. */
async function handleForm(
  route: MatchedRoute,
  form: Record<string, string>,
  cookies: AstroCookies,
  access: BookingAccess,
  booking: ManagedBooking,
): Promise<ManageBookingPageResult> {
  const back = (done: string) => ({
    kind: 'redirect' as const,
    location: `${getBookingHref(route.market, 'booking', booking.number, access.proof, { done })}#notice`,
  });
  // The page's own token: a form from elsewhere, or one kept open past its cookie, does nothing.
  if (!isValidCsrf(cookies, form[CSRF_FIELD])) return back('expired');
  const { db } = await getDatabase();
  if (form.intent === 'cancel') {
    // Only the refund the confirmation step stated may be taken: without it, nothing is cancelled.
    if (!/^\d{1,9}$/.test(form.refund ?? '')) return back('refundChanged');
    const result = await cancelBooking(db, booking.number, access.owner, getToday(), getPaymentProvider(db), Number(form.refund));
    return back(CANCELLATION_RESULTS.includes(result) ? result : 'notCancellable');
  }
  if (form.intent === 'resend') return back(await resendBookingConfirmation(db, booking.number));
  return back('expired');
}

/**
 * The booking's calendar file, in the page's language. Its address is the page's without the link's proof: a
 * calendar is often shared, and the proof would let whoever sees it cancel the booking (ADR 55).
 */
function buildCalendar(market: MarketKey, booking: ManagedBooking): string {
  const { language, tag } = MARKETS[market];
  const t = getT(language, 'manageBooking');
  const origin = getPublicOrigin();
  const url = `${origin}${buildPath(market, 'booking', { id: booking.number })}`;
  const { hotel } = booking;
  const country = new Intl.DisplayNames([tag], { type: 'region' }).of(hotel.country) ?? hotel.country;
  const location = [hotel.label, hotel.street, `${hotel.postcode} ${hotel.city}`.trim(), country].filter(Boolean).join(', ');
  const description = [
    t('calendar.number', { number: booking.number }),
    t('calendar.times', { checkIn: hotel.checkInTime, checkOut: hotel.checkOutTime }),
    ...(booking.roomLabel ? [t('calendar.room', { room: booking.roomLabel })] : []),
    t('calendar.page', { url }),
  ];
  return buildBookingCalendar({
    bookingNumber: booking.number,
    uidDomain: new URL(origin).hostname,
    summary: t('calendar.summary', { hotel: hotel.label }),
    description,
    location,
    url,
    checkin: booking.checkin,
    checkout: booking.checkout,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    timeZone: hotel.timeZone,
    geo: { lat: hotel.lat, lng: hotel.lng },
    cancelled: booking.stage === 'cancelled',
    dateChanges: booking.dateChanges,
    activities: booking.programme.flatMap((entry) =>
      entry.date ? [{ id: entry.activityId, summary: t('calendar.activity', { activity: entry.title, hotel: hotel.label }), date: entry.date }] : [],
    ),
    now: new Date(),
  });
}
