import { sql, type Kysely } from 'kysely';
import { ACTIVITY_PARTICIPANT_BOUNDS } from '../../domain/pax';
import { getPriceType, getPromoPercent } from '../../domain/pricing';
import { MARKETS, type Language, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { ActivityPrice, Database, Localized } from '../db/schema';
import { NotFoundError } from '../api/http';
import { TEXTS } from '../db/seed/texts';
import { buildActivityGallery, findActivityKeys, getActivityAddress, toImages } from '../pictures/gallery.server';

const withPromo = (price: ActivityPrice) => {
  const promo = getPromoPercent(price.sellPrice, price.barPrice);
  return {
    paxComposition: { adults: price.adults },
    barPrice: price.barPrice,
    refPrice: price.barPrice,
    sellPrice: price.sellPrice,
    promoPercentageRounded: promo,
    moneySaved: price.barPrice - price.sellPrice,
  };
};

/** Activity-only product (spec §3), one query with its centre and city. */
export async function getActivityDetail(db: Kysely<Database>, id: number, market: MarketKey, lang: Language) {
  const row = await db
    .selectFrom('activity_products as a')
    .innerJoin('activity_centres as c', 'c.id', 'a.activity_centre_id')
    .innerJoin('destinations as city', 'city.id', 'c.city_id')
    .selectAll('a')
    .select([
      'c.id as centre_id',
      'c.label as centre_label',
      'c.stars as centre_stars',
      'c.latitude as centre_lat',
      'c.longitude as centre_lng',
      'city.names as city_names',
      'city.id as city_id',
      'city.label as city_label',
      'city.country as city_country',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`No activity ${id}`);
  const label = (row.labels as unknown as Localized)[lang];
  const uri = buildPath(market, 'activity', { id });
  const images = buildActivityGallery(
    id,
    findActivityKeys(
      ((row.activities as unknown as Record<Language, { title: string }[]>).fr ?? []).map((part) => part.title),
      TEXTS,
    ),
    label,
    lang,
    TEXTS,
    { country: row.city_country, label: row.city_label },
  );
  const centre = {
    id: row.centre_id,
    label: row.centre_label,
    stars: row.centre_stars,
    location: { label: (row.city_names as unknown as Localized)[lang], lat: row.centre_lat, lng: row.centre_lng },
    uri,
  };
  return {
    id,
    label,
    description: (row.descriptions as unknown as Localized)[lang],
    images: images.map((i) => i['640_360']),
    imagesBySize: images,
    activities: (row.activities as unknown as Record<Language, unknown[]>)[lang],
    locations: row.locations,
    schedules: (row.schedules as unknown as Record<Language, string[]>)[lang],
    niceToKnow: (row.nice_to_know as unknown as Record<Language, string[]>)[lang],
    importantInfo: (row.important_info as unknown as Record<Language, string[]>)[lang],
    mainActivityCenter: centre,
    activityCenter: centre,
    prices: (row.prices as unknown as ActivityPrice[]).map(withPromo),
    participants: ACTIVITY_PARTICIPANT_BOUNDS,
    published: row.published,
    uri,
    breadCrumb: [{ id: row.city_id, label: (row.city_names as unknown as Localized)[lang], type: 'city' }],
    pageModel: { metaRobots: row.published ? 'index,follow' : 'noindex,follow', canonicalUrl: uri, pageTitle: `${label} – ${row.centre_label}` },
  };
}

export interface ActivitySearch {
  city?: number | undefined;
  theme?: number | undefined;
  participants: number;
  lat?: number | undefined;
  lng?: number | undefined;
  distanceMax?: number | undefined;
  page: number;
  limit: number;
}

/** Activity-only search (spec §7 search/activity-only.json): published activities by city, theme and place. */
export async function searchActivities(db: Kysely<Database>, search: ActivitySearch, market: MarketKey, lang: Language) {
  const conditions = [sql`a.published`];
  if (search.city) conditions.push(sql`c.city_id = ${search.city}`);
  if (search.theme) conditions.push(sql`a.theme_id = ${search.theme}`);
  if (search.lat !== undefined && search.lng !== undefined) {
    conditions.push(
      sql`earth_distance(ll_to_earth(${search.lat}, ${search.lng}), ll_to_earth(c.latitude, c.longitude)) <= ${(search.distanceMax ?? 200) * 1000}`,
    );
  }
  // Without a place, the market's own country comes first (the French site lists French activities first), as stays do.
  const order = search.city || search.lat !== undefined ? sql`a.id` : sql`(city.country = ${MARKETS[market].country}) desc, a.id`;
  const rows = await sql<{
    id: number;
    labels: Localized;
    activities: Record<Language, { title: string }[]>;
    prices: ActivityPrice[];
    centre_label: string;
    city_names: Localized;
    city_label: string;
    city_country: string;
    latitude: number;
    longitude: number;
    total: number;
  }>`
    select a.id, a.labels, a.activities, a.prices, c.label as centre_label, city.names as city_names, city.label as city_label, city.country as city_country, c.latitude, c.longitude, count(*) over () as total
    from activity_products a join activity_centres c on c.id = a.activity_centre_id join destinations city on city.id = c.city_id
    where ${sql.join(conditions, sql` and `)}
    order by ${order} limit ${search.limit} offset ${search.page * search.limit}`.execute(db);
  const list = rows.rows.map((row) => {
    const price = row.prices.find((p) => p.adults === search.participants) ?? row.prices[0];
    return {
      id: row.id,
      label: row.labels[lang],
      uri: buildPath(market, 'activity', { id: row.id }),
      imageUrl: toImages(
        getActivityAddress(
          row.id,
          ((row.activities as unknown as Record<Language, { title: string }[]>).fr ?? []).map((part) => part.title),
          TEXTS,
          { country: row.city_country, label: row.city_label },
        ),
      )['640_360'],
      activityCenter: { label: row.centre_label, location: { label: row.city_names[lang], lat: row.latitude, lng: row.longitude } },
      participants: search.participants,
      price: price ? withPromo(price) : null,
      priceType: getPriceType({ hasDates: false, flow: 'activity', itemCategory: 'activity' }),
      itemCategory: 'activity',
    };
  });
  return { exactMatch: { activityOnlyPackages: list, totalCount: rows.rows[0]?.total ?? 0 }, page: search.page };
}
