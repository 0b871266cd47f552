-- When a night's row was last updated: a dated search reads from the database only the nights changed since its
-- search index was read (live-nights.ts), and takes the others from the index. Rows as the catalog generator inserts
-- them were never changed ('-infinity'); an index is read after them.
alter table hotel_days add column changed_at timestamptz not null default '-infinity';
create index hotel_days_changed on hotel_days (changed_at);

create function hotel_days_touch() returns trigger language plpgsql as $$
begin
  new.changed_at := now();
  return new;
end
$$;
create trigger hotel_days_touch before update on hotel_days for each row execute function hotel_days_touch();

-- The planner learns that almost no night has changed, so a search's changed nights are found through the index.
analyze hotel_days;
