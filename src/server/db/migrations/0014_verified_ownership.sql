-- A purchase belongs to the account that can prove it (ADR 43): accounts prove their address before guest purchases
-- join them, an e-mail change waits for the new address to confirm it, and purchases are owned by account id.
-- Accounts made before have not proven their address either: they are asked to, once signed in.
alter table customers add column email_verified_at timestamptz;

create table email_tokens (
  token_hash text primary key,
  customer_id text not null references customers (id) on delete cascade,
  -- verify: the account's own address at sign-up; change: a new address the customer asked for
  purpose text not null check (purpose in ('verify', 'change')),
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_tokens_customer on email_tokens (customer_id);

alter table bookings add column customer_id text references customers (id) on delete set null;
create index bookings_customer on bookings (customer_id) where customer_id is not null;
create index orders_customer on orders (customer_id) where customer_id is not null;

-- What was bought while signed in is the account's, its booking too; guest purchases wait for a proven address.
update bookings b set customer_id = o.customer_id from orders o where o.number = b.booking_number and o.customer_id is not null;
