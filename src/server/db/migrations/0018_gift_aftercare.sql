-- What a buyer did to a gift after the sale from My gifts (ADR 48): a download, a resend, a new recipient address,
-- a new send date, an exchange. The history answers "who changed what, when", and its rows count the resends.
create table gift_aftercare_events (
  id bigserial primary key,
  order_id uuid not null references orders (id),
  gift_code text not null,
  customer_id text,
  action text not null check (action in ('download', 'resend', 'recipient', 'send_date', 'exchange')),
  detail jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index gift_aftercare_events_code on gift_aftercare_events (gift_code, action, created_at);
-- The gift an e-mail carries, so that its send date and address can still change while it waits in the outbox.
alter table outbox_messages add column gift_code text;
create index outbox_messages_gift_code on outbox_messages (gift_code) where gift_code is not null;
