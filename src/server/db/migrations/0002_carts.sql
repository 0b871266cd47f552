-- Carts (spec §4 checkout start): a stay re-quoted at checkout start, kept 24 hours for the checkout page.
-- No foreign keys to the catalog: it is truncated and regenerated while carts may still be open.
create table carts (
  id text primary key, -- a random UUID, given by the server
  market text not null,
  package_id integer not null,
  hotel_id integer not null,
  checkin date not null,
  nights smallint not null,
  adults smallint not null,
  children smallint not null,
  babies smallint not null,
  -- chosen activity dates, 'activityId_YYYY-MM-DD'
  activity_selection text[] not null default '{}',
  -- the quote as it was when the cart was made (spec §3 Quote)
  quote jsonb not null,
  sell_price integer not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index carts_expires_at on carts (expires_at);
