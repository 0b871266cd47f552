-- Hotel-only nights (ADR 54): every room sells 'room only' and 'room with breakfast', one night by default, as
-- packages of item category 'hotel', which have no theme. A catalogue seeded before them gets them here, by the rule
-- of the catalogue generator (src/server/db/seed/hotel-offers.ts: the same rows, a test compares them); a fresh
-- database gets them from the seed. Rooms that already have theirs are left as they are.
alter table packages alter column theme_id drop not null;

with reference as (
  -- Each hotel's cheapest stay per night, the lowest id on a tie: the room rates are a share of it, its terms are theirs.
  select distinct on (p.hotel_id) p.hotel_id, p.base_price, p.nights, p.cancellable, p.cancellation_days, p.data_flow_mode,
         p.channel_manager_id, p.popularity
  from packages p
  where p.item_category <> 'hotel'
  order by p.hotel_id, p.base_price::numeric / p.nights, p.id
),
rooms_to_sell as (
  select r.id as room_id, r.hotel_id, r.labels, h.active, f.cancellable, f.cancellation_days, f.data_flow_mode, f.channel_manager_id,
         f.popularity,
         row_number() over (order by r.hotel_id, r.id) as position,
         -- A room's night for two: 60 % of the cheapest stay per night, times the room type's percent, half up to the euro.
         ((2 * f.base_price::bigint * 60 * (case r.type
             when 'triple' then 115 when 'superior-double' then 115 when 'family' then 125 when 'deluxe-sea-view' then 130
             when 'junior-suite' then 135 when 'suite' then 150 else 100 end)
           + 100 * f.nights::bigint * 10000) / (200 * f.nights::bigint * 10000)) * 100 as room_only,
         -- Breakfast per person and night by stars.
         case h.star when 2 then 1000 when 4 then 1900 when 5 then 2800 else 1400 end as breakfast_for_one
  from rooms r
  join hotels h on h.id = r.hotel_id
  join reference f on f.hotel_id = r.hotel_id
  where not exists (select 1 from packages q where q.room_id = r.id and q.item_category = 'hotel')
),
rates as (
  select * from (values (1, false), (2, true)) as v(rank, with_breakfast)
),
offers as (
  select s.*, v.rank, v.with_breakfast,
         (s.room_only + case when v.with_breakfast then 2 * s.breakfast_for_one else 0 end)::int as price
  from rooms_to_sell s cross join rates v
)
insert into packages (
  id, hotel_id, room_id, item_category, labels, headwords, theme_id, subtheme_ids, activity_ids, nights, base_price, ref_price,
  child_price, bucket_prices, upsell_availability_price, program_lines, items, cancellable, cancellation_days, expiration,
  last_minute, marketing_labels, targeted_label, data_flow_mode, channel_manager_id, auto_discount_code, auto_discount_value,
  is_giftable, published, popularity
)
select
  (select coalesce(max(id), 0) from packages) + 2 * (o.position - 1) + o.rank,
  o.hotel_id,
  o.room_id,
  'hotel',
  case when o.with_breakfast then jsonb_build_object(
      'fr', 'Chambre et petit-déjeuner – ' || (o.labels->>'fr'),
      'es', 'Alojamiento y desayuno – ' || (o.labels->>'es'),
      'it', 'Pernottamento e colazione – ' || (o.labels->>'it'),
      'nl', 'Overnachting met ontbijt – ' || (o.labels->>'nl'))
    else jsonb_build_object(
      'fr', 'Chambre seule – ' || (o.labels->>'fr'),
      'es', 'Solo alojamiento – ' || (o.labels->>'es'),
      'it', 'Solo pernottamento – ' || (o.labels->>'it'),
      'nl', 'Alleen overnachting – ' || (o.labels->>'nl'))
  end,
  '{"fr": [], "es": [], "it": [], "nl": []}'::jsonb,
  null,
  '{}'::int[],
  case when o.with_breakfast then '{70}'::int[] else '{}'::int[] end,
  1,
  o.price,
  o.price,
  case when o.with_breakfast then o.breakfast_for_one / 2 else 0 end,
  array[o.price, o.price, o.price],
  null,
  jsonb_build_object(
    'fr', jsonb_build_array('1 nuit en ' || lower(left(o.labels->>'fr', 1)) || substr(o.labels->>'fr', 2))
      || case when o.with_breakfast then '["Petit-déjeuner buffet"]'::jsonb else '[]'::jsonb end,
    'es', jsonb_build_array('1 noche en ' || lower(left(o.labels->>'es', 1)) || substr(o.labels->>'es', 2))
      || case when o.with_breakfast then '["Desayuno bufé"]'::jsonb else '[]'::jsonb end,
    'it', jsonb_build_array('1 notte in ' || lower(left(o.labels->>'it', 1)) || substr(o.labels->>'it', 2))
      || case when o.with_breakfast then '["Colazione a buffet"]'::jsonb else '[]'::jsonb end,
    'nl', jsonb_build_array('1 nacht in een ' || lower(o.labels->>'nl'))
      || case when o.with_breakfast then '["Ontbijtbuffet"]'::jsonb else '[]'::jsonb end),
  case when o.with_breakfast
    then '[{"activityId": 70, "type": "breakfast", "key": "buffet-breakfast", "day": 2, "duration": 60, "repeated": false, "displayPax": false}]'::jsonb
    else '[]'::jsonb
  end,
  o.cancellable,
  o.cancellation_days,
  null,
  false,
  '{}'::text[],
  null,
  o.data_flow_mode,
  o.channel_manager_id,
  null,
  null,
  false,
  o.active,
  o.popularity
from offers o
order by o.position, o.rank;
