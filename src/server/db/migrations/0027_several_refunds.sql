-- An order may be refunded more than once (ADR 60): at most one refund the policy gives (a cancelled booking's, or a
-- late payment sent back), and any number of goodwill refunds a care agent grants. Each row is asked of the payment
-- provider with its own key, and the rows of an order never add up to more than its provider payment took.
alter table order_refunds drop constraint order_refunds_pkey;
alter table order_refunds add column id bigserial;
alter table order_refunds add primary key (id);
alter table order_refunds add column kind text not null default 'policy' check (kind in ('policy', 'goodwill'));
-- A goodwill refund's form key: the same form sent twice records one refund.
alter table order_refunds add column idempotency_key text unique;
create unique index order_refunds_one_policy on order_refunds (order_id) where kind = 'policy';
create index order_refunds_order on order_refunds (order_id, created_at);

-- Months a care agent added to a gift's validity as a goodwill gesture, over its life (capped, ADR 60). Not the
-- customer's paid extension (extended_at), which stays available.
alter table gift_codes add column goodwill_months integer not null default 0 check (goodwill_months >= 0);
