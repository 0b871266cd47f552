-- Mail: outbox_messages becomes the transactional mail outbox of every e-mail to a customer
-- (src/server/mail/mail-outbox.server.ts). A message is written in the transaction that decides it, delivered by
-- the mail worker when due (send_at), retried with backoff, and its body, HTML and attachments are wiped once it
-- is sent (or given up), so no link it carried stays readable here (ADR 22).
alter table outbox_messages drop constraint outbox_messages_kind_check;
alter table outbox_messages add constraint outbox_messages_kind_check check (kind ~ '^[A-Z][A-Z_]{2,39}$');
alter table outbox_messages alter column body drop not null;
alter table outbox_messages
  add column html text,
  -- [{ "filename", "contentType", "contentBase64" }]
  add column attachments jsonb,
  add column status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'expired')),
  add column send_at timestamptz not null default now(),
  -- a message still unsent then is dropped (a reset link that has expired meanwhile)
  add column discard_after timestamptz,
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz not null default now(),
  add column last_error text,
  add column message_id text;
-- Messages queued before the mail module were never delivered; their reset links are wiped, not sent late.
update outbox_messages set status = 'expired', body = null;
create index outbox_messages_due on outbox_messages (next_attempt_at) where status = 'pending';

-- Gift codes issued by orders (src/server/gift/issue-gift-code.server.ts): gift cards (an amount) and activity
-- vouchers (an activity) join boxes and single vouchers.
alter table gift_codes drop constraint gift_codes_kind_check;
alter table gift_codes add constraint gift_codes_kind_check check (kind in ('BOX', 'SINGLE_VOUCHER', 'GIFT_CARD', 'ACTIVITY'));
alter table gift_codes drop constraint gift_codes_check;
alter table gift_codes
  add column activity_id integer,
  -- the order that issued the code (orders are another module's table: no foreign key here)
  add column order_id text,
  add column issued_at timestamptz;
alter table gift_codes add constraint gift_codes_check check (
  (kind = 'BOX' and box_code is not null)
  or (kind in ('SINGLE_VOUCHER', 'GIFT_CARD') and amount is not null)
  or (kind = 'ACTIVITY' and activity_id is not null)
);
create index gift_codes_order on gift_codes (order_id) where order_id is not null;
