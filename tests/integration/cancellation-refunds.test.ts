import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRefundTotal } from '../../src/domain/cancellation-refund';
import { addIsoDays } from '../../src/domain/iso-date';
import { formatMoney } from '../../src/domain/money';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { getGiftCardBalances } from '../../src/server/gift-cards/gift-cards.server';
import { cancelBooking, getCancellationSettlement, previewCancellation } from '../../src/server/orders/booking-cancellation.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { openTestDatabase, TARGETS } from './harness';
import { bookPaidStay, findStayHotel, type PaymentMix, type StayHotel } from './paid-stays';

const EMAIL = 'remi.refund@example.com';
const DEADLINE_DAYS = 10;
type Mix = PaymentMix;

/**
 * Random stays booked on the site and cancelled around their deadline, paid every way the checkout allows: what the
 * trips page shows before the customer confirms is what the cancellation records (the provider's refund, the gift
 * card's ledger, the gift code), and the parts add up to the policy (80 % of each night, rounded down per night).
 */
describe.each(TARGETS)('cancellation refunds on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let hotel: StayHotel;
  const today = getToday();
  const checkin = addIsoDays(today, 40);
  const deadline = addIsoDays(checkin, -DEADLINE_DAYS);

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    hotel = await findStayHotel(handle, checkin);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const book = (nightPrices: number[], mix: Mix, share: number) =>
    bookPaidStay(handle, { hotel, checkin, deadline, email: EMAIL, nightPrices, mix, share, today });

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
          expect(await cancelBooking(handle.db, order.number, { email: EMAIL }, cancelledOn, getPaymentProvider(handle.db, {}), getRefundTotal(refund))).toBe(
            'cancelled',
          );

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
          const sent =
            order.payment_id ?? (await handle.db.selectFrom('orders').select('payment_id').where('id', '=', order.id).executeTakeFirstOrThrow()).payment_id;
          const providerRefunds = sent ? await handle.db.selectFrom('stand_in_refunds').select('amount_cents').where('payment_id', '=', sent).execute() : [];
          expect(providerRefunds.map((row) => row.amount_cents)).toEqual(refund.cardCents > 0 ? [refund.cardCents] : []);
          const credit = await handle.db
            .selectFrom('gift_card_ledger')
            .select('amount_cents')
            .where('order_id', '=', order.id)
            .where('kind', '=', 'release')
            .executeTakeFirst();
          expect(credit?.amount_cents ?? 0).toBe(refund.giftCardCents);
          if (card) expect((await getGiftCardBalances(handle.db, [card])).get(card)).toBe((balanceBefore ?? 0) + refund.giftCardCents);
          if (voucher) {
            const code = await handle.db
              .selectFrom('gift_codes')
              .select(['used_at', 'redeemed_by_order'])
              .where('code', '=', voucher)
              .executeTakeFirstOrThrow();
            expect(code.redeemed_by_order === null).toBe(refund.giftCode === voucher);
          }
          expect(await getCancellationSettlement(handle.db, order.number, { email: EMAIL })).toEqual({
            cardCents: refund.cardCents,
            giftCardCents: refund.giftCardCents,
            giftCode: refund.giftCode,
          });

          // The e-mail says the same amounts.
          const mail = await sql<{
            body: string;
          }>`select body from outbox_messages where kind = 'BOOKING_CANCELLATION' and body like ${`%${order.number}%`}`.execute(handle.db);
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
