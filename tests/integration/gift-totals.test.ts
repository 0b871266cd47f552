import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGiftCheckoutQuery, type GiftCheckoutRequest } from '../../src/domain/gift-checkout-query';
import { EXPRESS_DELIVERY_SUB_ELEMENT_ID, getGiftDelivery, getGiftDeliveryWording } from '../../src/domain/gift-delivery';
import { addIsoDays } from '../../src/domain/iso-date';
import { formatMoney } from '../../src/domain/money';
import { PRICE_BUCKETS } from '../../src/domain/price-buckets';
import { readOrderView } from '../../src/features/order/order-pages.server';
import { MARKETS } from '../../src/i18n/markets';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { getOrderSplit } from '../../src/server/gift-cards/gift-card-step.server';
import { priceActivityVoucher, priceGiftOrder } from '../../src/server/gift/gift-price.server';
import { issueGiftCode } from '../../src/server/gift/issue-gift-code.server';
import { submitOrder, type CheckoutTarget } from '../../src/server/orders/checkout-orders.server';
import { getOrder, handlePaymentUpdate } from '../../src/server/orders/orders.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { openTestDatabase, TARGETS } from './harness';
import { giftablePackages } from './paid-gifts';

/**
 * One price for a gift from the page to the e-mail: for random gifts of every kind and format (boxes and gift stays
 * as e-gifts or posted with extras, gift cards, activity vouchers for one or two, for oneself or offered), with and
 * without a gift card paying part, the total the checkout page shows is the order's total, Mollie is asked exactly
 * what the card leaves, and the confirmation page and e-mail say both.
 */
const ROUNDS = 24;
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

describe.each(TARGETS)('gift totals on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const today = getToday();
  const market = MARKETS.fr;
  let boxCodes: { digital: string; physical: string | null }[] = [];
  let stayIds: number[] = [];
  let activityIds: number[] = [];
  let extras: { id: number; categoryId: number; single: boolean }[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    const boxes = await handle.db.selectFrom('boxes').select(['code', 'slug']).orderBy('code').execute();
    const bySlug = new Map<string, { digital: string; physical: string | null }>();
    for (const box of boxes) {
      const entry = bySlug.get(box.slug) ?? { digital: '', physical: null };
      if (box.code.endsWith('-EBOX')) entry.digital = box.code;
      else entry.physical = box.code;
      bySlug.set(box.slug, entry);
    }
    boxCodes = [...bySlug.values()].filter((entry) => entry.digital).slice(0, 10);
    stayIds = (await giftablePackages(handle.db).select('p.id').where('p.item_category', '=', 'weekend').orderBy('p.id').limit(10).execute()).map(
      (row) => row.id,
    );
    activityIds = (await handle.db.selectFrom('activity_products').select('id').where('published', '=', true).orderBy('id').limit(10).execute()).map(
      (row) => row.id,
    );
    const categories = new Map(
      (await handle.db.selectFrom('sub_element_categories').select(['id', 'single_selection']).execute()).map((row) => [row.id, row.single_selection]),
    );
    extras = (await handle.db.selectFrom('custom_sub_elements').select(['id', 'category_id']).execute()).map((row) => ({
      id: row.id,
      categoryId: row.category_id,
      single: categories.get(row.category_id) ?? false,
    }));
    expect(boxCodes.length && stayIds.length && activityIds.length).toBeTruthy();
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
  });

  /** The order confirmation e-mailed to `email`, its white space made plain spaces. */
  const confirmationText = async (email: string) => {
    const mail = await handle.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', email)
      .where('kind', '=', 'ORDER_CONFIRMATION')
      .executeTakeFirstOrThrow();
    return (mail.body ?? '').replace(/\s/g, ' ');
  };

  /** Extras a buyer may choose together: any of the free ones, one of each single-choice group. */
  const someExtras = () => {
    const chosen: number[] = [];
    const taken = new Set<number>();
    for (const extra of extras) {
      if (randomInt(2) === 0 || (extra.single && taken.has(extra.categoryId))) continue;
      chosen.push(extra.id);
      if (extra.single) taken.add(extra.categoryId);
    }
    return chosen;
  };

  /** A random gift: its checkout target and the total its page shows (cents). */
  const randomGift = async (): Promise<{ target: CheckoutTarget; pageTotal: number; physical: boolean; ownUse: boolean }> => {
    const kind = pick(['BOX', 'GIFT_STAY', 'GIFT_CARD', 'ACTIVITY'] as const);
    if (kind === 'ACTIVITY') {
      const voucher = await priceActivityVoucher(handle.db, market, pick(activityIds));
      const participants = pick(Object.keys(voucher!.offers).map(Number));
      const ownUse = randomInt(2) === 0;
      return {
        target: { kind: 'ACTIVITY', activityId: voucher!.id, participants, ownUse },
        pageTotal: voucher!.offers[participants]!.total,
        physical: false,
        ownUse,
      };
    }
    const physical = randomInt(2) === 0;
    const format = physical ? 'physical' : 'digital';
    const request: GiftCheckoutRequest =
      kind === 'BOX'
        ? (() => {
            const box = pick(boxCodes);
            const code = physical && box.physical ? box.physical : box.digital;
            return {
              type: 'BOX',
              code,
              giftFormat: code === box.physical ? 'physical' : 'digital',
              subElements: code === box.physical ? someExtras() : [],
            } as GiftCheckoutRequest;
          })()
        : kind === 'GIFT_STAY'
          ? {
              type: 'GIFT_STAY',
              id: pick(stayIds),
              giftNights: 1,
              bucket: pick(PRICE_BUCKETS).id,
              upsell: 'none',
              giftFormat: format,
              subElements: physical ? someExtras() : [],
            }
          : { type: 'GIFT_CARD', amount: pick([5000, 10000, 15000]), giftFormat: format };
    const priced = await priceGiftOrder(handle.db, market, request);
    if (!priced.ok) throw new Error(`${buildGiftCheckoutQuery(request)}: ${priced.error}`);
    return {
      target: { kind: 'GIFT', query: buildGiftCheckoutQuery(request) },
      pageTotal: priced.order.totalPrice,
      physical: priced.order.format === 'physical',
      ownUse: false,
    };
  };

  it('a posted box with the wooden box and express delivery: the order, confirmation page and e-mail say express at its price, not free delivery', async () => {
    const code = boxCodes.find((box) => box.physical)!.physical!;
    const request: GiftCheckoutRequest = { type: 'BOX', code, giftFormat: 'physical', subElements: [5, EXPRESS_DELIVERY_SUB_ELEMENT_ID] };
    const priced = await priceGiftOrder(handle.db, market, request);
    if (!priced.ok) throw new Error(priced.error);
    const express = priced.order.subElements.find((extra) => extra.id === EXPRESS_DELIVERY_SUB_ELEMENT_ID)!;
    const email = `express.${Date.now()}@example.com`;
    const values = {
      firstName: 'Lou',
      lastName: 'Express',
      email,
      phone: '0612345678',
      terms: 'on',
      recipientName: 'Noa',
      street: '1 rue des Lilas',
      postcode: '75011',
      city: 'Paris',
    };
    const result = await submitOrder(handle.db, getPaymentProvider(handle.db, {}), {
      market,
      target: { kind: 'GIFT', query: buildGiftCheckoutQuery(request) },
      values,
      formKey: `express-${Date.now()}`,
      customerId: null,
      origin: 'http://halte.test',
      today,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect((await getOrder(handle.db, result.orderId))!.total_cents).toBe(priced.order.totalPrice);
    const paymentId = result.paymentUrl.split('/').pop()!;
    await settleStandInPayment(handle.db, paymentId, 'paid');
    expect(await handlePaymentUpdate(handle.db, getPaymentProvider(handle.db, {}), paymentId, 'test')).toBe('confirmed');
    const text = await confirmationText(email);
    expect(text).toContain(`Livraison express en 1 à 2 jours ouvrés : +${formatMoney(express.price, market.tag).replace(/\s/g, ' ')}`);
    expect(text).not.toContain('Livraison offerte');
    const view = await readOrderView(handle.db, (await getOrder(handle.db, result.orderId))!);
    const wording = getGiftDeliveryWording(
      getGiftDelivery(
        'physical',
        view.lines.filter((line) => line.kind === 'EXTRA').map((line) => ({ id: line.productRef ?? '', price: line.totalCents })),
      ),
      (cents) => formatMoney(cents, market.tag),
    );
    expect(wording).toMatchObject({ key: 'express', values: { min: 1, max: 2 } });
  }, 120_000);

  it(`for ${ROUNDS} random gifts, the page's total is the order's, Mollie asks what a gift card leaves, and the confirmation and e-mail say both`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const gift = await randomGift();
      const email = `totals.${round}.${Date.now()}@example.com`;
      const card =
        randomInt(2) === 0
          ? await issueGiftCode(handle.db, {
              kind: 'GIFT_CARD',
              market: 'fr',
              amountCents: randomInt(500, gift.pageTotal + 2000),
              nights: 1,
              validUntil: addIsoDays(today, 300),
            })
          : undefined;
      const values: Record<string, string> = { firstName: 'Lou', lastName: 'Totals', email, phone: '0612345678', terms: 'on' };
      if (!gift.ownUse) Object.assign(values, { recipientName: 'Noa', recipientEmail: `to.${email}`, sendOn: today });
      if (gift.physical) Object.assign(values, { street: '1 rue des Lilas', postcode: '75011', city: 'Paris' });
      const result = await submitOrder(handle.db, getPaymentProvider(handle.db, {}), {
        market,
        target: gift.target,
        values,
        formKey: `totals-${round}-${Date.now()}`,
        customerId: null,
        origin: 'http://halte.test',
        today,
        giftCard: card,
      });
      if (!result.ok) throw new Error(`round ${round}: ${JSON.stringify(result.errors)} for ${JSON.stringify(gift.target)}`);
      const order = (await getOrder(handle.db, result.orderId))!;
      const what = `round ${round}: ${JSON.stringify(gift.target)}${card ? ' with a gift card' : ''}`;
      expect(order.total_cents, what).toBe(gift.pageTotal);
      const cardPays = card
        ? Math.min(gift.pageTotal, (await handle.db.selectFrom('gift_codes').select('amount').where('code', '=', card).executeTakeFirstOrThrow()).amount!)
        : 0;
      expect(order.amount_due_cents, what).toBe(gift.pageTotal - cardPays);
      if (order.amount_due_cents > 0) {
        const paymentId = result.paymentUrl.split('/').pop()!;
        const asked = await handle.db.selectFrom('stand_in_payments').select('amount_cents').where('id', '=', paymentId).executeTakeFirstOrThrow();
        expect(asked.amount_cents, what).toBe(order.amount_due_cents);
        await settleStandInPayment(handle.db, paymentId, 'paid');
        expect(await handlePaymentUpdate(handle.db, getPaymentProvider(handle.db, {}), paymentId, 'test'), what).toBe('confirmed');
      }
      const view = await readOrderView(handle.db, (await getOrder(handle.db, result.orderId))!);
      const split = getOrderSplit(view, view.giftCard);
      expect(split.totalCents, what).toBe(gift.pageTotal);
      expect(split.giftCard ? split.paidByCardCents : view.amountDueCents, what).toBe(gift.pageTotal - cardPays);
      const text = await confirmationText(email);
      expect(text, what).toContain(formatMoney(gift.pageTotal, market.tag).replace(/\s/g, ' '));
      if (card) expect(text, what).toContain(formatMoney(gift.pageTotal - cardPays, market.tag).replace(/\s/g, ' '));
    }
  }, 300_000);
});
