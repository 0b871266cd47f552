import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIsoMonths } from '../../src/domain/iso-date';
import { buildGiftCheckoutQuery, type GiftCheckoutRequest } from '../../src/domain/gift-checkout-query';
import { formatMoney } from '../../src/domain/money';
import { loadActivityCheckout } from '../../src/features/activity/activity-page.server';
import { loadGiftCheckout } from '../../src/features/gifting/checkout/gift-checkout-page.server';
import { readOrderView } from '../../src/features/order/order-pages.server';
import { MARKETS } from '../../src/i18n/markets';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { getOrderSplit } from '../../src/server/gift-cards/gift-card-step.server';
import { issueGiftCode } from '../../src/server/gift/issue-gift-code.server';
import { submitOrder, type CheckoutTarget } from '../../src/server/orders/checkout-orders.server';
import { getOrder, handlePaymentUpdate } from '../../src/server/orders/orders.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { openTestDatabase, TARGETS } from './harness';
import { giftablePackages } from './paid-gifts';

/** One gift as a buyer may order it: what the checkout link asks, and what the details form needs besides. */
type Case = { target: CheckoutTarget; physical: boolean; summaryCents: () => Promise<number> };

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(TARGETS)('one total from the gift checkout to the e-mail on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const market = MARKETS.fr;
  const today = getToday();
  let counter = 0;
  let catalog: {
    boxes: { digital: string; physical: string };
    stays: { id: number; category: string }[];
    extras: number[];
    activities: { id: number; participants: number[] }[];
    cardAmounts: number[];
  };

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    const db = handle.db;
    const digital = await db.selectFrom('boxes').select(['code', 'slug']).where('format', '=', 'digital').orderBy('code').executeTakeFirstOrThrow();
    const physical = await db.selectFrom('boxes').select('code').where('slug', '=', digital.slug).where('format', '=', 'physical').executeTakeFirstOrThrow();
    const stays = await giftablePackages(db).select(['p.id', 'p.item_category']).orderBy('p.id').limit(6).execute();
    const extras = await db
      .selectFrom('custom_sub_elements as e')
      .innerJoin('sub_element_categories as c', 'c.id', 'e.category_id')
      .select(['e.id', 'c.single_selection', 'c.id as category'])
      .orderBy('e.id')
      .execute();
    // One extra of each category: a single-choice category takes one.
    const oneEach = [...new Map(extras.map((extra) => [extra.category, extra.id])).values()];
    const activities = await db.selectFrom('activity_products').select(['id', 'prices']).where('published', '=', true).orderBy('id').limit(3).execute();
    const card = await db.selectFrom('gift_cards').select('amounts').orderBy('id').executeTakeFirstOrThrow();
    catalog = {
      boxes: { digital: digital.code, physical: physical.code },
      stays: stays.map((stay) => ({ id: stay.id, category: stay.item_category })),
      extras: oneEach,
      activities: activities.map((activity) => ({
        id: activity.id,
        participants: (activity.prices as unknown as { adults: number }[]).map((price) => price.adults),
      })),
      cardAmounts: card.amounts,
    };
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  const giftCase = (request: GiftCheckoutRequest): Case => {
    const query = buildGiftCheckoutQuery(request);
    return {
      target: { kind: 'GIFT', query },
      physical: request.giftFormat === 'physical',
      summaryCents: async () => {
        const data = await loadGiftCheckout(handle.db, market, new URLSearchParams(query));
        if (!data?.ok) throw new Error(`The checkout of ${query} shows no price`);
        return data.order.totalPrice;
      },
    };
  };

  const cases = () => {
    const format = fc.constantFrom('digital' as const, 'physical' as const);
    const extras = fc.subarray(catalog.extras);
    const box = fc.tuple(format, extras).map(([giftFormat, subElements]) =>
      giftCase({
        type: 'BOX',
        code: giftFormat === 'digital' ? catalog.boxes.digital : catalog.boxes.physical,
        giftFormat,
        subElements: giftFormat === 'physical' ? subElements : [],
      }),
    );
    const stay = fc
      .tuple(fc.constantFrom(...catalog.stays), format, extras, fc.integer({ min: 1, max: 3 }), fc.constantFrom(1 as const, 2 as const, 3 as const))
      .map(([pkg, giftFormat, subElements, giftNights, bucket]) =>
        pkg.category === 'single_voucher'
          ? giftCase({ type: 'SINGLE_VOUCHER', id: pkg.id, giftNights, bucket, giftFormat })
          : giftCase({
              type: 'GIFT_STAY',
              id: pkg.id,
              giftNights,
              bucket,
              upsell: 'none',
              giftFormat,
              subElements: giftFormat === 'physical' ? subElements : [],
            }),
      );
    const card = fc.tuple(fc.constantFrom(...catalog.cardAmounts), format).map(([amount, giftFormat]) => giftCase({ type: 'GIFT_CARD', amount, giftFormat }));
    const activity = fc
      .constantFrom(...catalog.activities)
      .chain((item) => fc.tuple(fc.constant(item.id), fc.constantFrom(...item.participants), fc.boolean()))
      .map(([activityId, participants, ownUse]): Case => ({
        target: { kind: 'ACTIVITY', activityId, participants, ownUse },
        physical: false,
        summaryCents: async () => {
          const offer = (await loadActivityCheckout(handle.db, market, activityId))?.offers[participants];
          if (!offer) throw new Error(`Activity ${activityId} is not sold for ${participants}`);
          return offer.total;
        },
      }));
    return fc.oneof(box, stay, card, activity);
  };

  it('the checkout, the order, the payment asked, the confirmation and the e-mail give one total, with or without a gift card', async () => {
    await fc.assert(
      fc.asyncProperty(cases(), fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }), async (gift, cardEuros) => {
        counter += 1;
        const email = `totals-${Date.now()}-${counter}@example.com`;
        const values: Record<string, string> = {
          firstName: 'Inès',
          lastName: 'Total',
          email,
          phone: '0612345678',
          terms: 'on',
          recipientName: 'Noa',
          recipientEmail: 'noa.totals@example.com',
        };
        if (gift.physical) Object.assign(values, { street: '1 rue de Rivoli', postcode: '75001', city: 'Paris' });
        const giftCard =
          cardEuros === undefined
            ? undefined
            : await issueGiftCode(handle.db, { kind: 'GIFT_CARD', market: 'fr', amountCents: cardEuros * 100, nights: 1, validUntil: addIsoMonths(today, 12) });
        const shown = await gift.summaryCents();
        const result = await submitOrder(handle.db, getPaymentProvider(handle.db, {}), {
          market,
          target: gift.target,
          values,
          formKey: `totals-${Date.now()}-${counter}`,
          customerId: null,
          origin: 'http://halte.test',
          today,
          giftCard,
        });
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const order = (await getOrder(handle.db, result.orderId))!;
        const cardCents = giftCard === undefined ? 0 : Math.min(cardEuros! * 100, shown);
        expect(order.total_cents).toBe(shown);
        expect(result.totalCents).toBe(shown);
        expect(order.amount_due_cents).toBe(shown - cardCents);

        const paymentId = order.payment_id;
        if (order.amount_due_cents > 0) {
          const asked = await handle.db.selectFrom('stand_in_payments').select('amount_cents').where('id', '=', paymentId!).executeTakeFirstOrThrow();
          expect(asked.amount_cents).toBe(shown - cardCents);
          await settleStandInPayment(handle.db, paymentId!, 'paid');
          await handlePaymentUpdate(handle.db, getPaymentProvider(handle.db, {}), paymentId!, 'test');
        } else {
          expect(paymentId).toBeNull();
        }
        const view = await readOrderView(handle.db, (await getOrder(handle.db, result.orderId))!);
        expect(view.status).toBe('confirmed');
        const split = getOrderSplit(view, view.giftCard);
        expect(split.totalCents).toBe(shown);
        expect(view.lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(shown);
        const mail = await handle.db
          .selectFrom('outbox_messages')
          .select(['body'])
          .where('recipient', '=', email)
          .where('kind', '=', 'ORDER_CONFIRMATION')
          .executeTakeFirstOrThrow();
        expect(plain(mail.body ?? '')).toContain(plain(formatMoney(shown, market.tag)));
      }),
      { numRuns: 30, seed: 20261126 },
    );
  }, 240_000);
});
