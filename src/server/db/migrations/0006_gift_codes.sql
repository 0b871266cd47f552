-- Gift codes (spec §1 beneficiaries who redeem a gift code, §6 beneficiary): issued when a gift is bought (outside
-- this site), so the demo data fills them. Not part of the catalog: regenerating the catalog keeps them.
create table gift_codes (
  code text primary key check (code ~ '^[A-Z0-9-]{6,32}$'),
  kind text not null check (kind in ('BOX', 'SINGLE_VOUCHER')),
  -- the box a BOX code opens (a box code the catalog generator always makes)
  box_code text,
  -- what a SINGLE_VOUCHER code is worth, in cents
  amount integer,
  nights smallint not null,
  market text not null,
  -- the beneficiary's affiliate id sent with the gift offers (spec §6)
  affiliate_id text not null,
  expires_on date not null,
  used_at timestamptz,
  check ((kind = 'BOX' and box_code is not null) or (kind = 'SINGLE_VOUCHER' and amount is not null))
);

