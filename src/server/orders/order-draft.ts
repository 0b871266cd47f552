/**
 * What an order is made of before it is placed (types only). Kept apart from `orders.server.ts`
 * so the order-making modules of other domains (gift extension) can name the draft without an
 * import circle through fulfilment.
 */
import type { Selectable } from 'kysely';
import type { DetailsShape, OrderDetails } from '../../domain/order-details';
import type { OrdersTable } from '../db/schema';

type OrderRow = Selectable<OrdersTable>;

export interface RoomHold {
  hotelId: number;
  checkin: string;
  nights: number;
  rooms: number;
}

export interface OrderLineDraft {
  kind: string;
  label: string;
  productRef: string | null;
  quantity: number;
  unitCents: number;
}

/** Everything an order is made of, priced by the server. */
export interface OrderDraft {
  market: string;
  kind: OrderRow['kind'];
  /** The form's key and a digest of what it sent. */
  idempotencyKey: string;
  customerId: string | null;
  buyer: { firstName: string; lastName: string; email: string; phone: string | null };
  details: Record<string, unknown>;
  detailsPath: string;
  cartId: string | null;
  sendOn: string | null;
  isPhysical: boolean;
  payLater: OrderRow['pay_later'];
  payLaterSchedule: unknown[] | null;
  lines: OrderLineDraft[];
  amountDueCents: number;
  hold: RoomHold | null;
  /** A gift card typed at checkout (ADR 33): it pays up to its balance of the amount due, reserved with the order. */
  giftCard?: { code: string; today: string } | null;
  /** A beneficiary's gift code the order spends in its transaction (ADR 32). */
  /** The gift code the stay is booked with, and what the stay takes of it (cents). */
  giftCode?: { code: string; today: string; cents: number } | null;
}

/** A checkout target made ready: its form's shape and how to turn valid details into an order draft. */
export interface Prepared {
  shape: DetailsShape;
  build(details: OrderDetails): Omit<OrderDraft, 'idempotencyKey' | 'customerId'>;
}
