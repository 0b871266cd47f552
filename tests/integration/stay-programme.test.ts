/**
 * The programme follows the stay (ADR 52): for every published weekend package of the test catalogue and every
 * length of stay a quote accepts, the items of detail.json fall on the stay's days (a breakfast per night, dinners
 * on evenings the stay has, welcome items on arrival, a late check-out on departure), and the quote, the detail and
 * the hotel page's offer list the same programme (its lines, and its items on their days).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatedActivityIds } from '../../src/domain/activity-dates';
import { addIsoDays } from '../../src/domain/iso-date';
import { MARKETS, type MarketKey } from '../../src/i18n/markets';
import { POST as postCart } from '../../src/pages/api/cart';
import { GET as hotelOffers } from '../../src/pages/api/product/[id]/offers';
import { GET as detail } from '../../src/pages/api/weekend/[id]/detail.json';
import { GET as quote } from '../../src/pages/api/weekend/[id]/quote.json';
import { MAX_QUOTE_NIGHTS } from '../../src/server/catalog/quote.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import type { PackageItem } from '../../src/server/db/schema';
import { call, openTestDatabase, TARGETS } from './harness';

interface Offer {
  id: number;
  hotel_id: number;
  nights: number;
  items: PackageItem[];
}

interface DetailItem {
  source: number;
  activityId: number;
  type: 'activity' | 'dinner' | 'breakfast';
  key: string;
  kind: string;
  day: number;
  days: number[];
}

/** Activities of the seed whose day is fixed by what they are. */
const ARRIVAL_KEYS = ['romantic-decoration', 'champagne-in-room'];
const DEPARTURE_KEYS = ['late-checkout'];

/** The breakfast line of each market's language: '2 petits-déjeuners : …', with its singular for one night. */
const BREAKFAST_WORDS: Record<string, [string, string]> = {
  fr: ['petit-déjeuner\u00a0:', 'petits-déjeuners\u00a0:'],
  es: ['desayuno:', 'desayunos:'],
  it: ['colazione:', 'colazioni:'],
  nl: ['ontbijt:', 'ontbijten:'],
};
const MARKET_KEYS: MarketKey[] = ['fr', 'es', 'it', 'nl', 'be-fr', 'be-nl'];

const NIGHTS = Array.from({ length: MAX_QUOTE_NIGHTS }, (_, index) => index + 1);

describe.each(TARGETS)('the programme follows the stay on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let packages: Offer[];
  const checkin = addIsoDays(getToday(), 30);

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    const rows = await sql<Offer>`
      select p.id, p.hotel_id, p.nights, p.items from packages p join hotels h on h.id = p.hotel_id
      where p.published and h.active and p.item_category = 'weekend'
      order by p.id`.execute(handle.db);
    packages = rows.rows;
    expect(packages.length).toBeGreaterThan(50);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('has the packages this test is about: 2-night packages with a day-2 dinner, breakfasts, welcome items, late check-outs', () => {
    const keys = packages.flatMap((pkg) => pkg.items.map((item) => item.key));
    expect(packages.some((pkg) => pkg.nights === 2 && pkg.items.some((item) => item.type === 'dinner' && item.day === 2))).toBe(true);
    expect(keys.some((key) => ARRIVAL_KEYS.includes(key))).toBe(true);
    expect(keys.some((key) => DEPARTURE_KEYS.includes(key))).toBe(true);
    expect(packages.some((pkg) => pkg.items.some((item) => item.type === 'breakfast'))).toBe(true);
  });

  it('every package, every length: a breakfast per night, dinners on its evenings, arrival and departure on theirs, one programme everywhere', async () => {
    let checked = 0;
    for (const pkg of packages) {
      const market = MARKETS[MARKET_KEYS[pkg.id % MARKET_KEYS.length] as MarketKey];
      const { locale, language } = market;
      for (const nights of NIGHTS) {
        const where = `package ${pkg.id} (${pkg.nights} nights) for ${nights} nights in ${locale}`;
        const product = await call(detail, { params: { id: String(pkg.id) }, query: { locale, checkin, night: nights } });
        expect(product.status, where).toBe(200);
        const items: DetailItem[] = product.json.items;
        const lines: string[] = product.json.programLines;
        const days = (list: DetailItem[]) => list.flatMap((item) => item.days);

        // No item outside the stay: day 1 (check-in) to day nights + 1 (departure); `day` is the first of `days`.
        for (const item of items) {
          expect(item.days.length, where).toBeGreaterThan(0);
          expect(item.day, where).toBe(item.days[0]);
          for (const day of item.days) expect(day >= 1 && day <= nights + 1, `${where}: ${item.key} on day ${day}`).toBe(true);
        }

        // A breakfast each morning after a night: as many as nights, on days 2 to nights + 1.
        const breakfastItems = pkg.items.filter((item) => item.type === 'breakfast').length;
        const breakfasts = items.filter((item) => item.type === 'breakfast');
        expect(days(breakfasts).length, where).toBe(breakfastItems * nights);
        for (const breakfast of breakfasts) expect(breakfast.days, where).toEqual(NIGHTS.slice(0, nights).map((n) => n + 1));

        // Dinners only on an evening of a night of the stay; a dinner of a night the stay lacks is left out.
        const dinners = items.filter((item) => item.type === 'dinner');
        for (const day of days(dinners)) expect(day, `${where}: dinner on day ${day}`).toBeLessThanOrEqual(nights);
        const keptDinners = pkg.items.filter((item) => item.type === 'dinner' && (item.repeated || item.day <= nights));
        expect(
          dinners.map((item) => item.key),
          where,
        ).toEqual(keptDinners.map((item) => item.key));

        // Welcome items on the arrival day, a late check-out on the departure day.
        for (const item of items) {
          if (item.kind === 'arrival' || ARRIVAL_KEYS.includes(item.key)) expect(item.days, `${where}: ${item.key}`).toEqual([1]);
          if (item.kind === 'departure' || DEPARTURE_KEYS.includes(item.key)) expect(item.days, `${where}: ${item.key}`).toEqual([nights + 1]);
        }
        // Nothing but a dinner of a missing night leaves the stay.
        expect(items.length, where).toBe(pkg.items.length - (pkg.items.filter((item) => item.type === 'dinner').length - keptDinners.length));

        // Activity dates are asked only for items the stay keeps, among its nights' days.
        for (const id of getDatedActivityIds(pkg.items)) {
          const dated = items.find((item) => item.activityId === id);
          expect(dated?.kind, `${where}: activity ${id}`).toBe('day');
          expect(dated!.day, where).toBeLessThanOrEqual(nights);
        }

        // The lines: the stay's nights, then one line per item, breakfasts counted.
        expect(lines.length, where).toBe(1 + items.length);
        if (breakfasts.length > 0) {
          const [one, many] = BREAKFAST_WORDS[language] ?? ['', ''];
          const counted = lines.filter((line) => line.startsWith(`${nights} ${nights === 1 ? one : many}`));
          expect(counted, `${where}: ${lines.join(' | ')}`).toHaveLength(breakfasts.length);
        }

        // The quote lists the same programme as the detail.
        const quoted = await call(quote, { params: { id: String(pkg.id) }, query: { locale, checkin, nights } });
        expect(quoted.status, where).toBe(200);
        expect(quoted.json.programLineList, where).toEqual(lines);
        const onDays = (list: { source: number; days: number[] }[]) => list.map(({ source, days: on }) => ({ source, days: on }));
        expect(onDays(quoted.json.programItemList), where).toEqual(onDays(items));
        checked += 1;
      }
    }
    expect(checked).toBe(packages.length * NIGHTS.length);
  }, 600_000);

  it('the hotel page offers list the programme of the stay asked for', async () => {
    const hotels = [...new Set(packages.map((pkg) => pkg.hotel_id))].slice(0, 25);
    for (const hotelId of hotels) {
      for (const nights of [1, 2, 3]) {
        const offers = await call(hotelOffers, { params: { id: String(hotelId) }, query: { locale: 'fr_FR', checkin, nights } });
        expect(offers.status).toBe(200);
        const listed: { id: number; shortProgramIntroWithoutRoom: string }[] = offers.json.rooms.flatMap((room: { offers: unknown[] }) => room.offers);
        for (const offer of listed) {
          const product = await call(detail, { params: { id: String(offer.id) }, query: { locale: 'fr_FR', checkin, night: nights } });
          expect(offer.shortProgramIntroWithoutRoom, `package ${offer.id} for ${nights} nights`).toBe(
            (product.json.programLines as string[]).slice(1).join(' · '),
          );
        }
      }
    }
  }, 300_000);

  it('a cart takes no activity date on the departure day, and drops a date sent for a late check-out', async () => {
    const withBoth = packages.filter((pkg) => getDatedActivityIds(pkg.items).length > 0 && pkg.items.some((item) => DEPARTURE_KEYS.includes(item.key)));
    let booked = 0;
    for (const pkg of withBoth) {
      const open = await sql<{ day: string }>`
        select day::text as day from hotel_days where hotel_id = ${pkg.hotel_id} and day >= current_date + 14 and status > 0 and min_los = 1 and rooms_left > 1
        order by day limit 1`.execute(handle.db);
      const day = open.rows[0]?.day;
      if (!day) continue;
      const late = pkg.items.find((item) => DEPARTURE_KEYS.includes(item.key))!;
      const dated = getDatedActivityIds(pkg.items);
      const body = (activitySelectionList: string[]) => ({
        locale: 'fr_FR',
        packageId: pkg.id,
        checkin: day,
        nights: 1,
        adults: 2,
        children: 0,
        babies: 0,
        activitySelectionList,
      });
      const onDeparture = await call(postCart, { body: body(dated.map((id) => `${id}_${addIsoDays(day, 1)}`)) });
      expect(onDeparture.status).toBe(400);
      expect(onDeparture.json.error).toBe('Please choose your activity dates.');
      const withLate = await call(postCart, { body: body([...dated.map((id) => `${id}_${day}`), `${late.activityId}_${day}`]) });
      if (withLate.status !== 201) continue;
      const stored = await sql<{ activity_selection: string[] }>`select activity_selection from carts where id = ${withLate.json.cartId}`.execute(handle.db);
      expect(stored.rows[0]?.activity_selection).toEqual(dated.map((id) => `${id}_${day}`));
      booked += 1;
      if (booked >= 2) break;
    }
    expect(booked).toBeGreaterThan(0);
  }, 120_000);
});
