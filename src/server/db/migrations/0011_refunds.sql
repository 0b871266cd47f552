-- Refunds of a cancelled booking's payment (ADR 37): one per order, asked of the payment provider after the
-- cancellation commits, retried by the order sweep until the provider has it.
create table order_refunds (
  order_id uuid primary key references orders (id),
  payment_id text not null,
  amount_cents integer not null check (amount_cents > 0),
  -- pending: to ask the provider; requested: the provider has it (Mollie's queued/pending/processing);
  -- refunded: money sent back; failed: the provider refused it (a person looks at it)
  status text not null default 'pending' check (status in ('pending', 'requested', 'refunded', 'failed')),
  provider_refund_id text,
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index order_refunds_pending on order_refunds (status) where status = 'pending';

-- The test acquirer's refunds (no money moves), as its payments.
create table test_refunds (
  id text primary key,
  payment_id text not null references test_payments (id),
  amount_cents integer not null check (amount_cents > 0),
  created_at timestamptz not null default now()
);
