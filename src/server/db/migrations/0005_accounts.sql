-- Customer accounts (spec §1 logged-in customers, §6): customers, their sessions, one-time password-reset links,
-- the outbox of messages a mail server would send, the wishlists of signed-in customers and the rate-limit counters.
create table customers (
  id text primary key, -- a random UUID, given by the server; the account id cookie carries it
  -- lower-cased and trimmed; trips are the bookings with this email
  email text not null unique,
  -- 'scrypt$N$r$p$salt$key' (src/server/auth/passwords.server.ts)
  password_hash text not null,
  first_name text not null,
  last_name text not null default '',
  phone text, -- as typed, checked by the phone rule of spec §5
  language text not null check (language in ('fr', 'es', 'it', 'nl')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Only a SHA-256 of the access token is stored: a copy of this table opens no session.
create table customer_sessions (
  token_hash text primary key,
  customer_id text not null references customers (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index customer_sessions_customer on customer_sessions (customer_id);

create table password_reset_tokens (
  token_hash text primary key,
  customer_id text not null references customers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_customer on password_reset_tokens (customer_id);

-- Messages to customers. No mail server is configured: they wait here (and in the server log).
create table outbox_messages (
  id bigint generated always as identity primary key,
  recipient text not null,
  kind text not null check (kind in ('PASSWORD_RESET')),
  language text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

-- A signed-in customer's wishlist (spec §3 wishlist item). The item is kept as it was saved (label, picture,
-- uri), since the catalog is regenerated under it.
create table wishlist_items (
  customer_id text not null references customers (id) on delete cascade,
  item_type text not null check (item_type in ('STAY', 'ACTIVITY')),
  item_id integer not null,
  item jsonb not null,
  added_at timestamptz not null default now(),
  primary key (customer_id, item_type, item_id)
);

-- Rate limits of sign-in, sign-up and reset requests (src/domain/auth-throttle.ts); the key is the rule and a
-- hash of the email or address, never the address itself.
create table auth_throttle (
  key text primary key,
  attempts integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz
);
