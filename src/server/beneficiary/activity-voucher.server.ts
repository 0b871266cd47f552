/**
 * Using an activity voucher (ADR 46): the voucher's context (activity, participants, validity, centre), the slots
 * its activity's schedules offer, and the booking that spends the code and tells the holder and the centre.
 */
import type { Kysely, Transaction } from 'kysely';
import { getGiftCodeStatus, normaliseGiftCode } from '../../domain/gift-code';
import { validateVoucherHolder, type VoucherBookingErrors, type VoucherBookingValues } from '../../domain/voucher-booking';
import { checkVoucherSlot, getVoucherSlots, readSchedule, type OpeningRule, type SlotDay, type SlotQuery } from '../../domain/voucher-slots';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, Localized } from '../db/schema';
import { enqueueMail, getPublicOrigin } from '../mail';
import { renderVoucherBookingCentreMail, renderVoucherBookingHolderMail } from '../mail/templates/activity-booking';
import { getGiftSiteMismatch } from './gift-redemption.server';

/** An order id (gift_codes.order_id is text: a code issued outside an order may carry another reference). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Participants of an activity voucher bought before they were recorded with the order. */
const DEFAULT_PARTICIPANTS = 2;

/** An activity centre's contact details, as the voucher and the gift pages print them. */
export interface VoucherCentre {
  id: number;
  label: string;
  streetAddress: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
}

/** A date booked with a voucher. */
export interface VoucherBooking {
  date: string;
  time: string;
  participants: number;
  holderName: string;
  holderEmail: string;
  holderPhone: string;
  bookedAt: string;
}

/** An ACTIVITY code and what it opens; `booking` once it was used. */
export interface ActivityVoucher {
  code: string;
  market: string;
  activityId: number;
  title: string;
  participants: number;
  expiresOn: string;
  status: 'valid' | 'used' | 'expired';
  centre: VoucherCentre;
  rules: OpeningRule[];
  durationMinutes: number;
  booking: VoucherBooking | null;
}

type Db = Kysely<Database> | Transaction<Database>;

/** The centre of an activity with its address and phone; undefined when the activity is not in the catalog. */
export async function findActivityCentre(db: Db, activityId: number): Promise<VoucherCentre | undefined> {
  const row = await db
    .selectFrom('activity_products as a')
    .innerJoin('activity_centres as c', 'c.id', 'a.activity_centre_id')
    .innerJoin('destinations as d', 'd.id', 'c.city_id')
    .select(['c.id', 'c.label', 'c.street_address', 'c.postcode', 'c.city', 'c.phone', 'c.email', 'd.country', 'd.label as city_label'])
    .where('a.id', '=', activityId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    label: row.label,
    streetAddress: row.street_address,
    postcode: row.postcode,
    city: row.city || row.city_label,
    country: row.country,
    phone: row.phone,
    email: row.email,
  };
}

/** The ACTIVITY voucher behind `input`, used or not; undefined for an unknown code, another kind, or a withdrawn activity. */
export async function findActivityVoucher(db: Db, input: string, language: keyof Localized): Promise<ActivityVoucher | undefined> {
  const code = normaliseGiftCode(input);
  if (!code) return undefined;
  const row = await db
    .selectFrom('gift_codes as g')
    .innerJoin('activity_products as a', 'a.id', 'g.activity_id')
    .select(['g.code', 'g.kind', 'g.market', 'g.expires_on', 'g.used_at', 'g.activity_id', 'g.order_id', 'a.labels', 'a.schedules', 'a.activities'])
    .where('g.code', '=', code)
    .where('g.kind', '=', 'ACTIVITY')
    .executeTakeFirst();
  if (!row || row.activity_id === null) return undefined;
  const centre = await findActivityCentre(db, row.activity_id);
  if (!centre) return undefined;
  const booking = await db.selectFrom('activity_bookings').selectAll().where('code', '=', code).executeTakeFirst();
  const schedules = (row.schedules as unknown as Record<string, string[]>).fr ?? [];
  const activities = (row.activities as unknown as Record<string, { duration: number }[]>).fr ?? [];
  // The participants the voucher was bought for are the order's.
  const order =
    row.order_id && UUID.test(row.order_id) ? await db.selectFrom('orders').select('details').where('id', '=', row.order_id).executeTakeFirst() : undefined;
  const ordered = (order?.details as unknown as { gift?: { participants?: number } } | undefined)?.gift?.participants;
  return {
    code,
    market: row.market,
    activityId: row.activity_id,
    title: (row.labels as unknown as Localized)[language],
    participants: booking?.participants ?? ordered ?? DEFAULT_PARTICIPANTS,
    expiresOn: row.expires_on,
    status: getGiftCodeStatus({ expiresOn: row.expires_on, usedAt: row.used_at === null ? null : String(row.used_at) }, new Date().toISOString().slice(0, 10)),
    centre,
    rules: schedules.map(readSchedule).filter((rule): rule is OpeningRule => rule !== undefined),
    durationMinutes: Math.max(0, ...activities.map((activity) => activity.duration)),
    booking: booking
      ? {
          date: booking.slot_date,
          time: booking.slot_time,
          participants: booking.participants,
          holderName: booking.holder_name,
          holderEmail: booking.holder_email,
          holderPhone: booking.holder_phone,
          bookedAt: new Date(booking.created_at).toISOString(),
        }
      : null,
  };
}

function slotQuery(voucher: ActivityVoucher, today: string): SlotQuery {
  return { rules: voucher.rules, durationMinutes: voucher.durationMinutes, today, validUntil: voucher.expiresOn };
}

/** The days and times the voucher can be booked for today; none once it is used or out of date. */
export function getSlotsOfVoucher(voucher: ActivityVoucher, today: string): SlotDay[] {
  if (voucher.status !== 'valid' || voucher.booking) return [];
  return getVoucherSlots(slotQuery(voucher, today));
}

/** Why a booking was refused: the HTTP status, a reason for a program, and the field a person corrects. */
export type VoucherBookingRefusal = {
  status: 400 | 404 | 409 | 410;
  reason: 'unknown' | 'otherMarket' | 'used' | 'expired' | 'invalid';
  errors: VoucherBookingErrors;
  otherSite?: MarketKey;
};

export type VoucherBookingOutcome = { ok: true; voucher: ActivityVoucher } | ({ ok: false } & VoucherBookingRefusal);

/** The language an e-mail to the centre is written in: the booking's market in the centre's country, else the country's. */
function centreMarket(country: string, market: MarketKey): MarketKey {
  if (MARKETS[market].country === country) return market;
  return ({ FR: 'fr', ES: 'es', IT: 'it', NL: 'nl', BE: 'be-fr' } as Record<string, MarketKey>)[country] ?? market;
}

/**
 * Books the slot typed in `values` with the voucher `code` on a page of `market`, in one transaction: the code is
 * marked used only if it still is not (so of two browsers booking at once, one wins and the other is told the
 * code was used), the booking is stored, and the holder and the centre are each e-mailed through the outbox.
 */
export async function bookActivityVoucher(
  db: Kysely<Database>,
  code: string,
  market: MarketKey,
  values: Partial<VoucherBookingValues>,
  today: string,
): Promise<VoucherBookingOutcome> {
  const { language, country } = MARKETS[market];
  const voucher = await findActivityVoucher(db, code, language);
  if (!voucher) return { ok: false, status: 404, reason: 'unknown', errors: {} };
  const otherSite = getGiftSiteMismatch(voucher.market, market);
  if (otherSite) return { ok: false, status: 409, reason: 'otherMarket', errors: {}, otherSite };
  if (voucher.booking || voucher.status === 'used') return { ok: false, status: 409, reason: 'used', errors: {} };
  if (voucher.status === 'expired') return { ok: false, status: 410, reason: 'expired', errors: {} };
  const errors: VoucherBookingErrors = {};
  const slot = checkVoucherSlot(slotQuery(voucher, today), values.date ?? '', values.time ?? '');
  if (slot) errors[slot.field] = slot.refusal;
  const holder = validateVoucherHolder(values, country);
  if (!holder.ok) Object.assign(errors, holder.errors);
  if (slot || !holder.ok) return { ok: false, status: 400, reason: 'invalid', errors };
  const date = values.date ?? '';
  const time = values.time ?? '';
  const booked = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('gift_codes')
      .set({ used_at: new Date() })
      .where('code', '=', voucher.code)
      .where('used_at', 'is', null)
      .returning('code')
      .executeTakeFirst();
    if (!spent) return false;
    await trx
      .insertInto('activity_bookings')
      .values({
        code: voucher.code,
        activity_id: voucher.activityId,
        centre_id: voucher.centre.id,
        slot_date: date,
        slot_time: time,
        participants: voucher.participants,
        holder_name: holder.holder.name,
        holder_email: holder.holder.email,
        holder_phone: holder.holder.phone,
      })
      .execute();
    const mailData = {
      code: voucher.code,
      title: voucher.title,
      date,
      time,
      participants: voucher.participants,
      centre: voucher.centre,
      holder: holder.holder,
    };
    const pageUrl = `${getPublicOrigin()}${buildPath(market, 'giftActivity')}`;
    const toHolder = renderVoucherBookingHolderMail({ ...mailData, market, pageUrl });
    await enqueueMail(trx, { kind: 'ACTIVITY_BOOKING', to: holder.holder.email, locale: market, ...toHolder });
    if (voucher.centre.email) {
      const toCentre = renderVoucherBookingCentreMail({ ...mailData, market: centreMarket(voucher.centre.country, market) });
      await enqueueMail(trx, { kind: 'ACTIVITY_BOOKING_CENTRE', to: voucher.centre.email, locale: centreMarket(voucher.centre.country, market), ...toCentre });
    }
    return true;
  });
  if (!booked) return { ok: false, status: 409, reason: 'used', errors: {} };
  const stored = await findActivityVoucher(db, voucher.code, language);
  return stored ? { ok: true, voucher: stored } : { ok: false, status: 404, reason: 'unknown', errors: {} };
}
