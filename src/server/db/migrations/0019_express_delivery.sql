-- Express delivery gets its own single-choice 'delivery' category, apart from the packaging, so a physical gift can
-- have both a wooden box and express delivery. Only a database whose catalogue already holds the express extra is
-- changed; a fresh one gets the category from the catalogue seed.
insert into sub_element_categories (id, names, single_selection)
select 4, '{"fr": "Livraison", "es": "Envío", "it": "Consegna", "nl": "Levering"}'::jsonb, true
where exists (select 1 from custom_sub_elements where id = 7)
on conflict (id) do nothing;

update custom_sub_elements set category_id = 4 where id = 7 and exists (select 1 from sub_element_categories where id = 4);

update sub_element_categories set names = '{"fr": "Emballage", "es": "Envoltorio", "it": "Confezione", "nl": "Verpakking"}'::jsonb
where id = 2 and exists (select 1 from custom_sub_elements where id = 7 and category_id = 4);

-- Express arrives in 1 to 2 working days, as the pages and e-mails say.
update custom_sub_elements
set names = '{"fr": "Livraison express en 1 à 2 jours ouvrés", "es": "Envío exprés en 1–2 días laborables", "it": "Consegna espressa in 1–2 giorni lavorativi", "nl": "Expreslevering binnen 1–2 werkdagen"}'::jsonb
where id = 7;
