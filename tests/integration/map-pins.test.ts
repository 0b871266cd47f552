import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { getCardPrice } from '../../src/domain/card-price';
import type { MapPinsResponse, OfferCard, OffersResponse } from '../../src/domain/search-types';
import type { Flow } from '../../src/domain/sorts';
import { GET as places } from '../../src/pages/api/map-places.json';
import { POST as mapPins } from '../../src/pages/api/map-pins.json';
import { POST as offers } from '../../src/pages/api/offers.json';
import { call, TARGETS, withTestDatabase } from './harness';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/** The map's pins and the list's cards of one search (the test catalog holds fewer than 100 hotels). */
async function searchBoth(criteria: Record<string, unknown>, flow: Flow) {
  const body = { locale: 'fr_FR', criteria: { ...criteria, flow }, performGiftableSearch: flow === 'gifting' };
  const pins = await call(mapPins, { body });
  const list = await call(offers, { body: { ...body, limit: 100 } });
  expect(pins.status).toBe(200);
  expect(list.status).toBe(200);
  return { pins: pins.json as MapPinsResponse, list: list.json as OffersResponse };
}

describe.each(TARGETS)('map pins and places on $name', ({ url }) => {
  withTestDatabase(url);

  it.each([
    ['everywhere', {}, 'booking'],
    ['dated, for a family', { checkin: day(30), checkout: day(32), a: 2, c: 1 }, 'booking'],
    ['hotel nights', { country: 'FR' }, 'hotel'],
    ['gift stays', {}, 'gifting'],
  ] as const)('%s: one pin per result of the list, in its order, priced as its card', async (_name, criteria, flow) => {
    const { pins, list } = await searchBoth(criteria, flow);
    expect(pins.totalCount).toBe(list.searchDetails.totalCount);
    expect(pins.pins.map((pin) => pin.id)).toEqual(list.results.map((card) => card.id));
    const cards = new Map(list.results.map((card) => [card.id, card as OfferCard]));
    for (const pin of pins.pins) {
      const card = cards.get(pin.id)!;
      const price = getCardPrice(card, flow);
      expect(pin.price, `pin ${pin.id}`).toEqual({ amount: price.amount, unit: price.unit, isFrom: card.priceType === 'from' });
      expect(Number.isInteger(pin.price.amount)).toBe(true);
      expect([pin.lat, pin.lng, pin.hotel, pin.uri]).toEqual([card.hotel.location.lat, card.hotel.location.lng, card.hotel.label, card.uri]);
    }
    expect(new Set(pins.pins.map((pin) => pin.hotelId)).size).toBe(pins.pins.length);
  });

  it('a map area keeps the hotels inside it only, drops the destination and is named by the place they share', async () => {
    const everywhere = await searchBoth({}, 'booking');
    const [first] = everywhere.pins.pins;
    const bbox = [first!.lat - 0.3, first!.lng - 0.4, first!.lat + 0.3, first!.lng + 0.4];
    const { pins, list } = await searchBoth({ bbox: bbox.join(',') }, 'booking');
    expect(pins.totalCount).toBeGreaterThan(0);
    for (const pin of pins.pins) {
      expect(pin.lat).toBeGreaterThanOrEqual(bbox[0]!);
      expect(pin.lat).toBeLessThanOrEqual(bbox[2]!);
      expect(pin.lng).toBeGreaterThanOrEqual(bbox[1]!);
      expect(pin.lng).toBeLessThanOrEqual(bbox[3]!);
    }
    const inside = everywhere.pins.pins.filter((pin) => pin.lat >= bbox[0]! && pin.lat <= bbox[2]! && pin.lng >= bbox[1]! && pin.lng <= bbox[3]!);
    expect(pins.pins.map((pin) => pin.hotelId).sort()).toEqual(inside.map((pin) => pin.hotelId).sort());
    expect(list.searchDetails.destination).toBeNull();
    expect(list.searchDetails.area?.bbox).toEqual(bbox.map((value) => Math.round(value * 1e6) / 1e6));
    expect(list.searchDetails.area?.place?.label).toBeTruthy();
    expect(list.searchDetails.uri).toMatch(/^\/fr\/recherche#bbox=[-\d.]+,[-\d.]+,[-\d.]+,[-\d.]+$/);
  });

  it('refuses an area that is not south,west,north,east with a reason', async () => {
    for (const bbox of ['45,1,44,2', '44,2,45,1', '44,1,45', 'a,b,c,d', '-95,0,1,1']) {
      const answer = await call(mapPins, { body: { locale: 'fr_FR', criteria: { bbox } } });
      expect(answer.status, bbox).toBe(400);
      expect(answer.json.error).toMatch(/bbox/);
    }
    expect((await call(mapPins, { body: { locale: 'xx_XX', criteria: {} } })).status).toBe(400);
  });

  it('names the catalog cities in the page language, those with the most hotels first, as cacheable JSON', async () => {
    const answer = await call(places, { query: { locale: 'nl_BE' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('public');
    const list = answer.json.places as { label: string; hotels: number; lat: number; lng: number }[];
    expect(list.length).toBeGreaterThan(10);
    expect(list.map((place) => place.hotels)).toEqual([...list.map((place) => place.hotels)].sort((a, b) => b - a));
    expect(list.map((place) => place.label)).toContain('Brussel');
    expect((await call(places, { query: { locale: 'de_DE' } })).status).toBe(400);
  });
});
