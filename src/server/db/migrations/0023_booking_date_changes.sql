-- A customer changes the dates (and party) of a booked stay (ADR 57). Each change is a row: the stay before and after,
-- the difference and how it was settled. A change that costs more waits for its payment (pending_payment) holding the
-- nights it adds; one booking has at most one such change at a time.
create table booking_changes (
  id uuid primary key,
  order_id uuid not null references orders (id),
  booking_number text not null,
  -- pending_payment: the new nights are held, the difference is being paid; done: the booking has its new dates;
  -- failed / expired: the payment did not go through, the held nights went back on sale, nothing changed;
  -- refunded: the difference was paid after its hold ran out and the nights were gone: the payment goes back.
  status text not null check (status in ('pending_payment', 'done', 'failed', 'expired', 'refunded')),
  old_checkin date not null,
  old_nights integer not null,
  old_adults integer not null,
  old_children integer not null,
  old_babies integer not null,
  old_rooms integer not null,
  new_checkin date not null,
  new_nights integer not null,
  new_adults integer not null,
  new_children integer not null,
  new_babies integer not null,
  new_rooms integer not null,
  old_total_cents integer not null,
  new_total_cents integer not null,
  -- new_total_cents - old_total_cents
  difference_cents integer not null,
  -- the new stay's night prices and cancellation policy, written to the order when the change is done
  new_night_prices jsonb not null,
  new_cancellation jsonb not null,
  -- rooms taken for the new stay and to give back from the old one, night by night ([{ day, rooms }])
  room_take jsonb not null,
  room_give jsonb not null,
  -- what a cheaper stay gave back: to the gift card, and through the provider
  gift_card_refund_cents integer not null default 0,
  card_refund_cents integer not null default 0,
  -- the provider's payment of a dearer stay's difference
  payment_id text unique,
  payment_url text,
  payment_expires_at timestamptz,
  idempotency_key text unique,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index booking_changes_booking on booking_changes (booking_number, created_at);
create unique index booking_changes_one_pending on booking_changes (booking_number) where status = 'pending_payment';

-- Refunds through the provider other than a cancellation's own (order_refunds): what a change to a cheaper stay gives
-- back, and the part of a cancellation refund its order's first payment cannot take (a difference paid by a later one).
create table payment_refunds (
  id uuid primary key,
  order_id uuid not null references orders (id),
  change_id uuid references booking_changes (id),
  payment_id text not null,
  amount_cents integer not null check (amount_cents > 0),
  status text not null default 'pending' check (status in ('pending', 'requested', 'refunded', 'failed')),
  provider_refund_id text,
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payment_refunds_order on payment_refunds (order_id);
create index payment_refunds_open on payment_refunds (status) where status in ('pending', 'requested');

-- What a change to a cheaper stay puts back on the gift card that paid: one row per change, so an order may have
-- several; the other kinds stay once per order.
alter table gift_card_ledger drop constraint gift_card_ledger_kind_check;
alter table gift_card_ledger add constraint gift_card_ledger_kind_check check (kind in ('reserve', 'release', 'stay', 'stay_back', 'change_back'));
alter table gift_card_ledger add column change_id uuid;
alter table gift_card_ledger drop constraint gift_card_ledger_order_id_kind_key;
create unique index gift_card_ledger_order_kind on gift_card_ledger (order_id, kind) where kind <> 'change_back';
create unique index gift_card_ledger_change on gift_card_ledger (change_id) where change_id is not null;
