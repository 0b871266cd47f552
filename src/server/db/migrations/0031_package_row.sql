-- A package with its hotel, room and city (the view package_rows) by id, for the quotes, carts and orders that read
-- one. Planning the view's three joins cost more than running them, and PGlite plans every statement it is sent; a
-- PL/pgSQL function's statement is planned once per session, as for weekend_records.
create function package_row(wanted_package integer) returns setof package_rows
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return query select * from package_rows p where p.id = wanted_package;
end
$$;
