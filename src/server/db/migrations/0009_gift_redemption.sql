-- Booking with a gift (ADR 32): the code a cart books with, and the order that spent a code. A code
-- is spent by the order's transaction (used_at set where it is null) and given back when that order's payment fails,
-- is cancelled or expires, or when its booking is cancelled in time.
alter table carts add column gift_code text;
alter table gift_codes add column redeemed_by_order uuid;
create index gift_codes_redeemed_by_order on gift_codes (redeemed_by_order) where redeemed_by_order is not null;
-- A stay the gift covers in full costs nothing today: the order is confirmed without the payment provider.
alter table orders drop constraint if exists orders_amount_due_cents_check;
alter table orders add constraint orders_amount_due_cents_check check (amount_due_cents >= 0);
