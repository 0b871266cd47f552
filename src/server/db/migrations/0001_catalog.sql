-- Catalog schema: destinations, hotels, rooms, weekend packages, availability, reviews, activity-only
-- products, boxes, gift cards, physical extras and shipping costs (spec §3).
create extension if not exists pg_trgm;
create extension if not exists cube;
create extension if not exists earthdistance;

create table catalog_meta (
  id smallint primary key default 1 check (id = 1),
  version text not null,
  generated_on date not null,
  seed integer not null
);

create table themes (
  id integer primary key,
  key text not null unique,
  names jsonb not null
);

create table subthemes (
  id integer primary key,
  theme_id integer not null references themes (id),
  key text not null unique,
  names jsonb not null
);

-- country, region, department, touristic_region, city, poi, ski_resort, sea_resort
create table destinations (
  id integer primary key,
  category text not null,
  code text,
  parent_id integer references destinations (id),
  country text not null,
  names jsonb not null,
  label text not null,
  postcode text,
  latitude double precision not null,
  longitude double precision not null,
  search_text text not null
);
create index destinations_search_trgm on destinations using gin (search_text gin_trgm_ops);
create index destinations_parent on destinations (parent_id);
create index destinations_category on destinations (category, country);

create table hotels (
  id integer primary key,
  label text not null,
  star smallint not null,
  city_id integer not null references destinations (id),
  department_id integer references destinations (id),
  region_id integer references destinations (id),
  touristic_region_id integer references destinations (id),
  country text not null,
  street_address text not null,
  zip_code text not null,
  latitude double precision not null,
  longitude double precision not null,
  descriptions jsonb not null,
  info_general jsonb not null,
  facilities text[] not null,
  eco_facilities text[] not null,
  highlighted_facilities text[] not null,
  check_in text not null,
  check_out text not null,
  pets_allowed boolean not null,
  pets_price integer,
  pets_max_weight integer,
  pets_max_number integer not null default 1,
  local_tax_type text not null,
  local_tax_amount integer not null,
  local_tax_percentage numeric(5, 2),
  important_infos jsonb not null,
  hotel_type text not null,
  environment text not null,
  style text not null,
  review_count integer not null default 0,
  review_score numeric(3, 1),
  active boolean not null,
  image_count smallint not null
);
create index hotels_city on hotels (city_id);
create index hotels_department on hotels (department_id);
create index hotels_region on hotels (region_id);
create index hotels_earth on hotels using gist (ll_to_earth(latitude, longitude));

create table rooms (
  id uuid primary key,
  hotel_id integer not null references hotels (id),
  labels jsonb not null,
  type text not null,
  size_m2 smallint not null,
  bedding jsonb not null,
  capacity smallint not null,
  max_capacity smallint not null,
  descriptions jsonb not null,
  highlights jsonb not null
);
create index rooms_hotel on rooms (hotel_id);

-- Weekend packages (item_category weekend), single vouchers (single_voucher) and activity stays.
create table packages (
  id integer primary key,
  hotel_id integer not null references hotels (id),
  room_id uuid not null references rooms (id),
  item_category text not null,
  labels jsonb not null,
  headwords jsonb not null,
  theme_id integer not null references themes (id),
  subtheme_ids integer[] not null,
  activity_ids integer[] not null,
  nights smallint not null,
  -- price of the whole stay for two adults, before day supplements
  base_price integer not null,
  ref_price integer not null,
  child_price integer not null,
  -- gift price buckets 1 Essential, 2 Serenity, 3 Liberty (whole stay, two adults)
  bucket_prices integer[] not null,
  upsell_availability_price integer,
  program_lines jsonb not null,
  items jsonb not null,
  cancellable boolean not null,
  cancellation_days smallint not null,
  expiration date,
  last_minute boolean not null,
  marketing_labels text[] not null,
  targeted_label text,
  data_flow_mode text not null,
  channel_manager_id text,
  auto_discount_code text,
  auto_discount_value smallint,
  is_giftable boolean not null,
  published boolean not null,
  popularity integer not null
);
create index packages_hotel on packages (hotel_id);
create index packages_theme on packages (theme_id);

create table upsells (
  package_id integer not null references packages (id),
  upsell_package_id integer not null references packages (id),
  -- extra price per length of stay: {"1": 2500, "2": 4500}
  price_difference_per_los jsonb not null,
  primary key (package_id, upsell_package_id)
);

-- Per hotel and day: the room inventory decides availability of every package of the hotel.
create table hotel_days (
  hotel_id integer not null references hotels (id),
  day date not null,
  status smallint not null, -- 0 notAvailable, 1 included, 2 supplement
  price_factor smallint not null, -- percent applied to the package night price
  min_los smallint not null,
  rooms_left smallint not null,
  promo smallint not null, -- percent off this day
  primary key (hotel_id, day)
);
create index hotel_days_day on hotel_days (day, status);

create table reviews (
  id integer primary key,
  hotel_id integer not null references hotels (id),
  locale text not null,
  customer text not null,
  type text not null,
  date date not null,
  average numeric(3, 1) not null,
  welcoming smallint not null,
  comfort smallint not null,
  cleanliness smallint not null,
  food smallint not null,
  localization smallint not null,
  price_quality_ratio smallint not null,
  positive text,
  negative text
);
create index reviews_hotel on reviews (hotel_id, locale, date desc);

create table activity_centres (
  id integer primary key,
  label text not null,
  stars smallint,
  city_id integer not null references destinations (id),
  latitude double precision not null,
  longitude double precision not null
);

create table activity_products (
  id integer primary key,
  activity_centre_id integer not null references activity_centres (id),
  theme_id integer not null references themes (id),
  labels jsonb not null,
  descriptions jsonb not null,
  activities jsonb not null,
  locations jsonb not null,
  schedules jsonb not null,
  nice_to_know jsonb not null,
  important_info jsonb not null,
  -- prices by participant count: [{"adults":1,"barPrice":…,"sellPrice":…}, …]
  prices jsonb not null,
  published boolean not null,
  image_count smallint not null
);

create table boxes (
  code text primary key,
  slug text not null,
  format text not null, -- digital (EBOX) or physical
  titles jsonb not null,
  descriptions jsonb not null,
  included_content jsonb not null,
  value integer not null,
  sell_price integer not null,
  reference_price integer not null,
  subtheme_ids integer[] not null,
  theme_id integer not null references themes (id),
  nights smallint not null
);

create table box_packages (
  box_code text not null references boxes (code),
  package_id integer not null references packages (id),
  primary key (box_code, package_id)
);

create table gift_cards (
  id integer primary key,
  amounts integer[] not null,
  validity_months smallint not null
);

create table sub_element_categories (
  id integer primary key,
  names jsonb not null,
  single_selection boolean not null
);

create table custom_sub_elements (
  id integer primary key,
  category_id integer not null references sub_element_categories (id),
  names jsonb not null,
  price integer not null,
  recommended_by_wed boolean not null
);

create table shipping_costs (
  country text primary key,
  amount integer not null,
  international_fee integer not null
);

create table analytics_events (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  pos text not null,
  client_id text not null,
  user_id text,
  events jsonb not null
);

create table error_logs (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  level text not null,
  message text not null,
  location text not null,
  locale text
);
