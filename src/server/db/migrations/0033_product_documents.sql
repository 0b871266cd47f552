-- A product page's first view reads one stored row instead of building its JSON: building it (weekend_records and
-- reviews_page) cost about a millisecond per view, a stored row's lookup a fifth of that. The stored rows are a read
-- model of the catalogue: the triggers below delete a hotel's rows in the transaction that changes what they were
-- built from and mark the hotel stale; a reader that finds no row builds the value as before; publishing a catalog
-- change builds the stale hotels' rows again (product-documents.server.ts). A later migration that changes what these
-- functions answer marks every hotel stale.

-- What weekend_records answered, on any day: the hotel's other offers come with their expiration, and the reader
-- keeps those still sold on its day (weekend.server.ts), so that a stored row stays true from one day to the next.
create function package_records(wanted_package integer, hotel_only_category text) returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select json_build_object(
      'pkg', to_json(pkg),
      'hotel', to_json(hotel),
      'places', (
        select coalesce(json_agg(place), '[]') from (
          select d.id, d.names, d.category from destinations d
          where d.id = hotel.region_id or d.id = hotel.department_id or d.id = hotel.city_id) place),
      'countries', (
        select coalesce(json_agg(place), '[]') from (
          select d.id, d.names, d.category from destinations d
          where d.category = 'country' and d.code = pkg.country) place),
      'others', (
        select coalesce(json_agg(other), '[]') from (
          select o.id, o.labels, o.nights, o.base_price, o.ref_price, o.child_price, o.expiration, o.hotel_id, r.capacity
          from packages o join rooms r on r.id = o.room_id
          where o.hotel_id = pkg.hotel_id and o.id <> pkg.id and o.published
            and (o.item_category = hotel_only_category) = (pkg.item_category = hotel_only_category)
          order by o.base_price, o.id) other),
      'upsells', (
        select coalesce(json_agg(extra), '[]') from (
          select p.id, p.labels, p.items, p.activity_ids, p.cancellable, p.cancellation_days, r.labels as room_labels,
            u.price_difference_per_los
          from upsells u join packages p on p.id = u.upsell_package_id join rooms r on r.id = p.room_id
          where u.package_id = pkg.id
          order by p.id) extra),
      'base', (
        select to_json(base) from (
          select p.id, p.labels, p.nights, u.price_difference_per_los
          from upsells u join packages p on p.id = u.package_id
          where u.upsell_package_id = pkg.id and p.published
          order by p.id limit 1) base),
      'rooms', (
        select coalesce(json_agg(room), '[]') from (
          select rooms.type from rooms where rooms.hotel_id = pkg.hotel_id order by rooms.id) room))
    from package_rows pkg join hotels hotel on hotel.id = pkg.hotel_id
    where pkg.id = wanted_package);
end
$$;

drop function product_first_view(integer, date, text, text, text, integer, integer, text, boolean);
drop function weekend_records(integer, date, text);

-- package_records of each package, as built when the row was written.
create table product_documents (
  package_id integer primary key references packages (id) on delete cascade,
  hotel_id integer not null,
  records json not null
);
create index product_documents_hotel on product_documents (hotel_id);

-- The first page of a hotel's reviews (reviews_page), one row per page request the product pages make; `request`
-- names the request's parameters, so that a row built for other parameters is never read.
create table hotel_first_review_pages (
  hotel_id integer not null references hotels (id) on delete cascade,
  request text not null,
  page json not null,
  primary key (hotel_id, request)
);

-- Hotels whose rows are to be built (again).
create table product_documents_stale (hotel_id integer primary key);

-- What a product page's first view reads: the package's records and its hotel's first page of reviews for
-- `request`, each from its stored row, or built when there is none; null when the package does not exist.
create function product_view(
  wanted_package integer, hotel_only_category text, request text,
  review_language text, review_sort text, review_page integer, review_page_size integer, preferred_language text,
  with_fallback boolean
) returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
declare
  found_records json;
  found_hotel integer;
  found_page json;
begin
  select d.records, d.hotel_id into found_records, found_hotel from product_documents d where d.package_id = wanted_package;
  if found_records is null then
    select p.hotel_id into found_hotel from packages p where p.id = wanted_package;
    if found_hotel is null then
      return null;
    end if;
    found_records := package_records(wanted_package, hotel_only_category);
  end if;
  select f.page into found_page from hotel_first_review_pages f where f.hotel_id = found_hotel and f.request = product_view.request;
  if found_page is null then
    found_page := reviews_page(found_hotel, review_language, review_sort, review_page, review_page_size, preferred_language, with_fallback);
  end if;
  return json_build_object('records', found_records, 'reviews', found_page);
end
$$;

-- A package's records, from its stored row or built.
create function package_document(wanted_package integer, hotel_only_category text) returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
declare
  found_records json;
begin
  select d.records into found_records from product_documents d where d.package_id = wanted_package;
  return coalesce(found_records, package_records(wanted_package, hotel_only_category));
end
$$;

-- The triggers. A package's records hold its hotel's row, rooms and other offers, and its extras (packages of the
-- same hotel): a change to a package, room or hotel marks that hotel stale and deletes the rows of its packages; a
-- change to an extra link, those of the hotels of both packages; a change to a place, every hotel. A change to a
-- review marks its hotel stale and deletes its pages (its score, in the hotel's row, goes through the hotels
-- trigger). The mark comes first: on PostgreSQL, a change made while a fill is building the hotel's rows waits for
-- the fill's mark to go, then deletes what it built. Statement-level, so that the catalogue's generation, which
-- inserts hundreds of thousands of rows, runs each once per statement.
create function forget_documents_of_hotels(hotels integer[]) returns void language plpgsql as $$
begin
  insert into product_documents_stale (hotel_id) select distinct h from unnest(hotels) h where h is not null
    on conflict (hotel_id) do nothing;
  delete from product_documents d where d.hotel_id = any (hotels);
end
$$;

create function forget_documents_of_hotels_in_changed() returns trigger language plpgsql as $$
begin
  perform forget_documents_of_hotels(array(select distinct c.hotel_id from changed c));
  return null;
end
$$;

create function forget_documents_of_changed_hotels() returns trigger language plpgsql as $$
begin
  perform forget_documents_of_hotels(array(select c.id from changed c));
  return null;
end
$$;

create function forget_documents_of_changed_extras() returns trigger language plpgsql as $$
begin
  perform forget_documents_of_hotels(array(
    select distinct p.hotel_id from packages p join changed c on p.id = c.package_id or p.id = c.upsell_package_id));
  return null;
end
$$;

create function forget_review_pages_of_hotels_in_changed() returns trigger language plpgsql as $$
declare
  hotels integer[] := array(select distinct c.hotel_id from changed c);
begin
  insert into product_documents_stale (hotel_id) select h from unnest(hotels) h on conflict (hotel_id) do nothing;
  delete from hotel_first_review_pages f where f.hotel_id = any (hotels);
  return null;
end
$$;

create function forget_all_product_documents() returns trigger language plpgsql as $$
begin
  insert into product_documents_stale (hotel_id) select id from hotels on conflict (hotel_id) do nothing;
  delete from product_documents;
  delete from hotel_first_review_pages;
  return null;
end
$$;

do $$
declare
  guarded record;
begin
  for guarded in
    select * from (values
      ('packages', 'forget_documents_of_hotels_in_changed'),
      ('rooms', 'forget_documents_of_hotels_in_changed'),
      ('hotels', 'forget_documents_of_changed_hotels'),
      ('upsells', 'forget_documents_of_changed_extras'),
      ('reviews', 'forget_review_pages_of_hotels_in_changed')
    ) as t (tbl, forget)
  loop
    -- A transition table is for one event; an update names the rows as they were and as they became.
    execute format('create trigger %I after insert on %I referencing new table as changed for each statement execute function %I()',
      guarded.tbl || '_inserted_forget', guarded.tbl, guarded.forget);
    execute format('create trigger %I after update on %I referencing old table as changed for each statement execute function %I()',
      guarded.tbl || '_updated_forget_before', guarded.tbl, guarded.forget);
    execute format('create trigger %I after update on %I referencing new table as changed for each statement execute function %I()',
      guarded.tbl || '_updated_forget_after', guarded.tbl, guarded.forget);
    execute format('create trigger %I after delete on %I referencing old table as changed for each statement execute function %I()',
      guarded.tbl || '_deleted_forget', guarded.tbl, guarded.forget);
    execute format('create trigger %I after truncate on %I for each statement execute function forget_all_product_documents()',
      guarded.tbl || '_truncated_forget', guarded.tbl);
  end loop;
end
$$;

create trigger destinations_changed_forget after insert or update or delete or truncate on destinations
  for each statement execute function forget_all_product_documents();

-- Every hotel of a catalogue generated before this migration.
insert into product_documents_stale (hotel_id) select id from hotels;
