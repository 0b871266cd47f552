/**
 * A booking as its page shows it (ADR 55): the stay (hotel, address, check-in and check-out times, room,
 * programme with each activity's day), the party and requests, what was paid and by which means, what is still to
 * pay, and what cancelling gives back today, worked out by the cancellation itself (previewCancellation). Read only;
 * the caller has checked the access (booking-access.server.ts). Texts of the catalogue in the page's language.
 */
import type { Kysely } from 'kysely';
import { parseActivityDate } from '../../domain/activity-dates';
import { getHotelTimeZone } from '../../domain/booking-calendar';
import { getBookingActions, getBookingStage, getStillDue, type BookingActions, type BookingStage, type StillDue } from '../../domain/manage-booking';
import { getPayLaterPlan, type PayLaterPlan, type ScheduledPayment } from '../../domain/pay-later';
import { getLocalTaxTotal } from '../../domain/quote';
import { getStayProgrammeItems } from '../../domain/stay-programme';
import { getCheckoutDay, hasInvoice, type TripStatus } from '../../domain/trips';
import { isMarketKey, type Language, type MarketKey } from '../../i18n/markets';
import type { Database, Localized, PackageItem } from '../db/schema';
import { TEXTS } from '../db/seed/texts';
import { getOrderGiftCard } from '../gift-cards/gift-cards.server';
import { getExteriorAddress, toHotelFacts, toImages } from '../pictures/gallery.server';
import { wakeMailOutbox } from '../mail';
import { takeRateLimit } from '../rate-limit.server';
import {
  getCancellationSettlement,
  previewCancellation,
  type BookingOwner,
  type CancellationPreview,
  type CancellationSettlement,
} from './booking-cancellation.server';
import { queueOrderConfirmation } from './fulfilment.server';
import { getPaidForStay } from './order-payments.server';

/** One way the booking was paid, with what it paid (cents). */
export type PaymentMeans =
  | { means: 'giftCode'; code: string; cents: number }
  | { means: 'giftCard'; code: string; cents: number }
  | { means: 'card'; cents: number }
  | { means: 'payLater'; provider: PayLaterPlan['method']; cents: number };

/** An item of the stay's programme: its title, and the day chosen for an activity. */
export interface ProgrammeEntry {
  activityId: number;
  type: PackageItem['type'];
  title: string;
  /** 'YYYY-MM-DD' chosen at booking for an activity; null for breakfasts and dinners, or when none was stored. */
  date: string | null;
  /** A breakfast every morning of a stay of several nights. */
  repeated: boolean;
}

export interface ManagedBooking {
  number: string;
  /** The market the booking was made on. */
  market: MarketKey;
  status: TripStatus;
  stage: BookingStage;
  actions: BookingActions;
  checkin: string;
  checkout: string;
  nights: number;
  /** 'YYYY-MM-DD'. */
  bookedOn: string;
  hotel: {
    id: number;
    label: string;
    stars: number;
    street: string;
    postcode: string;
    city: string;
    country: string;
    lat: number;
    lng: number;
    /** '15:00'. */
    checkInTime: string;
    checkOutTime: string;
    timeZone: string;
    imageUrl: string | null;
  };
  offerLabel: string;
  roomLabel: string | null;
  programme: ProgrammeEntry[];
  party: { adults: number; children: number; babies: number };
  lead: { firstName: string; lastName: string; email: string; phone: string | null };
  requests: string | null;
  /** What was bought (the stay, any extra), without the means that paid it. */
  lines: { label: string; cents: number }[];
  totalCents: number;
  /** The means that paid it, gift first; empty for a booking imported without its order. */
  paidWith: PaymentMeans[];
  payLater: PayLaterPlan | null;
  stillDue: StillDue;
  /** What cancelling today gives back, by means; null when the booking cannot be cancelled here. */
  cancellation: CancellationPreview | null;
  /** What came back, once cancelled. */
  settlement: CancellationSettlement | null;
  hasInvoice: boolean;
  /** The booking's order on this site; null for an imported booking. */
  orderId: string | null;
  /** How many times its dates were changed (ADR 57). */
  dateChanges: number;
}

/** What a stay order stores (checkout-orders.server.ts prepareStay); older orders lack the activities and the tax. */
interface StoredStay {
  stay?: { activities?: unknown; localTaxAtHotelCents?: unknown };
  requests?: unknown;
  giftRedemption?: { code: string; amountCents: number };
}

/** The activity days chosen at booking: from the order, or, for orders made before they were kept there, from its cart. */
async function readActivityDates(db: Kysely<Database>, stored: StoredStay, cartId: string | null): Promise<Map<number, string>> {
  let values = Array.isArray(stored.stay?.activities) ? (stored.stay.activities as unknown[]) : null;
  if (!values && cartId)
    values = (await db.selectFrom('carts').select('activity_selection').where('id', '=', cartId).executeTakeFirst())?.activity_selection ?? null;
  const dates = new Map<number, string>();
  for (const value of values ?? []) {
    const chosen = typeof value === 'string' ? parseActivityDate(value) : undefined;
    if (chosen) dates.set(chosen.activityId, chosen.date);
  }
  return dates;
}

function toProgramme(items: PackageItem[], nights: number, language: Language, dates: Map<number, string>): ProgrammeEntry[] {
  return getStayProgrammeItems(items, nights)
    .map((item) => ({
      activityId: item.activityId,
      type: item.type,
      title: TEXTS.activities[item.activityId - 1]?.titles[language] ?? '',
      date: item.type === 'activity' ? (dates.get(item.activityId) ?? null) : null,
      repeated: item.repeated,
    }))
    .filter((entry) => entry.title !== '');
}

/**
 * Booking `bookingNumber` for `owner`, in `language` on `today`; undefined when it does not exist or its hotel left
 * the catalogue.
 */
export async function readManagedBooking(
  db: Kysely<Database>,
  bookingNumber: string,
  owner: BookingOwner,
  language: Language,
  today: string,
): Promise<ManagedBooking | undefined> {
  const booking = await db.selectFrom('bookings').selectAll().where('booking_number', '=', bookingNumber).executeTakeFirst();
  if (!booking || !isMarketKey(booking.market)) return undefined;
  const hotel = await db
    .selectFrom('hotels as h')
    .innerJoin('destinations as city', 'city.id', 'h.city_id')
    .select([
      'h.id',
      'h.label',
      'h.star',
      'h.hotel_type',
      'h.environment',
      'h.facilities',
      'h.street_address',
      'h.zip_code',
      'h.country',
      'h.latitude',
      'h.longitude',
      'h.check_in',
      'h.check_out',
      'h.local_tax_type',
      'h.local_tax_amount',
      'h.local_tax_percentage',
      'city.names as city_names',
      'city.label as city_label',
    ])
    .where('h.id', '=', booking.hotel_id)
    .executeTakeFirst();
  if (!hotel) return undefined;
  // The offer may have left the catalogue since: the booking keeps its own labels then, without a programme.
  const pkg = await db
    .selectFrom('packages as p')
    .innerJoin('rooms as r', 'r.id', 'p.room_id')
    .select(['p.labels', 'p.items', 'r.labels as room_labels'])
    .where('p.id', '=', booking.package_id)
    .executeTakeFirst();
  const order = await db.selectFrom('orders').selectAll().where('number', '=', bookingNumber).where('kind', '=', 'STAY').executeTakeFirst();
  const stored = (order?.details ?? {}) as StoredStay;
  const stage = getBookingStage(booking, today);
  const lines = order
    ? await db.selectFrom('order_lines').select(['kind', 'label', 'total_cents']).where('order_id', '=', order.id).orderBy('position').execute()
    : [];
  const bought = lines
    .filter((line) => line.kind !== 'GIFT_CODE')
    .map((line) => ({
      label: line.kind === 'STAY' ? ((pkg?.labels as unknown as Localized | undefined)?.[language] ?? line.label) : line.label,
      cents: line.total_cents,
    }));
  const stayCents = lines.find((line) => line.kind === 'STAY')?.total_cents ?? booking.amount;

  // The means that paid, as the cancellation refunds them (ADR 44): the gift code first, the gift card, the provider.
  const giftCard = order ? await getOrderGiftCard(db, order.id) : null;
  const payLater = order ? getPayLaterPlan(order.pay_later, order.pay_later_schedule as unknown as ScheduledPayment[] | null, order.amount_due_cents) : null;
  // After date changes, each means has paid its part of the stay as it now is: the differences paid, less those refunded.
  const paid = order ? await getPaidForStay(db, order) : { cardCents: 0, giftCardCents: 0 };
  const paidWith: PaymentMeans[] = [
    ...(stored.giftRedemption ? [{ means: 'giftCode' as const, code: stored.giftRedemption.code, cents: stored.giftRedemption.amountCents }] : []),
    ...(giftCard && paid.giftCardCents > 0 ? [{ means: 'giftCard' as const, code: giftCard.code, cents: paid.giftCardCents }] : []),
    ...(order && order.payment_id && order.amount_due_cents > 0
      ? [
          payLater
            ? { means: 'payLater' as const, provider: payLater.method, cents: order.amount_due_cents }
            : { means: 'card' as const, cents: paid.cardCents },
        ]
      : []),
  ];
  const dateChanges = order
    ? Number(
        (
          await db
            .selectFrom('booking_changes')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('order_id', '=', order.id)
            .where('status', '=', 'done')
            .executeTakeFirst()
        )?.count ?? 0,
      )
    : 0;

  // The tourist tax due at the hotel: kept with the order; for older ones worked out as the quote did.
  const keptTax = stored.stay?.localTaxAtHotelCents;
  const localTaxAtHotelCents =
    typeof keptTax === 'number' && Number.isSafeInteger(keptTax)
      ? keptTax
      : getLocalTaxTotal(
          { type: hotel.local_tax_type, amount: hotel.local_tax_amount, percentage: hotel.local_tax_percentage ?? 0 },
          { adults: booking.adults, children: booking.children, nights: booking.nights, packageCents: stayCents },
        );

  const isCancelled = booking.status === 'CANCELLED';
  const cancellation = !isCancelled && stage === 'upcoming' ? await previewCancellation(db, bookingNumber, owner, today) : null;
  const settlement = isCancelled ? await getCancellationSettlement(db, bookingNumber, owner) : null;
  const requests = typeof stored.requests === 'string' && stored.requests.trim() ? stored.requests.trim() : null;
  const roomLabels = pkg?.room_labels as unknown as Localized | undefined;
  return {
    number: booking.booking_number,
    market: booking.market,
    status: booking.status,
    stage,
    actions: getBookingActions(stage, order !== undefined),
    checkin: booking.checkin,
    checkout: getCheckoutDay(booking),
    nights: booking.nights,
    bookedOn: new Date(booking.created_at).toISOString().slice(0, 10),
    hotel: {
      id: hotel.id,
      label: booking.hotel_label,
      stars: hotel.star,
      street: hotel.street_address,
      postcode: hotel.zip_code,
      city: (hotel.city_names as unknown as Localized)[language] ?? hotel.city_label,
      country: hotel.country,
      lat: hotel.latitude,
      lng: hotel.longitude,
      checkInTime: hotel.check_in,
      checkOutTime: hotel.check_out,
      timeZone: getHotelTimeZone(hotel.country),
      imageUrl: toImages(getExteriorAddress(toHotelFacts(hotel)))['640_360'],
    },
    offerLabel: (pkg?.labels as unknown as Localized | undefined)?.[language] ?? booking.package_label,
    roomLabel: roomLabels?.[language] ?? null,
    programme: pkg
      ? toProgramme(pkg.items as unknown as PackageItem[], booking.nights, language, await readActivityDates(db, stored, order?.cart_id ?? null))
      : [],
    party: { adults: booking.adults, children: booking.children, babies: booking.babies },
    lead: { firstName: booking.first_name, lastName: booking.last_name, email: order?.email ?? booking.email, phone: order?.phone ?? null },
    requests,
    lines: bought.length > 0 ? bought : [{ label: booking.package_label, cents: booking.amount }],
    totalCents: bought.length > 0 ? bought.reduce((sum, line) => sum + line.cents, 0) : booking.amount,
    paidWith,
    payLater,
    stillDue: getStillDue({ stage, localTaxAtHotelCents, schedule: payLater?.payments ?? [], today }),
    cancellation,
    settlement,
    hasInvoice: hasInvoice({
      bookingNumber: booking.booking_number,
      status: booking.status,
      checkin: booking.checkin,
      nights: booking.nights,
      invoiceNumber: booking.invoice_number,
    }),
    orderId: order?.id ?? null,
    dateChanges,
  };
}

export type ResendResult = 'resent' | 'limited' | 'unavailable';

/**
 * Sends booking `bookingNumber`'s confirmation e-mail again, to the address it was booked with (never to one typed
 * here), through the outbox: the same e-mail the payment queued. At most CONFIRMATION_RESENDS_PER_HOUR a booking.
 */
export async function resendBookingConfirmation(db: Kysely<Database>, bookingNumber: string): Promise<ResendResult> {
  const order = await db.selectFrom('orders').selectAll().where('number', '=', bookingNumber).where('kind', '=', 'STAY').executeTakeFirst();
  const booking = await db.selectFrom('bookings').select('status').where('booking_number', '=', bookingNumber).executeTakeFirst();
  if (!order || !booking || booking.status === 'CANCELLED') return 'unavailable';
  if (!(await takeRateLimit(db, 'confirmationResend', bookingNumber))) return 'limited';
  await db.transaction().execute((trx) => queueOrderConfirmation(trx, order, { giftCode: null }));
  wakeMailOutbox();
  return 'resent';
}
