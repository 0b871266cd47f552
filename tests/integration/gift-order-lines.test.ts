import { describe, expect, it } from 'vitest';
import { PHYSICAL_CASE_CENTS } from '../../src/domain/gift-pricing';
import { priceGiftOrder } from '../../src/server/gift/gift-price.server';
import { MARKETS, type MarketKey } from '../../src/i18n/markets';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { submitOrder } from '../../src/server/orders/checkout-orders.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { TARGETS, withTestDatabase } from './harness';
import { giftablePackages } from './paid-gifts';

const buyer = { firstName: 'Camille', lastName: 'Martin', email: 'lines.order@example.com', terms: 'on', recipientName: 'Lou', street: '1 Main Street' };
/** A phone and an address each market's delivery form accepts. */
const LOCAL: Record<'FR' | 'BE' | 'ES' | 'IT' | 'NL', Record<string, string>> = {
  FR: { phone: '0612345678', postcode: '75001', city: 'Paris' },
  BE: { phone: '0471234567', postcode: '1000', city: 'Bruxelles' },
  ES: { phone: '612345678', postcode: '28001', city: 'Madrid' },
  IT: { phone: '3123456789', postcode: '00100', city: 'Roma' },
  NL: { phone: '0612345678', postcode: '1011 AB', city: 'Amsterdam' },
};

/** What a physical gift's delivery line is called on its order, confirmation and e-mail, per market. */
const SHIPPING: Record<MarketKey, string> = { fr: 'Livraison', 'be-fr': 'Livraison', es: 'Envío', it: 'Spedizione', nl: 'Verzending', 'be-nl': 'Verzending' };

describe.each(TARGETS)('gift order lines on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let counter = 0;
  withTestDatabase(url, (opened) => {
    handle = opened;
  });

  it.each(Object.keys(SHIPPING) as MarketKey[])('names the delivery of a physical gift in the language of %s', async (key) => {
    const box = await handle.db.selectFrom('boxes').select('code').where('format', '=', 'physical').executeTakeFirstOrThrow();
    const result = await submitOrder(handle.db, getPaymentProvider(handle.db, {}), {
      market: MARKETS[key],
      target: { kind: 'GIFT', query: `type=BOX&code=${box.code}&giftFormat=physical` },
      values: { ...buyer, ...LOCAL[MARKETS[key].country as keyof typeof LOCAL] },
      formKey: `lines-${Date.now()}-${(counter += 1)}`,
      customerId: null,
      origin: 'http://halte.test',
      today: getToday(),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const lines = await handle.db.selectFrom('order_lines').select(['kind', 'label']).where('order_id', '=', result.orderId).execute();
    expect(lines.find((line) => line.kind === 'SHIPPING')?.label).toBe(SHIPPING[key]);
  });
});

describe.each(TARGETS)('the physical supplement on $name', ({ url }) => {
  let handle: DatabaseHandle;
  withTestDatabase(url, (opened) => {
    handle = opened;
  });

  it('is the same for a gift stay, a single voucher and a box: the case, shipping apart', async () => {
    const market = MARKETS.fr;
    const box = await handle.db.selectFrom('boxes').select(['slug', 'code', 'format', 'sell_price']).orderBy('code').execute();
    const digitalBox = box.find((entry) => entry.format === 'digital')!;
    const physicalBox = box.find((entry) => entry.format === 'physical' && entry.slug === digitalBox.slug)!;
    const boxSupplement = physicalBox.sell_price - digitalBox.sell_price;
    expect(boxSupplement).toBe(PHYSICAL_CASE_CENTS);
    const packages = await giftablePackages(handle.db).select(['p.id', 'p.item_category']).orderBy('p.id').execute();
    for (const category of ['single_voucher', 'weekend']) {
      const pkg = packages.find((entry) => (category === 'single_voucher') === (entry.item_category === 'single_voucher'))!;
      const price = async (giftFormat: 'digital' | 'physical') => {
        const request =
          pkg.item_category === 'single_voucher'
            ? { type: 'SINGLE_VOUCHER' as const, id: pkg.id, giftNights: 1, bucket: 1 as const, giftFormat }
            : { type: 'GIFT_STAY' as const, id: pkg.id, giftNights: 1, bucket: 1 as const, upsell: 'none' as const, giftFormat, subElements: [] };
        const priced = await priceGiftOrder(handle.db, market, request);
        if (!priced.ok) throw new Error(priced.error);
        return priced.order.totalPrice - priced.order.shippingCost;
      };
      expect((await price('physical')) - (await price('digital'))).toBe(boxSupplement);
    }
  });
});
