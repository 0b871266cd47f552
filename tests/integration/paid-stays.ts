/**
 * Stays booked and paid on the site, for the tests that act on paid orders (cancellations, the care desk): placed
 * through the order module, paid on the stand-in of Mollie's API (or by gift card or gift code), confirmed.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { addIsoDays, addIsoMonths } from '../../src/domain/iso-date';
import type { DatabaseHandle } from '../../src/server/db/client';
import { issueGiftCode } from '../../src/server/gift/issue-gift-code.server';
import { handlePaymentUpdate, placeOrder, settleOrderWithoutPayment, startPayment, type OrderDraft } from '../../src/server/orders/orders.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';

export type PaymentMix = 'card' | 'giftCard+card' | 'giftCode+card' | 'giftCardCoversAll';

export interface StayHotel {
  hotelId: number;
  hotelLabel: string;
  packageId: number;
}

/** A hotel of the test catalogue with seven priced nights from `checkin`, its rooms made plentiful for the test. */
export async function findStayHotel(handle: DatabaseHandle, checkin: string): Promise<StayHotel> {
  const found = await sql<{ hotel_id: number; label: string; package_id: number }>`
    select d.hotel_id, h.label, min(p.id) as package_id from hotel_days d join hotels h on h.id = d.hotel_id join packages p on p.hotel_id = d.hotel_id
    where d.day >= ${checkin} and d.day < ${addIsoDays(checkin, 7)}
    group by d.hotel_id, h.label having count(distinct d.day) = 7 order by d.hotel_id limit 1`.execute(handle.db);
  const row = found.rows[0];
  if (!row) throw new Error('The test catalog has no hotel with seven nights of rates');
  await sql`update hotel_days set rooms_left = 10000 where hotel_id = ${row.hotel_id} and day >= ${checkin} and day < ${addIsoDays(checkin, 7)}`.execute(
    handle.db,
  );
  return { hotelId: row.hotel_id, hotelLabel: row.label, packageId: row.package_id };
}

/**
 * What a stay order placed through the order module, not from a cart, says besides its stay: on the French site, for
 * no account, sent at once, nothing to post, paid in full.
 */
export const DIRECT_STAY_ORDER = {
  market: 'fr',
  kind: 'STAY',
  customerId: null,
  detailsPath: '/fr/',
  cartId: null,
  sendOn: null,
  isPhysical: false,
  payLater: null,
  payLaterSchedule: null,
} as const satisfies Partial<OrderDraft>;

let key = 0;

/** Places, pays and confirms a stay of these nights paid this way; answers its order and what each means paid. */
export async function bookPaidStay(
  handle: DatabaseHandle,
  {
    hotel,
    checkin,
    deadline,
    email,
    nightPrices,
    mix = 'card',
    share = 0.5,
    today,
  }: {
    hotel: StayHotel;
    checkin: string;
    deadline: string;
    email: string;
    nightPrices: number[];
    mix?: PaymentMix;
    share?: number;
    today: string;
  },
) {
  const total = nightPrices.reduce((sum, price) => sum + price, 0);
  const giftCodeCents = mix === 'giftCode+card' ? Math.max(1, Math.min(total - 1, Math.floor(total * share))) : 0;
  const giftCardCents =
    mix === 'giftCard+card'
      ? Math.max(1, Math.min(total - 1, Math.floor(total * share)))
      : mix === 'giftCardCoversAll'
        ? total + Math.floor(10_000 * share)
        : 0;
  const validUntil = addIsoMonths(today, 12);
  const voucher =
    giftCodeCents > 0
      ? await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'fr', amountCents: giftCodeCents, nights: nightPrices.length, validUntil })
      : null;
  const card =
    giftCardCents > 0 ? await issueGiftCode(handle.db, { kind: 'GIFT_CARD', market: 'fr', amountCents: giftCardCents, nights: 1, validUntil }) : null;
  const draft: OrderDraft = {
    ...DIRECT_STAY_ORDER,
    idempotencyKey: `paid-stay-${Date.now()}-${(key += 1)}`,
    buyer: { firstName: 'Rémi', lastName: 'Rembourse', email, phone: '06 12 34 56 78' },
    details: {
      stay: {
        hotelId: hotel.hotelId,
        hotelLabel: hotel.hotelLabel,
        packageId: hotel.packageId,
        packageLabel: 'Séjour',
        checkin,
        nights: nightPrices.length,
        adults: 2,
        children: 0,
        babies: 0,
        cancellation: { cancellable: true, cancellationDeadline: deadline, refundRate: 0.8 },
        nightPrices,
      },
      ...(voucher ? { giftRedemption: { code: voucher, amountCents: giftCodeCents } } : {}),
    },
    lines: [
      { kind: 'STAY', label: 'Séjour', productRef: String(hotel.packageId), quantity: 1, unitCents: total },
      ...(voucher ? [{ kind: 'GIFT_CODE', label: `Votre cadeau ${voucher}`, productRef: voucher, quantity: 1, unitCents: -giftCodeCents }] : []),
    ],
    amountDueCents: total - giftCodeCents,
    hold: { hotelId: hotel.hotelId, checkin, nights: nightPrices.length, rooms: 1 },
    giftCard: card ? { code: card, today } : null,
    giftCode: voucher ? { code: voucher, today, cents: giftCodeCents } : null,
  };
  const { order } = await placeOrder(handle.db, draft);
  const provider = getPaymentProvider(handle.db, {});
  if (order.amount_due_cents === 0) {
    await settleOrderWithoutPayment(handle.db, order, 'http://halte.test/fr/');
  } else {
    const paymentUrl = await startPayment(handle.db, provider, order, {
      redirectUrl: 'http://halte.test/fr/',
      webhookUrl: 'http://halte.test/api/payments/webhook',
      locale: 'fr_FR',
    });
    const paymentId = paymentUrl.split('/').pop()!;
    await settleStandInPayment(handle.db, paymentId, 'paid');
    expect(await handlePaymentUpdate(handle.db, provider, paymentId, 'test')).toBe('confirmed');
  }
  const cardPaid = order.amount_due_cents;
  return { order, voucher, card, paid: { cardCents: cardPaid, giftCardCents: total - giftCodeCents - cardPaid, giftCodeCents } };
}
