-- Reviews from real stays beside the imported ones (ADR 58). Every review says where it comes from: 'imported' for
-- those that arrive with the catalogue (all reviews until now), 'verified' for one written by the guest of a booking
-- made here, after the stay. A verified review belongs to one booking (one review per booking) and keeps the month
-- of the stay ('Stayed in November 2026').
alter table reviews add column source text not null default 'imported' check (source in ('imported', 'verified'));
alter table reviews add column booking_number text unique references bookings (booking_number);
alter table reviews add column stay_month date;
alter table reviews add constraint reviews_source_shape check (
  (source = 'imported' and booking_number is null and stay_month is null)
  or (source = 'verified' and booking_number is not null and stay_month is not null and extract(day from stay_month) = 1)
);

-- The catalogue numbers its generated reviews from 1 at each generation; verified reviews, which outlive a
-- regeneration, take their ids far above them so the two never meet.
create sequence reviews_verified_id as integer start with 1000000001 owned by reviews.id;
alter table reviews alter column id set default nextval('reviews_verified_id');
