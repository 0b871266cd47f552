import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatedActivityIds } from '../../src/domain/activity-dates';
import { addIsoDays } from '../../src/domain/iso-date';
import { POST as postCart } from '../../src/pages/api/cart';
import { POST as offers } from '../../src/pages/api/offers.json';
import { GET as checkinPrices } from '../../src/pages/api/redeem/weekend/[id]/packageCheckinPrices.json';
import { GET as quote } from '../../src/pages/api/weekend/[id]/quote.json';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { PackageItem } from '../../src/server/db/schema';
import { call, openTestDatabase, TARGETS } from './harness';
import { stayCartBody, type OneNightStay } from './one-night-stay';

describe.each(TARGETS)('a night without rooms left on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let stay: OneNightStay;

  const setRoomsLeft = (rooms: number) =>
    sql`update hotel_days set rooms_left = ${rooms} where hotel_id = ${stay.hotelId} and day = ${stay.checkin}`.execute(handle.db);
  const quoted = () =>
    call(quote, {
      params: { id: String(stay.id) },
      query: { locale: 'fr_FR', checkin: stay.checkin, nights: 1, activitySelectionList: stay.activities.join(',') },
    });
  const calendarDay = async () => {
    const { json } = await call(checkinPrices, {
      params: { id: String(stay.id) },
      query: { locale: 'fr_FR', month: stay.checkin.slice(0, 7), adult: 2, child: 0 },
    });
    return (json as { day: string; status: string; price: number | null; roomsLeft: number | null }[]).find((day) => day.day === stay.checkin);
  };
  let area: [number, number, number, number];
  const searchBy = async (place: Record<string, unknown>) => {
    const { status, json } = await call(offers, {
      body: {
        locale: 'fr_FR',
        criteria: { ...place, checkin: stay.checkin, checkout: addIsoDays(stay.checkin, 1) },
        numberOfPackagesPerHotel: 20,
        limit: 100,
      },
    });
    expect(status).toBe(200);
    return (json.results as { id: number; availableRooms: number | null }[]).find((result) => result.id === stay.id);
  };
  // By its hotel (the stays of the hotel's postings), and by a map area around it (the index's bitsets, ADR 74).
  const search = () => searchBy({ hotel: stay.hotelId });
  const searchArea = () => searchBy({ bbox: area });

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    const found = await sql<{ id: number; hotel_id: number; day: string; items: PackageItem[]; latitude: number; longitude: number }>`
      select p.id, p.hotel_id, p.items, d.day::text as day, h.latitude, h.longitude from packages p join hotels h on h.id = p.hotel_id join rooms r on r.id = p.room_id
      join hotel_days d on d.hotel_id = p.hotel_id and d.day >= current_date + 20 and d.status > 0 and d.min_los = 1
      where p.published and h.active and p.expiration is null and p.nights = 1 and p.item_category = 'weekend' and r.capacity >= 2
      order by p.id, d.day limit 1`.execute(handle.db);
    const row = found.rows[0];
    if (!row) throw new Error('The test catalog has no bookable one-night package');
    stay = { id: row.id, hotelId: row.hotel_id, checkin: row.day, activities: getDatedActivityIds(row.items).map((id) => `${id}_${row.day}`) };
    const [lat, lng] = [Number(row.latitude), Number(row.longitude)];
    area = [lat - 0.01, lng - 0.01, lat + 0.01, lng + 0.01];
    await setRoomsLeft(9);
    // The update marks the night changed; nights as the generator wrote them never were.
    const marked = await sql<{ changed: boolean; untouched: number }>`
      select bool_and(changed_at > '-infinity') filter (where hotel_id = ${stay.hotelId} and day = ${stay.checkin}) as changed,
             count(*) filter (where changed_at = '-infinity')::int as untouched
      from hotel_days where hotel_id = ${stay.hotelId}`.execute(handle.db);
    expect(marked.rows[0]).toMatchObject({ changed: true });
    expect(marked.rows[0]?.untouched).toBeGreaterThan(0);
    // The search index is built now, with the night still on sale: the sale below happens after it.
    expect(await search()).toBeDefined();
    expect(await searchArea()).toBeDefined();
    expect((await quoted()).json.bookable).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('is unavailable at once in the quote, the calendar, the cart and a dated search', async () => {
    await setRoomsLeft(0);
    const answer = await quoted();
    expect(answer.json.bookable).toBe(false);
    expect(answer.json.priceInfo).toBeNull();
    expect(await calendarDay()).toMatchObject({ status: 'notAvailable', price: null });
    const cart = await call(postCart, { body: stayCartBody(stay) });
    expect(cart.status).toBeGreaterThanOrEqual(400);
    expect(await search()).toBeUndefined();
    expect(await searchArea()).toBeUndefined();
  });

  it("shows the database's rooms left for the dates, only at 3 or fewer", async () => {
    await setRoomsLeft(2);
    expect((await search())?.availableRooms).toBe(2);
    expect((await searchArea())?.availableRooms).toBe(2);
    expect((await calendarDay())?.roomsLeft).toBe(2);
    expect((await quoted()).json.roomsAmountMessage).toBe(2);
    await setRoomsLeft(7);
    expect((await search())?.availableRooms).toBeNull();
    expect((await searchArea())?.availableRooms).toBeNull();
    expect((await calendarDay())?.roomsLeft).toBeNull();
  });
});
