-- Pay-later through Mollie's methods (ADR 41): PayPal is a choice of the order like Alma's deferred payment and
-- instalments, and the stand-in of Mollie's API keeps the method a payment was created with.
alter table orders drop constraint orders_pay_later_check;
alter table orders add constraint orders_pay_later_check check (pay_later in ('paypal', 'deferred', 'split3', 'split4'));
alter table stand_in_payments add column method text;
