-- An activity voucher is used by booking a date with its activity centre (ADR 46). The centre's contact details
-- are printed on the voucher and the gift pages, and the centre receives each booking by e-mail.
alter table activity_centres add column email text not null default '';
alter table activity_centres add column street_address text not null default '';
alter table activity_centres add column postcode text not null default '';
alter table activity_centres add column city text not null default '';
alter table activity_centres add column phone text not null default '';

-- One booking per code: the code's conditional update (used_at is null) decides which of two browsers books.
-- Activity and centre are copied, not referenced: the catalog is regenerated without touching bookings.
create table activity_bookings (
  id bigint generated always as identity primary key,
  code text not null unique references gift_codes (code),
  activity_id integer not null,
  centre_id integer not null,
  slot_date date not null,
  -- 'HH:MM', the centre's local time
  slot_time text not null check (slot_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  participants smallint not null check (participants between 1 and 20),
  holder_name text not null,
  holder_email text not null,
  holder_phone text not null,
  created_at timestamptz not null default now()
);
