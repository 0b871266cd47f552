import { describe, expect, it } from 'vitest';
import { getHotelRate, isHotelOnly } from '../../../domain/hotel-only';
import { generateCatalog, TEST_CATALOG } from './generate';
import { BREAKFAST_PER_PERSON, HOTEL_RATE_NAMES } from './hotel-offers';
import { generatePackages } from './packages';
import { Random } from './random';
import { TEXTS } from './texts';

const catalog = generateCatalog(TEXTS, '2026-11-24', TEST_CATALOG);
const hotelOnly = catalog.packages.filter((p) => isHotelOnly(p.item_category));
const stays = catalog.packages.filter((p) => !isHotelOnly(p.item_category));
const hotels = new Map(catalog.hotels.map((hotel) => [hotel.id, hotel]));
const rooms = new Map(catalog.rooms.map((room) => [room.id, room]));
const perNight = (p: { base_price: number; nights: number }) => p.base_price / p.nights;

describe('hotel-only offers of the catalogue', () => {
  it('sells every room of the catalogue room only and with breakfast, after the other packages', () => {
    for (const room of catalog.rooms) {
      const offers = hotelOnly.filter((p) => p.room_id === room.id);
      expect(offers.map((p) => getHotelRate(p.items))).toEqual(['roomOnly', 'breakfast']);
    }
    const lastStay = Math.max(...stays.map((p) => p.id));
    expect(Math.min(...hotelOnly.map((p) => p.id))).toBe(lastStay + 1);
    expect(new Set(catalog.packages.map((p) => p.id)).size).toBe(catalog.packages.length);
  });

  it('leaves the stays, boxes and upsells of the catalogue as they were', () => {
    const alone = generatePackages(new Random(20261122 + 2 * 7919), TEXTS, catalog.hotels, catalog.rooms, '2026-11-24', TEST_CATALOG.packages);
    expect(stays.length).toBe(alone.length);
    expect(stays.map((p) => [p.id, p.base_price, p.room_id])).toEqual(alone.map((p) => [p.id, p.base_price, p.room_id]));
    const hotelIds = new Set(hotelOnly.map((p) => p.id));
    expect(catalog.links.some((link) => hotelIds.has(link.package_id))).toBe(false);
    expect(catalog.upsells.some((u) => hotelIds.has(u.package_id) || hotelIds.has(u.upsell_package_id))).toBe(false);
  });

  it('prices a room night below every stay of its hotel per night; breakfast adds a price per person', () => {
    for (const offer of hotelOnly) {
      const hotelStays = stays.filter((p) => p.hotel_id === offer.hotel_id);
      const roomOnly = hotelOnly.find((p) => p.room_id === offer.room_id && getHotelRate(p.items) === 'roomOnly')!;
      for (const stay of hotelStays) expect(perNight(roomOnly)).toBeLessThan(perNight(stay));
      expect(roomOnly.base_price % 100).toBe(0);
      expect(roomOnly.base_price).toBeGreaterThanOrEqual(3000);
      if (getHotelRate(offer.items) === 'breakfast') {
        expect(offer.base_price).toBe(roomOnly.base_price + 2 * (BREAKFAST_PER_PERSON[hotels.get(offer.hotel_id)!.star] ?? 0));
        expect(offer.child_price).toBeGreaterThan(0);
      } else {
        expect(offer.child_price).toBe(0);
      }
      expect(offer.nights).toBe(1);
      expect(offer.ref_price).toBe(offer.base_price);
    }
  });

  it('is a room night: named in four languages, breakfast only in the breakfast offer, not a gift, no theme', () => {
    for (const offer of hotelOnly) {
      const rate = getHotelRate(offer.items);
      const room = rooms.get(offer.room_id)!;
      const lines = offer.program_lines as unknown as Record<'fr' | 'es' | 'it' | 'nl', string[]>;
      for (const lang of ['fr', 'es', 'it', 'nl'] as const) {
        expect((offer.labels as unknown as Record<string, string>)[lang]).toBe(`${HOTEL_RATE_NAMES[rate][lang]} – ${room.labels[lang]}`);
        expect(lines[lang]).toHaveLength(rate === 'breakfast' ? 2 : 1);
      }
      expect(lines.fr[0]).toContain('1 nuit');
      if (rate === 'breakfast') expect(lines.fr[1]).toMatch(/^Petit-déjeuner/);
      expect(offer.items.filter((item) => item.type !== 'breakfast')).toEqual([]);
      expect(offer.activity_ids).toHaveLength(rate === 'breakfast' ? 1 : 0);
      expect(offer.is_giftable).toBe(false);
      expect(offer.theme_id).toBeNull();
      expect(offer.published).toBe(hotels.get(offer.hotel_id)!.active);
    }
  });

  it("keeps the hotel's cancellation terms, refundable or not", () => {
    expect(new Set(hotelOnly.map((p) => p.cancellable))).toEqual(new Set([true, false]));
  });
});
