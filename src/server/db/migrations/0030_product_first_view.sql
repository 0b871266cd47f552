-- A product page's first view in one statement: the package's records (weekend_records) and a page of its hotel's
-- reviews (reviews_page, with the same arguments: the page the product page shows). Null when there is no such
-- package. Each statement a first view saves is a round trip and, on PGlite, work on the server's thread.
create function product_first_view(
  wanted_package integer, on_day date, hotel_only_category text,
  review_language text, review_sort text, review_page integer, review_page_size integer, preferred_language text,
  with_fallback boolean
) returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
declare
  wanted_hotel integer;
begin
  select hotel_id into wanted_hotel from packages where id = wanted_package;
  if wanted_hotel is null then
    return null;
  end if;
  return json_build_object(
    'records', weekend_records(wanted_package, on_day, hotel_only_category),
    'reviews', reviews_page(wanted_hotel, review_language, review_sort, review_page, review_page_size, preferred_language, with_fallback));
end
$$;
