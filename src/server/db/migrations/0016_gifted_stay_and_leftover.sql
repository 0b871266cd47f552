-- A gifted stay opens the package the buyer chose (ADR 45): its code names it. A code without one (a single
-- voucher) opens every single-voucher stay of its nights, as before.
alter table gift_codes add column package_id integer;
-- What a stay took of a value voucher is a ledger row of its code, so the rest stays on the code as a gift-card
-- balance (amount plus ledger, as for a gift card); a booking given back in time puts the same amount back.
alter table gift_card_ledger drop constraint gift_card_ledger_kind_check;
alter table gift_card_ledger add constraint gift_card_ledger_kind_check check (kind in ('reserve', 'release', 'stay', 'stay_back'));
-- Vouchers spent before: their stay's row is what the booking's gift line took, so their rest is kept too.
insert into gift_card_ledger (code, order_id, kind, amount_cents)
select g.code, g.redeemed_by_order, 'stay',
  coalesce(nullif((select l.unit_cents from order_lines l where l.order_id = g.redeemed_by_order and l.kind = 'GIFT_CODE' and l.product_ref = g.code limit 1), 0), -g.amount)
from gift_codes g
where g.kind = 'SINGLE_VOUCHER' and g.used_at is not null and g.redeemed_by_order is not null and g.amount is not null;
