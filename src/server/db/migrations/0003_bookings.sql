-- Bookings (spec §1 logged-in customers, §2 booking lookup): made outside this site (payment is out of scope), so the
-- demo data fills them. Hotel and package labels are copied in because the catalog is regenerated under them.
create table bookings (
  booking_number text primary key check (booking_number ~ '^[0-9]{8}$'),
  market text not null,
  -- lower-cased; the booking lookup and the account's trips find bookings by it
  email text not null,
  first_name text not null,
  last_name text not null,
  status text not null check (status in ('CONFIRMED', 'PENDING', 'CANCELLED', 'COMPLETED')),
  hotel_id integer not null,
  hotel_label text not null,
  package_id integer not null,
  package_label text not null,
  checkin date not null,
  nights smallint not null,
  adults smallint not null,
  children smallint not null default 0,
  babies smallint not null default 0,
  -- what the customer paid, in cents
  amount integer not null,
  invoice_number text,
  created_at timestamptz not null default now()
);
create index bookings_email on bookings (email);
