import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addIsoDays } from '../../src/domain/iso-date';
import { findGiftPlace, getGiftBookability } from '../../src/server/beneficiary/gift-bookability.server';
import { findGiftByCode, type RedeemableGift } from '../../src/server/beneficiary/gift-codes.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { withGiftCodesDatabase } from './gift-holder';
import { TARGETS } from './harness';

describe.each(TARGETS)('gift bookability meter on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const today = getToday();
  const until = addIsoDays(today, 364);

  withGiftCodesDatabase(url, today, (opened) => {
    handle = opened;
  });

  async function gift(code: string): Promise<RedeemableGift> {
    const answer = await findGiftByCode(handle.db, code, 'fr', today);
    if (answer.status !== 'valid') throw new Error(`${code} is ${answer.status}`);
    return answer.gift;
  }

  /** The same figures by a direct SQL count, written independently of the module. */
  async function directCount(g: RedeemableGift, place: { latitude: number; longitude: number } | null) {
    const scope =
      g.kind === 'BOX'
        ? sql`p.id in (select package_id from box_packages where box_code = ${g.boxCode})`
        : sql`p.item_category = 'single_voucher' and p.nights = ${g.nights}`;
    const near = place ? sql`and earth_distance(ll_to_earth(${place.latitude}, ${place.longitude}), ll_to_earth(h.latitude, h.longitude)) <= 100000` : sql``;
    const query = (weekend: boolean, withPlace: boolean) => sql<{ n: number }>`
      select count(*)::int as n from packages p join hotels h on h.id = p.hotel_id
      where p.published and p.is_giftable and h.active and (p.expiration is null or p.expiration >= ${today}::date) and ${scope}
      ${withPlace ? near : sql``}
      ${
        weekend
          ? sql`and exists (select 1 from hotel_days d where d.hotel_id = p.hotel_id and d.day between ${today}::date and ${until}::date
        and (p.expiration is null or d.day <= p.expiration) and d.status > 0 and d.rooms_left > 0 and extract(dow from d.day) in (5, 6))`
          : sql``
      }`;
    const [all, weekend, weekendNear] = await Promise.all([query(false, false), query(true, false), query(true, true)].map((q) => q.execute(handle.db)));
    return { stays: all?.rows[0]?.n, weekendBookable: weekend?.rows[0]?.n, weekendBookableNear: place ? weekendNear?.rows[0]?.n : null };
  }

  it('counts a box gift and a single voucher exactly as a direct SQL count does', async () => {
    for (const code of ['HALTE-BOX-VALID', 'HALTE-SV-VALID']) {
      const g = await gift(code);
      const meter = await getGiftBookability(handle.db, g, today);
      expect(meter).toMatchObject(await directCount(g, null));
      expect(meter.stays).toBeGreaterThan(0);
      expect(meter.weekendBookable).toBeGreaterThan(0);
      expect(meter.weekendBookable).toBeLessThanOrEqual(meter.stays);
    }
  });

  it('counts the stays within 100 km of a typed place', async () => {
    const place = await findGiftPlace(handle.db, 'paris');
    expect(place?.label).toMatch(/Paris/);
    const g = await gift('HALTE-SV-VALID');
    const meter = await getGiftBookability(handle.db, g, today, place);
    expect(meter).toMatchObject(await directCount(g, place));
    expect(meter.weekendBookableNear).toBeLessThanOrEqual(meter.weekendBookable);
    expect(await findGiftPlace(handle.db, '%')).toBeNull();
  });

  it('drops a stay whose weekend nights are all closed, and keeps counting it among the stays', async () => {
    const g = await gift('HALTE-SV-VALID');
    const before = await getGiftBookability(handle.db, g, today);
    const row = await sql<{
      hotel_id: number;
    }>`select p.hotel_id from packages p where p.item_category = 'single_voucher' and p.nights = ${g.nights} and p.published and p.is_giftable
      and (select count(*) from packages q where q.hotel_id = p.hotel_id and q.item_category = 'single_voucher' and q.nights = ${g.nights} and q.published and q.is_giftable) = 1
      and exists (select 1 from hotel_days d where d.hotel_id = p.hotel_id and d.day >= ${today}::date and d.status > 0 and d.rooms_left > 0 and extract(dow from d.day) in (5, 6)) limit 1`.execute(
      handle.db,
    );
    const hotelId = row.rows[0]?.hotel_id;
    expect(hotelId).toBeDefined();
    await sql`update hotel_days set rooms_left = 0 where hotel_id = ${hotelId} and extract(dow from day) in (5, 6)`.execute(handle.db);
    const after = await getGiftBookability(handle.db, g, today);
    expect(after.stays).toBe(before.stays);
    expect(after.weekendBookable).toBe(before.weekendBookable - 1);
  });
});
