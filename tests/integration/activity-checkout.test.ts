import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '../../src/i18n/markets';
import { buildPath } from '../../src/i18n/routes';
import { loadGiftPage } from '../../src/screens/gift-pages.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getOrder, handlePaymentUpdate } from '../../src/server/orders/orders.server';
import { priceActivityVoucher } from '../../src/server/gift/gift-price.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { openTestDatabase, TARGETS } from './harness';

const buyer = { firstName: 'Lotte', lastName: 'Peeters', email: 'lotte.activity@example.com', phone: '0470123456', terms: 'on' };

describe.each(TARGETS)('activity checkout participants on $name', ({ url: databaseUrl }) => {
  let handle: DatabaseHandle;
  let activityId: number;
  let prices: { one: number; two: number };
  const market = MARKETS['be-nl'];

  beforeAll(async () => {
    handle = await openTestDatabase(databaseUrl);
    const rows = await sql<{ id: number }>`select id from activity_products where published order by id`.execute(handle.db);
    for (const row of rows.rows) {
      const voucher = await priceActivityVoucher(handle.db, market, row.id);
      if (voucher?.offers[1] && voucher.offers[2] && voucher.offers[1].total !== voucher.offers[2].total) {
        activityId = row.id;
        prices = { one: voucher.offers[1].total, two: voucher.offers[2].total };
        break;
      }
    }
    if (!activityId) throw new Error('The test catalog has no activity sold for 1 and 2 participants');
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  const open = async (search: string, form?: Record<string, string>) => {
    const url = new URL(`http://halte.test${buildPath(market.key, 'activityCheckout', { id: activityId })}${search}`);
    const request = form
      ? new Request(url, { method: 'POST', body: new URLSearchParams(form), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
      : new Request(url);
    return loadGiftPage({ market: market.key, name: 'activityCheckout', params: { id: String(activityId) } }, url, { request, url, customer: null });
  };

  it('renders the form, its total and its address for the participants of the query', async () => {
    const page = await open('?customType=OWN_USE&a=1');
    if (page?.kind !== 'activityCheckout') throw new Error(`no checkout: ${page?.kind}`);
    expect(page.props.participants).toBe(1);
    expect(page.props.step.totalCents).toBe(prices.one);
    expect(page.props.step.action).toBe(`${buildPath(market.key, 'activityCheckout', { id: activityId })}?customType=OWN_USE&a=1`);
    const fallback = await open('');
    expect(fallback).toMatchObject({ props: { participants: 2, step: { totalCents: prices.two } } });
  });

  it('keeps one participant through a round trip of the form', async () => {
    const page = await open('?a=1', { formKey: 'activity-round-trip', participants: '1', firstName: 'Lotte', giftCard: 'HALTE-ZZZZ', intent: 'applyGiftCard' });
    expect(page).toMatchObject({
      props: { participants: 1, step: { totalCents: prices.one, action: expect.stringMatching(/\?a=1$/), values: { firstName: 'Lotte' } } },
    });
  });

  it('charges the price of one participant when one is posted, and is paid that amount', async () => {
    const page = await open('?customType=OWN_USE&a=2', { formKey: 'activity-one-participant', participants: '1', ...buyer });
    if (page?.kind !== 'redirect') throw new Error(`no payment: ${JSON.stringify(page)}`);
    const row = await handle.db.selectFrom('orders').select(['id']).where('email', '=', buyer.email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const order = (await getOrder(handle.db, row.id))!;
    expect(order).toMatchObject({ kind: 'ACTIVITY', total_cents: prices.one, amount_due_cents: prices.one });
    expect(order.details_path).toBe(`${buildPath(market.key, 'activityCheckout', { id: activityId })}?customType=OWN_USE&a=1`);
    const paymentId = page.location.split('/').pop()!;
    await settleStandInPayment(handle.db, paymentId, 'paid');
    expect(await handlePaymentUpdate(handle.db, getPaymentProvider(handle.db, {}), paymentId, 'test')).toBe('confirmed');
  });
});
