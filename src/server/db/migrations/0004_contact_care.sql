-- Contact requests (spec §3 contact form fields, §7 web-to-case): stored before the visitor is answered; the outbox
-- columns say whether the CRM has it yet. Forwarding retries with backoff until the CRM accepts (src/server/contact/).
create table contact_requests (
  id text primary key, -- a random UUID, given by the server
  market text not null,
  locale text not null,
  reason text not null,
  request_type text not null,
  request_subtype text not null,
  booking_number text check (booking_number ~ '^[0-9]{8}$'),
  description text not null,
  name text not null,
  email text not null,
  phone text,
  phone_e164 text,
  -- the contact page the CRM sends the visitor back to (hidden field retURL)
  return_url text not null,
  -- the care agent who wrote it for a customer, if any
  care_agent_id text,
  created_at timestamptz not null default now(),
  -- outbox: pending until the CRM answered with success
  delivery_status text not null default 'pending' check (delivery_status in ('pending', 'delivered')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  delivered_at timestamptz
);
create index contact_requests_pending on contact_requests (next_attempt_at) where delivery_status = 'pending';

-- Customer-care agents (spec §1, §6): passwords hashed with scrypt (memory-hard), never stored in clear.
create table care_agents (
  id text primary key,
  email text not null unique, -- lower-cased
  name text not null,
  password_hash text not null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

-- Care sessions: the cookie holds a random token, the table only its SHA-256, so a copy of the table opens nothing.
create table care_sessions (
  token_hash text primary key,
  agent_id text not null references care_agents (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index care_sessions_expires_at on care_sessions (expires_at);

-- Fixed-window counters of the per-address rate limits (contact form, booking lookup, care sign-in). The key holds
-- a keyed hash of the address, never the address itself. Shared by every server instance.
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);

-- Bot-check challenges already used (each one counts once), kept until they expire.
create table captcha_uses (
  id text primary key,
  expires_at timestamptz not null
);

-- Secrets the server instances share (the key that signs captcha challenges and hashes addresses), made on first start.
create table app_secrets (
  name text primary key,
  value text not null
);
