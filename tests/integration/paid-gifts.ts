/**
 * Gifts bought and paid on the site, for the tests that act on a gift afterwards (My gifts, the life-cycle e-mails):
 * ordered through the checkout, paid on the stand-in of Mollie's API, confirmed. And the stays a gift may be of.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { submitOrder, type SubmitInput } from '../../src/server/orders/checkout-orders.server';
import { handlePaymentUpdate } from '../../src/server/orders/orders.server';
import { settleStandInPayment } from '../../src/server/payments/mollie-stand-in.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';

/** The gift code an order made: the one of its first line. */
export async function giftCodeOfOrder(db: Kysely<Database>, orderId: string): Promise<string> {
  const line = await db.selectFrom('order_lines').select('gift_code').where('order_id', '=', orderId).where('position', '=', 1).executeTakeFirstOrThrow();
  return line.gift_code!;
}

/** Orders a gift at the checkout and pays for it; answers the order and the gift's code. */
export async function buyPaidGift(db: Kysely<Database>, input: SubmitInput): Promise<{ orderId: string; code: string }> {
  const provider = getPaymentProvider(db, {});
  const placed = await submitOrder(db, provider, input);
  if (!placed.ok) throw new Error(JSON.stringify(placed.errors));
  const id = placed.paymentUrl.split('/').pop()!;
  await settleStandInPayment(db, id, 'paid');
  await handlePaymentUpdate(db, provider, id, 'test');
  return { orderId: placed.orderId, code: await giftCodeOfOrder(db, placed.orderId) };
}

/** The packages a gift may be of: giftable and published, of an active hotel (`p`, its hotel `h`), to narrow and select from. */
export const giftablePackages = (db: Kysely<Database>) =>
  db
    .selectFrom('packages as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .where('p.is_giftable', '=', true)
    .where('p.published', '=', true)
    .where('h.active', '=', true);
