-- Gift cards as a means of payment, exchange and extension of gifts (ADR 33). A gift card's
-- balance is its amount plus the sum of its ledger rows: a checkout reserves (a negative row) while its payment is
-- pending and the reservation is given back (a positive row) when the payment fails, is cancelled or expires.
-- Writers lock the card's gift_codes row first, so two checkouts at once can never spend more than the balance.
create table gift_card_ledger (
  id bigserial primary key,
  code text not null references gift_codes (code) on delete cascade,
  -- the order that spent or gave back (orders are another module's table: no foreign key)
  order_id uuid not null,
  kind text not null check (kind in ('reserve', 'release')),
  -- signed cents: a reservation is negative, its release the same amount positive
  amount_cents integer not null check (amount_cents <> 0),
  created_at timestamptz not null default now(),
  -- an order reserves on one card once and gives it back once
  unique (order_id, kind)
);
create index gift_card_ledger_code on gift_card_ledger (code);

alter table gift_codes
  -- a gift extended once by six months (through a paid extension order)
  add column extended_at timestamptz,
  -- a voucher exchanged for a gift card of its value: the card's code
  add column exchanged_for text;

-- An extension is an order of its own kind, paid through the same checkout and payment as any other.
alter table orders drop constraint orders_kind_check;
alter table orders add constraint orders_kind_check check (kind in ('STAY', 'GIFT', 'ACTIVITY', 'EXTENSION'));
-- A gift card may pay a whole order: nothing is then left for the payment provider.
alter table orders drop constraint if exists orders_amount_due_cents_check;
alter table orders drop constraint if exists orders_amount_due_cents_not_negative;
alter table orders add constraint orders_amount_due_cents_not_negative check (amount_due_cents >= 0);
