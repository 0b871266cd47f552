import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRefundTotal } from '../../src/domain/cancellation-refund';
import { addIsoDays, addIsoMonths } from '../../src/domain/iso-date';
import { formatMoney } from '../../src/domain/money';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { getGiftCardBalances } from '../../src/server/gift-cards/gift-cards.server';
import { issueGiftCode } from '../../src/server/gift/issue-gift-code.server';
import { cancelBooking, getCancellationSettlement, previewCancellation } from '../../src/server/orders/booking-cancellation.server';
import { handlePaymentUpdate, placeOrder, settleOrderWithoutPayment, startPayment, type OrderDraft } from '../../src/server/orders/orders.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { openTestDatabase, TARGETS } from './harness';

const EMAIL = 'remi.refund@example.com';
const DEADLINE_DAYS = 10;
type Mix = 'card' | 'giftCard+card' | 'giftCode+card' | 'giftCardCoversAll';

/**
 * Random stays booked on the site and cancelled around their deadline, paid every way the checkout allows: what the
 * trips page shows before the customer confirms is what the cancellation records (the provider's refund, the gift
 * card's ledger, the gift code), and the parts add up to the policy (80 % of each night, rounded down per night).
 */
describe.each(TARGETS)('cancellation refunds on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let hotel: { hotelId: number; hotelLabel: string; packageId: number };
  const today = getToday();
  const checkin = addIsoDays(today, 40);
  const deadline = addIsoDays(checkin, -DEADLINE_DAYS);
  let key = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    const found = await sql<{ hotel_id: number; label: string; package_id: number }>`
      select d.hotel_id, h.label, min(p.id) as package_id from hotel_days d join hotels h on h.id = d.hotel_id join packages p on p.hotel_id = d.hotel_id
      where d.day >= ${checkin} and d.day < ${addIsoDays(checkin, 7)}
      group by d.hotel_id, h.label having count(distinct d.day) = 7 order by d.hotel_id limit 1`.execute(handle.db);
    const row = found.rows[0];
    if (!row) throw new Error('The test catalog has no hotel with seven nights of rates');
    hotel = { hotelId: row.hotel_id, hotelLabel: row.label, packageId: row.package_id };
    await sql`update hotel_days set rooms_left = 10000 where hotel_id = ${hotel.hotelId} and day >= ${checkin} and day < ${addIsoDays(checkin, 7)}`.execute(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  /** Places, pays and confirms a stay of these nights paid this way; answers its order and what each means paid. */
  async function book(nightPrices: number[], mix: Mix, share: number) {
    const total = nightPrices.reduce((sum, price) => sum + price, 0);
    const giftCodeCents = mix === 'giftCode+card' ? Math.max(1, Math.min(total - 1, Math.floor(total * share))) : 0;
    const giftCardCents = mix === 'giftCard+card' ? Math.max(1, Math.min(total - 1, Math.floor(total * share))) : mix === 'giftCardCoversAll' ? total + Math.floor(10_000 * share) : 0;
    const validUntil = addIsoMonths(today, 12);
    const voucher = giftCodeCents > 0 ? await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'fr', amountCents: giftCodeCents, nights: nightPrices.length, validUntil }) : null;
    const card = giftCardCents > 0 ? await issueGiftCode(handle.db, { kind: 'GIFT_CARD', market: 'fr', amountCents: giftCardCents, nights: 1, validUntil }) : null;
    const draft: OrderDraft = {
      market: 'fr',
      kind: 'STAY',
      idempotencyKey: `refund-property-${Date.now()}-${(key += 1)}`,
      customerId: null,
      buyer: { firstName: 'Rémi', lastName: 'Rembourse', email: EMAIL, phone: null },
      details: {
        stay: { hotelId: hotel.hotelId, hotelLabel: hotel.hotelLabel, packageId: hotel.packageId, packageLabel: 'Séjour', checkin, nights: nightPrices.length, adults: 2, children: 0, babies: 0, cancellation: { cancellable: true, cancellationDeadline: deadline, refundRate: 0.8 }, nightPrices },
        ...(voucher ? { giftRedemption: { code: voucher, amountCents: giftCodeCents } } : {}),
      },
      detailsPath: '/fr/',
      cartId: null,
      sendOn: null,
      isPhysical: false,
      payLater: null,
      payLaterSchedule: null,
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
      const paymentUrl = await startPayment(handle.db, provider, order, { redirectUrl: 'http://halte.test/fr/', webhookUrl: 'http://halte.test/api/payments/webhook', locale: 'fr_FR' });
      const paymentId = paymentUrl.split('/').pop()!;
      await settleStandInPayment(handle.db, paymentId, 'paid');
      expect(await handlePaymentUpdate(handle.db, provider, paymentId, 'test')).toBe('confirmed');
    }
    const cardPaid = order.amount_due_cents;
    return { order, voucher, card, paid: { cardCents: cardPaid, giftCardCents: total - giftCodeCents - cardPaid, giftCodeCents } };
  }

  it('shows before the customer confirms exactly what the cancellation records, by means, adding up to the policy', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 40_000 }), { minLength: 1, maxLength: 7 }),
        fc.constantFrom<Mix>('card', 'giftCard+card', 'giftCode+card', 'giftCardCoversAll'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: -3, max: 3 }),
        async (nightPrices, mix, share, offset) => {
          const { order, voucher, card, paid } = await book(nightPrices, mix, share);
          const cancelledOn = addIsoDays(deadline, offset);
          const balanceBefore = card ? (await getGiftCardBalances(handle.db, [card])).get(card) : undefined;

          const preview = await previewCancellation(handle.db, order.number, { email: EMAIL }, cancelledOn);
          expect(preview?.cancellable).toBe(true);
          const refund = preview!.refund;
          expect(await cancelBooking(handle.db, order.number, { email: EMAIL }, cancelledOn, getPaymentProvider(handle.db, {}), getRefundTotal(refund))).toBe('cancelled');

          // The policy: 80 % of each night rounded down, on or before the deadline; a gift code back whole, counted first.
          const policy = offset <= 0 ? nightPrices.reduce((sum, price) => sum + Math.floor((price * 4) / 5), 0) : 0;
          const codeBack = offset <= 0 && voucher ? paid.giftCodeCents : 0;
          expect(refund.policyCents).toBe(policy);
          expect(refund.giftCodeCents).toBe(codeBack);
          expect(getRefundTotal(refund)).toBe(offset <= 0 ? Math.max(policy, codeBack) : 0);
          expect(refund.cardCents).toBeLessThanOrEqual(paid.cardCents);
          expect(refund.giftCardCents).toBeLessThanOrEqual(paid.giftCardCents);

          // Recorded: the provider's refund, the card's ledger credit and the gift code, as shown.
          const recorded = await handle.db.selectFrom('order_refunds').select('amount_cents').where('order_id', '=', order.id).executeTakeFirst();
          expect(recorded?.amount_cents ?? 0).toBe(refund.cardCents);
          const sent = order.payment_id ?? (await handle.db.selectFrom('orders').select('payment_id').where('id', '=', order.id).executeTakeFirstOrThrow()).payment_id;
          const providerRefunds = sent ? await handle.db.selectFrom('stand_in_refunds').select('amount_cents').where('payment_id', '=', sent).execute() : [];
          expect(providerRefunds.map((row) => row.amount_cents)).toEqual(refund.cardCents > 0 ? [refund.cardCents] : []);
          const credit = await handle.db.selectFrom('gift_card_ledger').select('amount_cents').where('order_id', '=', order.id).where('kind', '=', 'release').executeTakeFirst();
          expect(credit?.amount_cents ?? 0).toBe(refund.giftCardCents);
          if (card) expect((await getGiftCardBalances(handle.db, [card])).get(card)).toBe((balanceBefore ?? 0) + refund.giftCardCents);
          if (voucher) {
            const code = await handle.db.selectFrom('gift_codes').select(['used_at', 'redeemed_by_order']).where('code', '=', voucher).executeTakeFirstOrThrow();
            expect(code.redeemed_by_order === null).toBe(refund.giftCode === voucher);
          }
          expect(await getCancellationSettlement(handle.db, order.number, { email: EMAIL })).toEqual({ cardCents: refund.cardCents, giftCardCents: refund.giftCardCents, giftCode: refund.giftCode });

          // The e-mail says the same amounts.
          const mail = await sql<{ body: string }>`select body from outbox_messages where kind = 'BOOKING_CANCELLATION' and body like ${`%${order.number}%`}`.execute(handle.db);
          expect(mail.rows).toHaveLength(1);
          const body = mail.rows[0]!.body;
          if (refund.cardCents > 0) expect(body).toContain(`Nous vous remboursons ${formatMoney(refund.cardCents, 'fr-FR')} sur la carte`);
          if (refund.giftCardCents > 0) expect(body).toContain(`recréditée de ${formatMoney(refund.giftCardCents, 'fr-FR')}`);
          if (refund.giftCode) expect(body).toContain(refund.giftCode);
          if (getRefundTotal(refund) === 0) expect(body).toContain('Rien n’est remboursé');
        },
      ),
      { numRuns: 100 },
    );
  }, 300_000);
});
