-- A package with the columns of its hotel, room and city that its readers need: the one list of them, for the
-- statements that read a package (selectPackage) and for weekend_records below.
create view package_rows as
select p.*,
  h.label as hotel_label, h.star, h.active, h.country, h.city_id, h.department_id, h.region_id, h.latitude,
  h.longitude, h.street_address, h.zip_code, h.local_tax_type, h.local_tax_amount, h.local_tax_percentage,
  h.review_count, h.review_score, h.image_count, h.check_in, h.check_out, h.important_infos, h.pets_allowed,
  r.labels as room_labels, r.capacity, r.max_capacity, r.size_m2, r.bedding, r.type as room_type,
  r.descriptions as room_descriptions, r.highlights as room_highlights,
  city.names as city_names, city.label as city_label
from packages p
join hotels h on h.id = p.hotel_id
join rooms r on r.id = p.room_id
join destinations city on city.id = h.city_id;

-- Everything about a package that does not depend on the visitor, as one JSON value: the package, its hotel, its
-- places, its hotel's other offers (a stay's are the hotel's other stays, a hotel-only night's its other nights,
-- ADR 54), its extras, the offer it is an extra of, and its hotel's room types. A product page's first view reads
-- this and nothing else. Planning the statement cost more than running it, and PGlite plans every statement it is
-- sent; a PL/pgSQL function's statement is planned once per session (generic plan), on PGlite and on each
-- PostgreSQL connection.
create function weekend_records(wanted_package integer, on_day date, hotel_only_category text) returns json
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
            and (o.expiration is null or o.expiration >= on_day)
            and (o.item_category = hotel_only_category) = (pkg.item_category = hotel_only_category)
          order by o.base_price) other),
      'upsells', (
        select coalesce(json_agg(extra), '[]') from (
          select p.id, p.labels, p.items, p.activity_ids, p.cancellable, p.cancellation_days, r.labels as room_labels,
            u.price_difference_per_los
          from upsells u join packages p on p.id = u.upsell_package_id join rooms r on r.id = p.room_id
          where u.package_id = pkg.id) extra),
      'base', (
        select to_json(base) from (
          select p.id, p.labels, p.nights, u.price_difference_per_los
          from upsells u join packages p on p.id = u.package_id
          where u.upsell_package_id = pkg.id and p.published
          order by p.id limit 1) base),
      'rooms', (
        select coalesce(json_agg(room), '[]') from (select rooms.type from rooms where rooms.hotel_id = pkg.hotel_id) room))
    from package_rows pkg join hotels hotel on hotel.id = pkg.hotel_id
    where pkg.id = wanted_package);
end
$$;

-- One page of a hotel's reviews with the hotel's score and per-criterion averages, as one JSON value; null when the
-- hotel does not exist. `wanted_language` is a review language filter ('nl_NL': Dutch, so nl_BE reviews too) or
-- 'all'; when it has no review and `with_fallback` is set, the page is of every language (its summary stays that of
-- the language asked for). With every language, the reviews in the language of `preferred_language` come first.
-- Planned once per session, like weekend_records.
create function reviews_page(
  wanted_hotel integer, wanted_language text, sort_order text, page_number integer, page_size integer,
  preferred_language text, with_fallback boolean
) returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
declare
  shown_language text := wanted_language;
  summary json;
begin
  if sort_order not in ('DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC') then
    raise exception 'unknown review order %', sort_order using errcode = '22023';
  end if;
  if not exists (select 1 from hotels where id = wanted_hotel) then
    return null;
  end if;
  if wanted_language <> 'all' and with_fallback
     and not exists (select 1 from reviews where hotel_id = wanted_hotel and left(locale, 2) = left(wanted_language, 2)) then
    shown_language := 'all';
  end if;
  select json_build_object(
      'total', (select count(*) from reviews where hotel_id = wanted_hotel),
      'in_language', count(*),
      'score', round(avg(average), 1),
      'welcoming', round(avg(welcoming), 1),
      'comfort', round(avg(comfort), 1),
      'cleanliness', round(avg(cleanliness), 1),
      'food', round(avg(food), 1),
      'localization', round(avg(localization), 1),
      'price_quality_ratio', round(avg(price_quality_ratio), 1))
    into summary
    from reviews where hotel_id = wanted_hotel and (wanted_language = 'all' or left(locale, 2) = left(wanted_language, 2));
  return json_build_object(
    'summary', summary,
    'language', shown_language,
    'list', (
      select coalesce(json_agg(review), '[]') from (
        select id, locale, customer, type, date, average, positive, negative, source, stay_month as "stayMonth"
        from reviews
        where hotel_id = wanted_hotel and (shown_language = 'all' or left(locale, 2) = left(shown_language, 2))
        order by
          (shown_language = 'all' and left(locale, 2) = left(preferred_language, 2)) desc,
          case when sort_order = 'DATE_DESC' then date end desc,
          case when sort_order = 'DATE_ASC' then date end,
          case when sort_order = 'SCORE_DESC' then average end desc,
          case when sort_order = 'SCORE_ASC' then average end,
          case when sort_order in ('DATE_DESC', 'SCORE_DESC') then id end desc,
          case when sort_order in ('DATE_ASC', 'SCORE_ASC') then id end
        limit page_size offset page_number * page_size) review));
end
$$;
