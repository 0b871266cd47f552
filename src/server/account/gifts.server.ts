/** The account's 'My gifts' (issue 15): the gift and activity-voucher orders made with the customer's e-mail. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getToday } from '../db/database';
import { getGiftOptionsList, type GiftOptions } from '../gift-cards/gift-extension.server';

export interface GiftSummary {
  orderId: string;
  number: string;
  status: string;
  orderedOn: string;
  title: string;
  type: string;
  format: 'digital' | 'physical';
  recipientName: string | null;
  recipientEmail: string | null;
  sendOn: string | null;
  fulfilment: 'to_ship' | 'shipped' | null;
  totalCents: number;
  codes: string[];
  /** Each code's balance (gift cards), extension and exchange, and the card a voucher was exchanged for (ADR 33). */
  options: GiftOptions[];
}

/** Orders shown: paid, confirmed and still waiting for payment (a payment that failed is not a gift). */
const SHOWN = ['pending_payment', 'paid', 'confirmed'] as const;

export async function getCustomerGifts(db: Kysely<Database>, customerId: string, today = getToday()): Promise<GiftSummary[]> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'created_at', 'details', 'send_on', 'fulfilment', 'total_cents'])
    .where('customer_id', '=', customerId)
    .where('kind', 'in', ['GIFT', 'ACTIVITY'])
    .where('status', 'in', SHOWN)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  if (orders.length === 0) return [];
  const lines = await db.selectFrom('order_lines').select(['order_id', 'gift_code']).where('order_id', 'in', orders.map((order) => order.id)).where('gift_code', 'is not', null).execute();
  const options = await getGiftOptionsList(db, lines.map((line) => line.gift_code ?? ''), today);
  const exchanged = await getGiftOptionsList(db, [...options.values()].flatMap((option) => (option.exchangedFor ? [option.exchangedFor] : [])), today);
  return orders.map((order) => {
    const gift = ((order.details as Record<string, unknown>).gift ?? {}) as { title?: string; type?: string; format?: string; recipientName?: string; recipientEmail?: string | null };
    return {
      orderId: order.id,
      number: order.number,
      status: order.status,
      orderedOn: new Date(order.created_at).toISOString().slice(0, 10),
      title: gift.title ?? '',
      type: gift.type ?? 'BOX',
      format: gift.format === 'physical' ? 'physical' : 'digital',
      recipientName: gift.recipientName ?? null,
      recipientEmail: gift.recipientEmail ?? null,
      sendOn: order.send_on,
      fulfilment: order.fulfilment,
      totalCents: order.total_cents,
      codes: lines.filter((line) => line.order_id === order.id).map((line) => line.gift_code ?? ''),
      options: lines
        .filter((line) => line.order_id === order.id)
        .flatMap((line) => {
          const option = options.get(line.gift_code ?? '');
          const card = option?.exchangedFor ? exchanged.get(option.exchangedFor) : undefined;
          return [option, card].filter((value): value is GiftOptions => value !== undefined);
        }),
    };
  });
}
