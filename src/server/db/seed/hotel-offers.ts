/**
 * Hotel-only offers of the catalogue (ADR 54): for every room, 'room only' and 'room with breakfast', one night by
 * default. Made only from what the database keeps (the room, its hotel's stars and its other packages), with no
 * random draw, so that migration 0020 can add the very same rows to a database seeded before them
 * (`src/server/db/migrations/0020_hotel_only_offers.sql`; a test holds the two together).
 */
import type { HotelRate } from '../../../domain/hotel-only';
import { HOTEL_ONLY_CATEGORY } from '../../../domain/hotel-only';
import type { PackageItem } from '../schema';
import type { HotelRow, RoomRow } from './hotels';
import type { PackageRow } from './packages';
import type { ActivityText, Lang, Localized } from './text-types';

const LANGS: Lang[] = ['fr', 'es', 'it', 'nl'];

/** The room night for two, in percent of the hotel's cheapest stay per night (which adds its activities). */
export const ROOM_ONLY_SHARE_PERCENT = 60;

/** A room's rate against the hotel's plainest room, in percent: a suite costs more than a double. */
export const ROOM_TYPE_PERCENT: Readonly<Record<string, number>> = {
  double: 100,
  twin: 100,
  triple: 115,
  'superior-double': 115,
  family: 125,
  'deluxe-sea-view': 130,
  'junior-suite': 135,
  suite: 150,
};

/** Breakfast per person and night, in cents, by the hotel's stars. */
export const BREAKFAST_PER_PERSON: Readonly<Record<number, number>> = { 2: 1000, 3: 1400, 4: 1900, 5: 2800 };

/** The breakfast a 'room with breakfast' offer serves. */
export const HOTEL_BREAKFAST_KEY = 'buffet-breakfast';

/** The rates' names, first in the offer's title ('Chambre seule – Suite junior'). */
export const HOTEL_RATE_NAMES: Readonly<Record<HotelRate, Localized>> = {
  roomOnly: { fr: 'Chambre seule', es: 'Solo alojamiento', it: 'Solo pernottamento', nl: 'Alleen overnachting' },
  breakfast: { fr: 'Chambre et petit-déjeuner', es: 'Alojamiento y desayuno', it: 'Pernottamento e colazione', nl: 'Overnachting met ontbijt' },
};

/** The stay line of the stored programme ('1 nuit en suite junior'); the pages write theirs for the nights chosen. */
const STAY_LINES: Readonly<Record<Lang, (room: string) => string>> = {
  fr: (room) => `1 nuit en ${lowerFirst(room)}`,
  es: (room) => `1 noche en ${lowerFirst(room)}`,
  it: (room) => `1 notte in ${lowerFirst(room)}`,
  nl: (room) => `1 nacht in een ${room.toLowerCase()}`,
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Cents of `numerator / denominator` rounded half up to the whole euro (integers, as the SQL computes them). */
const toEuroHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + 100 * denominator) / (200 * denominator)) * 100;

/** The package a hotel's room rates are made from: its cheapest stay per night (the lowest id on a tie). */
function findReference(packages: readonly PackageRow[]): PackageRow | undefined {
  let best: PackageRow | undefined;
  for (const p of packages)
    if (!best || p.base_price * best.nights < best.base_price * p.nights || (p.base_price * best.nights === best.base_price * p.nights && p.id < best.id))
      best = p;
  return best;
}

/** A room's night for two without breakfast, in cents: a share of the hotel's cheapest stay per night, by room type. */
export function getRoomOnlyNightPrice(reference: Pick<PackageRow, 'base_price' | 'nights'>, roomType: string): number {
  const percent = ROOM_TYPE_PERCENT[roomType] ?? 100;
  return toEuroHalfUp(reference.base_price * ROOM_ONLY_SHARE_PERCENT * percent, reference.nights * 10_000);
}

/**
 * The hotel-only offers of every room that has a hotel with other packages, numbered after `packages`, in the order
 * of hotel then room id: room only, then with breakfast.
 */
export function generateHotelOffers(
  hotels: readonly HotelRow[],
  rooms: readonly RoomRow[],
  packages: readonly PackageRow[],
  activities: readonly ActivityText[],
): PackageRow[] {
  const hotelsById = new Map(hotels.map((hotel) => [hotel.id, hotel]));
  const byHotel = new Map<number, PackageRow[]>();
  for (const p of packages) byHotel.set(p.hotel_id, [...(byHotel.get(p.hotel_id) ?? []), p]);
  const breakfastIndex = activities.findIndex((activity) => activity.key === HOTEL_BREAKFAST_KEY);
  const breakfast = activities[breakfastIndex];
  if (!breakfast) throw new Error(`No ${HOTEL_BREAKFAST_KEY} among the activities`);
  const breakfastItem: PackageItem = {
    activityId: breakfastIndex + 1,
    type: 'breakfast',
    key: breakfast.key,
    day: 2,
    duration: breakfast.duration,
    repeated: false,
    displayPax: false,
  };
  let id = packages.reduce((max, p) => Math.max(max, p.id), 0);
  const offers: PackageRow[] = [];
  const ordered = [...rooms].sort((a, b) => a.hotel_id - b.hotel_id || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const room of ordered) {
    const hotel = hotelsById.get(room.hotel_id);
    const reference = findReference(byHotel.get(room.hotel_id) ?? []);
    if (!hotel || !reference) continue;
    const roomOnly = getRoomOnlyNightPrice(reference, room.type);
    const breakfastForOne = BREAKFAST_PER_PERSON[hotel.star] ?? BREAKFAST_PER_PERSON[3] ?? 0;
    for (const rate of ['roomOnly', 'breakfast'] as const) {
      const base = rate === 'roomOnly' ? roomOnly : roomOnly + 2 * breakfastForOne;
      id += 1;
      offers.push({
        id,
        hotel_id: room.hotel_id,
        room_id: room.id,
        item_category: HOTEL_ONLY_CATEGORY,
        labels: Object.fromEntries(LANGS.map((lang) => [lang, `${HOTEL_RATE_NAMES[rate][lang]} – ${room.labels[lang]}`])) as Localized,
        headwords: { fr: [], es: [], it: [], nl: [] },
        // A night at the hotel has no theme (the hotel flow has none to search by).
        theme_id: null,
        subtheme_ids: [],
        activity_ids: rate === 'breakfast' ? [breakfastItem.activityId] : [],
        nights: 1,
        base_price: base,
        ref_price: base,
        // A child sleeps in the room for free; with breakfast, they pay half an adult's.
        child_price: rate === 'breakfast' ? breakfastForOne / 2 : 0,
        bucket_prices: [base, base, base],
        upsell_availability_price: null,
        program_lines: Object.fromEntries(
          LANGS.map((lang) => [lang, [STAY_LINES[lang](room.labels[lang]), ...(rate === 'breakfast' ? [breakfast.titles[lang]] : [])]]),
        ) as Record<Lang, string[]>,
        items: rate === 'breakfast' ? [breakfastItem] : [],
        // The hotel's own terms, those of the stay the rate is made from.
        cancellable: reference.cancellable,
        cancellation_days: reference.cancellation_days,
        expiration: null,
        last_minute: false,
        marketing_labels: [],
        targeted_label: null,
        data_flow_mode: reference.data_flow_mode,
        channel_manager_id: reference.channel_manager_id,
        auto_discount_code: null,
        auto_discount_value: null,
        is_giftable: false,
        published: hotel.active,
        popularity: reference.popularity,
      });
    }
  }
  return offers;
}
