import { sql, type Kysely } from 'kysely';
import { HOTEL_ONLY_CATEGORY } from '../../domain/hotel-only';
import { REVIEW_LANGUAGES, REVIEW_PAGE_SIZE, type ReviewLanguage } from '../../domain/reviews';
import type { Database } from '../db/schema';
import { FIRST_PAGE, getFirstPageRequestKey } from './reviews.server';

/**
 * Product documents (migration 0033, ADR 81): each package's records and each hotel's first pages of reviews, stored
 * as built, so that a product page's first view reads rows instead of building them. The database's triggers delete a
 * hotel's rows when what they were built from changes and mark the hotel stale; fillProductDocuments builds the rows
 * of the stale hotels. A reader that finds no row builds the value itself, so a row is never needed for an answer to
 * be right, only for it to be cheap.
 */

type PreferredLanguage = Exclude<ReviewLanguage, 'all'>;

/** The languages a product page's visitors read first: one stored first page for each. */
const PREFERRED_LANGUAGES = REVIEW_LANGUAGES.filter((language): language is PreferredLanguage => language !== 'all');

/** Hotels built per statement: on PGlite a statement holds the database, so a fill lets other queries in between. */
const HOTELS_PER_STATEMENT = 40;

/**
 * Drops the first pages built for requests the product pages no longer make (a deploy changed the first page's
 * parameters) and marks their hotels stale. Run when the server starts: the keys change only with the code.
 */
export async function dropFirstPagesOfOtherRequests(db: Kysely<Database>): Promise<void> {
  const requests = PREFERRED_LANGUAGES.map(getFirstPageRequestKey);
  await sql`
    with gone as (delete from hotel_first_review_pages where request <> all (${requests}::text[]) returning hotel_id)
    insert into product_documents_stale (hotel_id) select distinct hotel_id from gone on conflict (hotel_id) do nothing`.execute(db);
}

/**
 * Builds the product documents and first review pages of every stale hotel, a few hotels per statement. Run where
 * the catalogue changes (publishCatalogChange) and when the server starts; on PostgreSQL, instances filling at once
 * take different hotels.
 */
export async function fillProductDocuments(db: Kysely<Database>): Promise<{ hotels: number; documents: number; pages: number }> {
  const requests = PREFERRED_LANGUAGES.map(getFirstPageRequestKey);
  const { language, sort, page, withOtherLanguageFallback } = FIRST_PAGE;
  const total = { hotels: 0, documents: 0, pages: 0 };
  for (;;) {
    const { rows } = await sql<{ hotels: number; documents: number; pages: number }>`
      with taken as (
        delete from product_documents_stale s
        where s.hotel_id in (
          select hotel_id from product_documents_stale order by hotel_id limit ${HOTELS_PER_STATEMENT} for update skip locked)
        returning s.hotel_id),
      documents as (
        insert into product_documents (package_id, hotel_id, records)
        select p.id, p.hotel_id, built.records
        from packages p join taken t on t.hotel_id = p.hotel_id
        cross join lateral (select package_records(p.id, ${HOTEL_ONLY_CATEGORY}) as records) built
        where built.records is not null
        on conflict (package_id) do update set hotel_id = excluded.hotel_id, records = excluded.records
        returning 1),
      pages as (
        insert into hotel_first_review_pages (hotel_id, request, page)
        select t.hotel_id, wanted.request,
          reviews_page(t.hotel_id, ${language}, ${sort}, ${page}, ${REVIEW_PAGE_SIZE}, wanted.preferred, ${withOtherLanguageFallback})
        from taken t join hotels h on h.id = t.hotel_id
        cross join unnest(${requests}::text[], ${PREFERRED_LANGUAGES}::text[]) as wanted (request, preferred)
        on conflict (hotel_id, request) do update set page = excluded.page
        returning 1)
      select (select count(*) from taken) as hotels, (select count(*) from documents) as documents, (select count(*) from pages) as pages`.execute(db);
    const done = rows[0];
    if (!done || Number(done.hotels) === 0) return total;
    total.hotels += Number(done.hotels);
    total.documents += Number(done.documents);
    total.pages += Number(done.pages);
  }
}
