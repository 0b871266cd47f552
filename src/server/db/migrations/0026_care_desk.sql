-- The care desk: agents have a role (a supervisor may do what an agent may not), sessions end after inactivity, and
-- every action an agent takes on an order is recorded with its reason, before and after.
alter table care_agents add column role text not null default 'agent' check (role in ('agent', 'supervisor'));
alter table care_sessions add column last_seen_at timestamptz not null default now();

create table care_actions (
  id bigserial primary key,
  agent_id text not null references care_agents (id),
  order_id uuid references orders (id) on delete cascade,
  action text not null,
  reason text not null,
  before jsonb,
  after jsonb,
  -- One per form shown: a second click of the same form is the same action.
  idempotency_key text unique,
  created_at timestamptz not null default now()
);
create index care_actions_order on care_actions (order_id, created_at);

-- The desk's search: by e-mail, phone or name, each an index lookup on 100,000 orders.
-- A phone is compared by its last nine digits, so +33 6 12 34 56 78 finds 06 12 34 56 78.
create index orders_phone_tail on orders (right(regexp_replace(phone, '[^0-9]', '', 'g'), 9)) where phone is not null;
create index orders_last_name on orders (lower(last_name));
create index orders_created on orders (created_at desc);

