/**
 * The order's status once the provider has sent its refunds (the state table of src/domain/order-status.ts):
 * refund_pending, or a sale that stands refunded as goodwill (ADR 60), becomes refunded when everything paid came
 * back, partly_refunded when less did. Nothing moves while another refund of the order is still on its way.
 */
import { sql, type Kysely } from 'kysely';
import { getNextStatus, getRefundEvent, isOrderStatus } from '../../domain/order-status';
import type { Database } from '../db/schema';

/** Moves order `orderId` on now that its provider refunds are sent; no change otherwise. */
export async function markOrderRefunded(db: Kysely<Database>, orderId: string, source: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status', 'amount_due_cents']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    const refunds = await trx.selectFrom('order_refunds').select(['amount_cents', 'status']).where('order_id', '=', orderId).execute();
    if (!order || !isOrderStatus(order.status) || refunds.some((refund) => refund.status === 'pending' || refund.status === 'requested')) return;
    const sentCents = refunds.filter((refund) => refund.status === 'refunded').reduce((sum, refund) => sum + refund.amount_cents, 0);
    if (sentCents === 0) return;
    const next = getNextStatus(order.status, getRefundEvent(sentCents, order.amount_due_cents));
    if (!next) return;
    await trx
      .updateTable('orders')
      .set({ status: next, refunded_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', orderId)
      .execute();
    await trx.insertInto('order_events').values({ order_id: orderId, from_status: order.status, to_status: next, source }).execute();
  });
}
