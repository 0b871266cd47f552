-- The development stand-in of Mollie's API (ADR 39) keeps its payments and refunds in the tables of the former test
-- acquirer, with what Mollie's payment resource holds besides: webhook, locale, metadata, idempotency key, expiry.
alter table test_payments rename to stand_in_payments;
alter table test_refunds rename to stand_in_refunds;
alter table stand_in_payments alter column order_id drop not null;
alter table stand_in_payments alter column market drop not null;
alter table stand_in_payments add column webhook_url text;
alter table stand_in_payments add column locale text;
alter table stand_in_payments add column metadata jsonb;
alter table stand_in_payments add column idempotency_key text unique;
alter table stand_in_payments add column expires_at timestamptz not null default now() + interval '15 minutes';
alter table stand_in_payments add column settled_at timestamptz;
alter table stand_in_refunds add column idempotency_key text unique;
alter table stand_in_refunds add column description text;

-- One cart is one booking: a stay cart has at most one order that is being paid or is paid. Older duplicates (made
-- before this rule) keep their order but lose the link to the cart, so the rule can hold from now on.
update orders set cart_id = null
where kind = 'STAY' and cart_id is not null and status in ('pending_payment', 'paid', 'confirmed')
  and id not in (
    select distinct on (cart_id) id from orders
    where kind = 'STAY' and cart_id is not null and status in ('pending_payment', 'paid', 'confirmed')
    order by cart_id, created_at
  );
create unique index orders_one_live_per_cart on orders (cart_id)
  where kind = 'STAY' and cart_id is not null and status in ('pending_payment', 'paid', 'confirmed');
