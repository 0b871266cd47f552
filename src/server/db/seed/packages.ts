import type { Selectable } from 'kysely';
import { addDays, format, getDay, getMonth, parseISO } from 'date-fns';
import { getProgrammeKind } from '../../../domain/stay-programme';
import type { HotelDaysTable, PackagesTable, UpsellsTable } from '../schema';
import type { HotelRow, RoomRow } from './hotels';
import { FAMILY_ROOM_CAPACITY, FAMILY_TITLES, fitsHeadword, fitsPlace, fitsStay, promisesOnlyWhatItHas } from './catalog-rules';
import { fill, type Random } from './random';
import type { ActivityText, Lang, Localized, PhraseBanks, ThemeKey } from './text-types';

const LANGS: Lang[] = ['fr', 'es', 'it', 'nl'];
const FAMILY_TITLES_LIST = FAMILY_TITLES as unknown as Record<Lang, string[]>;
export const THEME_IDS: Record<ThemeKey, number> = { wellness: 26, romantic: 23, gastronomy: 19, family: 39 };
/** Days of availability generated from the generation day on (spec: availability horizon one year). */
export const AVAILABILITY_DAYS = 366;

export type PackageRow = Selectable<PackagesTable>;

export type HotelDayRow = Omit<Selectable<HotelDaysTable>, 'changed_at'>;

export type UpsellRow = Selectable<UpsellsTable>;

const THEME_BY_ENVIRONMENT: Record<string, [ThemeKey, number][]> = {
  seaside: [
    ['wellness', 3],
    ['romantic', 3],
    ['family', 3],
    ['gastronomy', 1],
  ],
  mountain: [
    ['wellness', 3],
    ['family', 3],
    ['romantic', 2],
    ['gastronomy', 1],
  ],
  vineyard: [
    ['gastronomy', 5],
    ['romantic', 3],
    ['wellness', 1],
  ],
  'city-centre': [
    ['gastronomy', 3],
    ['romantic', 3],
    ['wellness', 2],
    ['family', 1],
  ],
};
const DEFAULT_THEMES: [ThemeKey, number][] = [
  ['wellness', 3],
  ['romantic', 3],
  ['gastronomy', 2],
  ['family', 2],
];

const lowerFirst = (text: string, lang: Lang) => (lang === 'nl' ? text.toLowerCase() : text.charAt(0).toLowerCase() + text.slice(1));
/** Room types that do not suit a couple's romantic stay. */
const NOT_FOR_COUPLES: ReadonlySet<string> = new Set(['twin', 'triple', 'family']);

const roundPrice = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);

/** Weekend packages of every hotel (3 to 4 each for active hotels), with their program and prices. */
export function generatePackages(random: Random, texts: PhraseBanks, hotels: HotelRow[], rooms: RoomRow[], today: string, target: number) {
  const roomsByHotel = new Map<number, RoomRow[]>();
  for (const room of rooms) roomsByHotel.set(room.hotel_id, [...(roomsByHotel.get(room.hotel_id) ?? []), room]);
  const activityIds = new Map(texts.activities.map((a, index) => [a.key, index + 1]));
  const packages: PackageRow[] = [];
  const perHotel = target / hotels.length;
  for (const hotel of hotels) {
    const count = Math.max(1, Math.round(perHotel + random.normal(0, 0.8, -2, 2)));
    for (let n = 0; n < count; n += 1) {
      const hotelRooms = roomsByHotel.get(hotel.id) ?? [];
      const familyRooms = hotelRooms.filter((r) => r.max_capacity >= FAMILY_ROOM_CAPACITY);
      const drawnTheme = random.weighted(THEME_BY_ENVIRONMENT[hotel.environment] ?? DEFAULT_THEMES);
      // A family stay is sold in a room for a family; a hotel without one sells a stay for two instead.
      const forTwo: ThemeKey = drawnTheme === 'family' && familyRooms.length === 0 ? 'romantic' : drawnTheme;
      // A romantic stay is sold in a room with one bed for two (a twin or a family room is not romantic); a hotel
      // without such a room sells a wellness stay instead.
      const coupleRooms = hotelRooms.filter((r) => !NOT_FOR_COUPLES.has(r.type));
      const theme: ThemeKey = forTwo === 'romantic' && coupleRooms.length === 0 ? 'wellness' : forTwo;
      const room = random.pick(theme === 'family' ? familyRooms : theme === 'romantic' ? coupleRooms : hotelRooms);
      const nights = random.chance(0.35) ? 2 : 1;
      // Activities, breakfast and dinner that suit the place (sea, mountain, city…) and the party.
      const fits = (a: ActivityText) => fitsStay(a.key, hotel.environment, theme) && fitsPlace(a.key, hotel);
      const themed = texts.activities.filter((a) => a.type === 'activity' && a.themeKey === theme && fits(a));
      const chosen: ActivityText[] = random.sample(
        themed,
        random.weighted([
          [1, 5],
          [2, 3],
          [3, 1],
        ]),
      );
      if (random.chance(0.8)) chosen.push(random.pick(texts.activities.filter((a) => a.type === 'breakfast' && fits(a))));
      if (random.chance(theme === 'gastronomy' ? 0.95 : 0.45)) chosen.push(random.pick(texts.activities.filter((a) => a.type === 'dinner' && fits(a))));
      const main = chosen[0] ?? random.pick(themed);
      const stayPrice = hotel.nightPrice * nights + chosen.reduce((sum, a) => sum + a.priceForTwo, 0);
      const base = roundPrice(stayPrice * random.normal(1, 0.06, 0.85, 1.2));
      const hasPromo = random.chance(0.3);
      const ref = hasPromo ? roundPrice(base / (1 - random.int(10, 35) / 100)) : base;
      const id = packages.length + 1;
      const isPushed = random.chance(0.3);
      const expiration = random.chance(0.07)
        ? format(addDays(parseISO(today), -random.int(1, 60)), 'yyyy-MM-dd')
        : random.chance(0.2)
          ? format(addDays(parseISO(today), random.int(20, 330)), 'yyyy-MM-dd')
          : null;
      const autoDiscount = random.chance(0.1) ? random.pick([5, 10]) : null;
      packages.push({
        id,
        hotel_id: hotel.id,
        room_id: room.id,
        item_category: random.chance(0.1) ? 'single_voucher' : 'weekend',
        labels: localized(
          theme === 'family' && !/famil|gezin/i.test(main.titles.fr + main.titles.nl) ? FAMILY_TITLES_LIST : texts.packageTitles,
          random,
          (lang) => ({ activity: lowerFirst(main.titles[lang], lang), nights, city: hotel.cityLabel }),
        ),
        headwords: pickLocalized(
          random,
          texts.headwords,
          random.int(2, 4),
          (position) =>
            fitsHeadword(position, {
              environment: hotel.environment,
              theme,
              petsAllowed: hotel.pets_allowed,
              ecoCount: hotel.eco_facilities.length,
            }),
          (position) => promisesOnlyWhatItHas(position, hotel.facilities),
        ),
        theme_id: THEME_IDS[theme],
        subtheme_ids: random
          .sample(
            texts.subthemes.filter((s) => s.themeKey === theme),
            random.int(1, 2),
          )
          .map((s) => s.id),
        activity_ids: chosen.map((a) => activityIds.get(a.key) ?? 0),
        nights,
        base_price: base,
        ref_price: ref,
        child_price: roundPrice(((base / 2) * random.int(25, 45)) / 100),
        bucket_prices: [base, roundPrice(base * 1.12), roundPrice(base * 1.25)],
        upsell_availability_price: random.chance(0.6) ? roundPrice(base * 0.1) : null,
        program_lines: programLines(texts, random, room, chosen, nights),
        items: chosen.map((a, index) => ({
          activityId: activityIds.get(a.key) ?? 0,
          type: a.type,
          key: a.key,
          day: getGeneratedItemDay(a, index, nights),
          duration: a.duration,
          repeated: a.type === 'breakfast' && nights > 1,
          displayPax: a.type !== 'breakfast',
        })),
        cancellable: random.chance(0.75),
        cancellation_days: random.pick([2, 3, 7, 14]),
        expiration,
        last_minute: random.chance(0.08),
        marketing_labels: random.chance(0.2) ? [`marketing-${random.int(0, texts.marketingLabels.fr.length - 1)}`] : [],
        targeted_label: random.chance(0.05) ? random.pick(['scarcity', 'reinsurance']) : null,
        data_flow_mode: isPushed ? 'push' : 'pull',
        channel_manager_id: isPushed ? random.pick(['SITEMINDER', 'DEDGE', 'AVAILPRO']) : null,
        auto_discount_code: autoDiscount ? `AUTO${autoDiscount}` : null,
        auto_discount_value: autoDiscount,
        is_giftable: random.chance(0.85),
        published: hotel.active && !random.chance(0.02),
        popularity: Math.round(random.normal(400, 250, 0, 1000)),
      });
    }
  }
  return packages;
}

/**
 * The day of an item in its package's own stay, as its kind has it (ADR 52): a welcome item on arrival, a late
 * check-out on departure, the first breakfast the morning after the first night; the others spread over the nights.
 */
function getGeneratedItemDay(activity: ActivityText, index: number, nights: number): number {
  switch (getProgrammeKind(activity)) {
    case 'arrival':
      return 1;
    case 'departure':
      return nights + 1;
    case 'morning':
      return 2;
    default:
      return Math.min(nights, 1 + (index % nights));
  }
}

function localized(templates: Record<Lang, string[]>, random: Random, values: (lang: Lang) => Record<string, string | number>): Localized {
  const index = random.int(0, 999);
  const result = {} as Localized;
  for (const lang of LANGS) {
    const list = templates[lang];
    const text = fill(list[index % list.length] ?? '', values(lang));
    result[lang] = text.charAt(0).toUpperCase() + text.slice(1);
  }
  return result;
}

/** `count` texts at the same positions in every language among those that fit; `keep` drops some after the draw. */
function pickLocalized(
  random: Random,
  lists: Record<Lang, string[]>,
  count: number,
  fits: (position: number) => boolean = () => true,
  keep: (position: number) => boolean = () => true,
): Record<Lang, string[]> {
  const positions = random.sample([...lists.fr.keys()].filter(fits), count).filter(keep);
  return Object.fromEntries(LANGS.map((lang) => [lang, positions.map((i) => lists[lang][i % lists[lang].length] ?? '')])) as Record<Lang, string[]>;
}

/** The night noun of each language, singular and plural: "1 nuit", "2 nuits" (never "nuit(s)"). */
export const NIGHT_WORDS: Record<Lang, readonly [string, string]> = {
  fr: ['nuit', 'nuits'],
  es: ['noche', 'noches'],
  it: ['notte', 'notti'],
  nl: ['nacht', 'nachten'],
};

/** "1 nuit", "2 nuits" in a language. */
export function formatNights(nights: number, lang: Lang): string {
  const [one, other] = NIGHT_WORDS[lang];
  return `${nights} ${nights === 1 ? one : other}`;
}

function programLines(texts: PhraseBanks, random: Random, room: RoomRow, chosen: ActivityText[], nights: number): Record<Lang, string[]> {
  const result = {} as Record<Lang, string[]>;
  const index = random.int(0, 999);
  for (const lang of LANGS) {
    // The first line is the stay itself: only templates that name the room.
    const templates = texts.programLines[lang].filter((t) => t.includes('{room}'));
    const stay = fill(templates[index % templates.length] ?? '', {
      nights,
      nightsText: formatNights(nights, lang),
      room: lowerFirst(room.labels[lang], lang),
      activity: '',
      dinner: '',
      breakfast: '',
    });
    result[lang] = [stay, ...chosen.map((a) => a.titles[lang])];
  }
  return result;
}

/** One year of availability per hotel: sold-out weekends, seasonal closures, supplements and promos. */
export function generateHotelDays(random: Random, hotels: HotelRow[], today: string): HotelDayRow[] {
  const rows: HotelDayRow[] = [];
  const start = parseISO(today);
  const days = Array.from({ length: AVAILABILITY_DAYS }, (_, i) => addDays(start, i));
  const labels = days.map((d) => format(d, 'yyyy-MM-dd'));
  for (const hotel of hotels) {
    const demand = random.normal(1, 0.35, 0.3, 2);
    const closedFrom = random.chance(0.06) ? random.int(30, AVAILABILITY_DAYS - 30) : -1;
    const closedDays = random.int(14, 28);
    const summerMinStay = random.chance(0.3);
    days.forEach((date, i) => {
      const weekday = getDay(date);
      const month = getMonth(date);
      const isWeekend = weekday === 5 || weekday === 6;
      const isHighSeason = month >= 5 && month <= 8;
      const closed = closedFrom >= 0 && i >= closedFrom && i < closedFrom + closedDays;
      const soldOut = random.chance((isWeekend ? 0.1 : 0.04) * demand * (i < 21 ? 2 : 1));
      const available = !closed && !soldOut;
      const supplement = available && isWeekend && (isHighSeason || random.chance(0.2 * demand));
      rows.push({
        hotel_id: hotel.id,
        day: labels[i] ?? '',
        status: available ? (supplement ? 2 : 1) : 0,
        price_factor: supplement ? random.int(108, 130) : random.int(92, 104),
        min_los: summerMinStay && isHighSeason && weekday === 6 ? 2 : 1,
        // A hotel's free rooms of the night: the same spread all year (no scarcity made up for the coming weeks).
        rooms_left: available ? random.int(2, 12) : 0,
        promo: available && random.chance(0.06) ? random.pick([10, 15, 20]) : 0,
      });
    });
  }
  return rows;
}

/** Upsells: a richer package of the same hotel offered from a simpler one, priced per length of stay. */
export function generateUpsells(random: Random, packages: PackageRow[]): UpsellRow[] {
  const byHotel = new Map<number, PackageRow[]>();
  for (const p of packages) byHotel.set(p.hotel_id, [...(byHotel.get(p.hotel_id) ?? []), p]);
  const rows: UpsellRow[] = [];
  for (const list of byHotel.values()) {
    const sorted = [...list].sort((a, b) => a.base_price / a.nights - b.base_price / b.nights);
    for (let i = 0; i + 1 < sorted.length; i += 1) {
      const from = sorted[i];
      const to = sorted[i + 1];
      if (!from || !to || !random.chance(0.5)) continue;
      const perNight = Math.max(500, Math.round((to.base_price / to.nights - from.base_price / from.nights) / 100) * 100);
      rows.push({ package_id: from.id, upsell_package_id: to.id, price_difference_per_los: { '1': perNight, '2': perNight * 2, '3': perNight * 3 } });
    }
  }
  return rows;
}
