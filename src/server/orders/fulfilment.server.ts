/**
 * What a paid order becomes (issue 15), run once inside the transaction that confirms it: a stay's booking (the
 * account's trips and the booking lookup read the bookings table), a physical gift's 'to ship' state, and the
 * gift codes and e-mails of the mail module (helper 15b's interfaces, called when that module is merged).
 */
import type { Selectable, Transaction } from 'kysely';
import type { Database, OrdersTable } from '../db/schema';

type Order = Selectable<OrdersTable>;

interface StayDetails {
  stay?: { hotelId: number; hotelLabel: string; packageId: number; packageLabel: string; checkin: string; nights: number; adults: number; children: number; babies: number };
  gift?: { isPhysical?: boolean };
}

export async function fulfilOrder(trx: Transaction<Database>, order: Order): Promise<void> {
  const details = order.details as unknown as StayDetails;
  if (order.kind === 'STAY' && details.stay) {
    const { stay } = details;
    await trx
      .insertInto('bookings')
      .values({
        booking_number: order.number,
        market: order.market,
        email: order.email,
        first_name: order.first_name,
        last_name: order.last_name,
        status: 'CONFIRMED',
        hotel_id: stay.hotelId,
        hotel_label: stay.hotelLabel,
        package_id: stay.packageId,
        package_label: stay.packageLabel,
        checkin: stay.checkin,
        nights: stay.nights,
        adults: stay.adults,
        children: stay.children,
        babies: stay.babies,
        amount: order.total_cents,
        invoice_number: `F${order.number}`,
      })
      .onConflict((conflict) => conflict.column('booking_number').doNothing())
      .execute();
  }
  if (details.gift?.isPhysical) await trx.updateTable('orders').set({ fulfilment: 'to_ship' }).where('id', '=', order.id).execute();
}
