-- The e-mails of a booking's and a gift's life after the sale (ADR 56): a cancellation, the practical details before a
-- stay, a review request after it, the e-gift that reached its recipient, reminders before a gift ends. One row per
-- e-mail decided, written in the transaction that queues it in the outbox; the unique key makes a second decision
-- (a second instance running the same job, a rerun) insert nothing and queue nothing.
create table lifecycle_mails (
  id bigserial primary key,
  subject_type text not null check (subject_type in ('booking', 'gift')),
  -- a booking number or a gift code
  subject_id text not null,
  kind text not null check (kind ~ '^[A-Z][A-Z0-9_]{2,39}$'),
  -- what makes the same kind due again: a gift's last valid day (an extended gift is reminded again before its new end)
  occasion text not null default '',
  recipient text not null,
  market text not null,
  outbox_id bigint,
  created_at timestamptz not null default now(),
  unique (subject_type, subject_id, kind, occasion)
);

-- Addresses that asked for no more of a list (gift reminders, review requests), from the link of one of its e-mails.
create table mail_unsubscribes (
  email text not null,
  category text not null check (category in ('giftReminders', 'reviewRequests')),
  created_at timestamptz not null default now(),
  primary key (email, category)
);

-- Extra headers of a message (List-Unsubscribe), wiped with its body once sent.
alter table outbox_messages add column headers jsonb;

-- The daily job reads stays by their dates and live gifts by their last day.
create index bookings_checkin on bookings (checkin);
create index gift_codes_expiring on gift_codes (expires_on) where used_at is null and exchanged_for is null;
