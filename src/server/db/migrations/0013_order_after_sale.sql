-- The order after the sale (ADR 40): a cancelled booking or a late payment that could not be honoured waits for
-- its refund (refund_pending), then is refunded in full or in part.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('pending_payment', 'paid', 'confirmed', 'payment_failed', 'cancelled', 'expired', 'refund_pending', 'refunded', 'partly_refunded'));
alter table orders add column refunded_at timestamptz;
