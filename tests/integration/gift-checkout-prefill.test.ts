import { describe, expect, it } from 'vitest';
import { runDetailsStep } from '../../src/features/order/details-step.server';
import { MARKETS } from '../../src/i18n/markets';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { getGiftShape } from '../../src/server/orders/checkout-orders.server';
import { provenAccount, TARGETS, withTestDatabase } from './harness';

describe.each(TARGETS)('gift checkout prefill on $name', ({ url }) => {
  let handle: DatabaseHandle;
  withTestDatabase(url, (opened) => {
    handle = opened;
  });

  it('starts with the account’s names, e-mail, phone and, for a parcel, the address of its last delivered gift', async () => {
    const email = `prefill-${Date.now()}@example.com`;
    const id = await provenAccount(handle.db, email);
    await handle.db.updateTable('customers').set({ first_name: 'Inès', last_name: 'Moreau', phone: '+33612345678' }).where('id', '=', id).execute();
    const market = MARKETS.fr;
    const today = getToday();
    const show = async (isPhysical: boolean) => {
      const page = new URL('http://halte.test/fr/cadeau/commande?type=GIFT_CARD&amount=5000&giftFormat=digital');
      const outcome = await runDetailsStep(
        handle.db,
        market,
        { kind: 'GIFT', query: page.search.slice(1) },
        { shape: getGiftShape(market, isPhysical, today), payLater: [], totalCents: 5000 },
        { request: new Request(page), url: page, customer: { id, email, firstName: 'Inès' } },
        today,
      );
      if (outcome.kind !== 'form') throw new Error('a form was expected');
      return outcome.step.values;
    };
    expect(await show(false)).toEqual({ email, firstName: 'Inès', lastName: 'Moreau', phone: '+33612345678' });
    await handle.db
      .insertInto('orders')
      .values({
        id: crypto.randomUUID(),
        number: String(10_000_000 + (Date.now() % 89_999_999)),
        market: 'fr',
        kind: 'GIFT',
        customer_id: id,
        email,
        first_name: 'Inès',
        last_name: 'Moreau',
        phone: null,
        details: JSON.stringify({ gift: { address: { name: 'Lou', street: '3 rue des Lilas', postcode: '69003', city: 'Lyon', country: 'FR' } } }) as never,
        details_path: '/fr',
        cart_id: null,
        send_on: null,
        fulfilment: null,
        pay_later: null,
        pay_later_schedule: null,
        total_cents: 100,
        amount_due_cents: 100,
        idempotency_key: `prefill-${Date.now()}`,
        room_hold: null,
        payment_expires_at: new Date(),
        payment_provider: null,
        payment_id: null,
        payment_url: null,
        paid_at: null,
      })
      .execute();
    expect(await show(true)).toMatchObject({ lastName: 'Moreau', phone: '+33612345678', street: '3 rue des Lilas', postcode: '69003', city: 'Lyon' });
  });
});
