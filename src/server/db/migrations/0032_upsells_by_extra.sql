-- The offer a package is an extra of (weekend_records' "base") is found by the extra's id. Without this index every
-- product page's first view read every upsell, a cost that grew with the catalogue.
create index upsells_upsell_package on upsells (upsell_package_id);
