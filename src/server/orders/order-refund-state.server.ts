/**
 * The order's status once the provider has sent its refund (the state table of src/domain/order-status.ts):
 * refund_pending becomes refunded when everything paid came back, partly_refunded when less did.
 */
import { sql, type Kysely } from 'kysely';
import { getNextStatus, getRefundEvent, isOrderStatus } from '../../domain/order-status';
import type { Database } from '../db/schema';

/** Moves order `orderId` out of refund_pending now that its provider refund is sent; no change otherwise. */
export async function markOrderRefunded(db: Kysely<Database>, orderId: string, source: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status', 'amount_due_cents']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    const refund = await trx.selectFrom('order_refunds').select(['amount_cents', 'status']).where('order_id', '=', orderId).executeTakeFirst();
    if (!order || !refund || refund.status !== 'refunded' || !isOrderStatus(order.status)) return;
    const next = getNextStatus(order.status, getRefundEvent(refund.amount_cents, order.amount_due_cents));
    if (!next) return;
    await trx.updateTable('orders').set({ status: next, refunded_at: sql<Date>`now()`, updated_at: sql<Date>`now()` }).where('id', '=', orderId).execute();
    await trx.insertInto('order_events').values({ order_id: orderId, from_status: order.status, to_status: next, source }).execute();
  });
}
