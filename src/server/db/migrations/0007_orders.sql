-- Orders: what a visitor buys at checkout, its lines, its payment and its status history. Prices are the
-- server's (cents). No foreign keys to the catalog: it is regenerated while orders stay. ADR 20.
create table orders (
  id uuid primary key,
  -- shown to the customer; a stay's order number is also its booking number
  number text not null unique check (number ~ '^[0-9]{8}$'),
  -- the form's key and a digest of what it sent: a double click or a retried POST finds the same order
  idempotency_key text not null unique,
  market text not null,
  kind text not null check (kind in ('STAY', 'GIFT', 'ACTIVITY')),
  status text not null default 'pending_payment'
    check (status in ('pending_payment', 'paid', 'confirmed', 'payment_failed', 'cancelled', 'expired')),
  customer_id text,
  -- lower-cased; the account's trips and gifts find orders by it
  email text not null,
  first_name text not null,
  last_name text not null,
  phone text,
  -- the details step as it was sent (requests, recipient, message, send date, address), to show it again
  details jsonb not null default '{}',
  -- where the buyer returns after a failed or cancelled payment (the details step)
  details_path text not null,
  cart_id text,
  -- the gift's send date (e-gifts are e-mailed to the recipient that day)
  send_on date,
  -- shipping of a physical gift: 'to_ship' once paid, then 'shipped'
  fulfilment text check (fulfilment in ('to_ship', 'shipped')),
  pay_later text check (pay_later in ('deferred', 'split3', 'split4')),
  pay_later_schedule jsonb,
  total_cents integer not null check (total_cents >= 0),
  -- what the payment takes now (the first instalment of a split payment), in cents
  amount_due_cents integer not null check (amount_due_cents > 0),
  currency text not null default 'EUR',
  -- rooms taken from hotel_days while the payment is pending: { hotelId, checkin, nights, rooms }
  room_hold jsonb,
  hold_released boolean not null default false,
  payment_expires_at timestamptz not null,
  payment_provider text,
  payment_id text unique,
  payment_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  confirmed_at timestamptz
);
create index orders_email on orders (email);
create index orders_open on orders (status, payment_expires_at) where status in ('pending_payment', 'paid');

create table order_lines (
  order_id uuid not null references orders (id) on delete cascade,
  position smallint not null,
  -- STAY, BOX, GIFT_STAY, SINGLE_VOUCHER, GIFT_CARD, ACTIVITY, UPSELL, SHIPPING, EXTRA
  kind text not null,
  label text not null,
  product_ref text,
  quantity integer not null default 1 check (quantity > 0),
  unit_cents integer not null,
  total_cents integer not null,
  -- the gift code issued for this line once paid
  gift_code text,
  primary key (order_id, position)
);

-- Every status change, with what caused it (webhook, test acquirer, sweep): the audit trail of an order.
create table order_events (
  id bigserial primary key,
  order_id uuid not null references orders (id) on delete cascade,
  from_status text,
  to_status text not null,
  source text not null,
  created_at timestamptz not null default now()
);
create index order_events_order on order_events (order_id);

-- The built-in test acquirer's payments (no money moves), read back through the same code as a provider's.
create table test_payments (
  id text primary key,
  order_id uuid not null,
  amount_cents integer not null,
  description text not null,
  status text not null default 'open' check (status in ('open', 'paid', 'failed', 'canceled', 'expired')),
  redirect_url text not null,
  market text not null,
  created_at timestamptz not null default now()
);
