/**
 * What the catalogue's pictures show (ADR 63): each picture has a subject taken from the facts it illustrates (the
 * hotel's setting and building, a room's beds and view, a facility, an activity), and a hotel's gallery is the list
 * of those subjects in a fixed order. Drawing them is the server's job; this module only decides what is drawn.
 */

/** Where a hotel stands, as the catalogue's `environment` says. */
export type Setting = 'seaside' | 'mountain' | 'lakeside' | 'vineyard' | 'forest' | 'city-centre' | 'countryside';
export const SETTINGS: readonly Setting[] = ['seaside', 'mountain', 'lakeside', 'vineyard', 'forest', 'city-centre', 'countryside'];

/** The kind of house an exterior draws. */
export type Building = 'chateau' | 'manor' | 'chalet' | 'city' | 'farmhouse' | 'villa' | 'mill' | 'townhouse';
export const BUILDINGS: readonly Building[] = ['chateau', 'manor', 'chalet', 'city', 'farmhouse', 'villa', 'mill', 'townhouse'];

/** What a room's window looks onto. */
export type View = 'sea' | 'mountain' | 'lake' | 'vines' | 'forest' | 'street' | 'garden';
export const VIEWS: readonly View[] = ['sea', 'mountain', 'lake', 'vines', 'forest', 'street', 'garden'];

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
export type TimeOfDay = 'morning' | 'day' | 'evening' | 'night';

/** The beds a room picture draws: one double (large or not), single beds, a sofa bed. */
export interface Beds {
  double: 0 | 1;
  large: boolean;
  singles: number;
  sofa: boolean;
}

/** A hotel's facts that its pictures follow (a row of `hotels`). */
export interface HotelFacts {
  id: number;
  label: string;
  star: number;
  hotelType: string;
  environment: string;
  facilities: readonly string[];
}

export type PictureSubject =
  | { kind: 'exterior' }
  | { kind: 'room'; room: string; view: View }
  | { kind: 'pool'; indoor: boolean }
  | { kind: 'spa' }
  | { kind: 'dining' }
  | { kind: 'activity'; activity: string };

/** A picture of a hotel: what it shows, in which setting and house. */
export interface HotelPicture {
  hotelId: number;
  setting: Setting;
  building: Building;
  subject: PictureSubject;
}

/** How an exterior is composed; each hotel id gets its own combination (see getExteriorComposition). */
export interface ExteriorComposition {
  variant: number;
  palette: number;
  season: Season;
  time: TimeOfDay;
  foreground: number;
}

export const BUILDING_VARIANTS = 3;
export const SETTING_PALETTES = 4;
export const FOREGROUNDS = 4;
const SEASONS: readonly Season[] = ['spring', 'summer', 'autumn', 'winter'];
const TIMES: readonly TimeOfDay[] = ['morning', 'day', 'evening', 'night'];
/** A prime: coprime with every count of compositions, so neighbouring ids get far-apart compositions. */
const COMPOSITION_STRIDE = 389;

const ROOM_BEDS: Readonly<Record<string, Beds>> = {
  double: { double: 1, large: false, singles: 0, sofa: false },
  twin: { double: 0, large: false, singles: 2, sofa: false },
  'superior-double': { double: 1, large: true, singles: 0, sofa: false },
  'junior-suite': { double: 1, large: true, singles: 0, sofa: true },
  suite: { double: 1, large: true, singles: 0, sofa: true },
  family: { double: 1, large: false, singles: 2, sofa: false },
  triple: { double: 1, large: false, singles: 1, sofa: false },
  'deluxe-sea-view': { double: 1, large: true, singles: 0, sofa: false },
};

/** The beds of a room type (the catalogue's `rooms.type`); an unknown type is a double room. */
/** Outdoor settings in the order an activity falls back on when its own is not around its place. */
const ACTIVITY_FALLBACKS: readonly Setting[] = ['countryside', 'forest', 'lakeside', 'vineyard', 'seaside', 'mountain'];

/**
 * Where an activity is drawn, given the setting it naturally happens in (`home`: a water park by the sea) and what
 * lies around its place (`around`, the settings of its centre's city): its own setting when the place has it, else an
 * outdoor setting the place has, else the town itself. A water park in an inland town is not drawn on a beach.
 * Without a place (`around` undefined), its own setting.
 */
export function getActivitySetting(home: Setting, around: readonly string[] | undefined): Setting {
  if (around === undefined || home === 'city-centre' || around.includes(home)) return home;
  return ACTIVITY_FALLBACKS.find((setting) => around.includes(setting)) ?? 'city-centre';
}

export function getRoomBeds(roomType: string): Beds {
  return ROOM_BEDS[roomType] ?? { double: 1, large: false, singles: 0, sofa: false };
}

/** A known setting, or the countryside for anything else. */
export function toSetting(environment: string): Setting {
  return (SETTINGS as readonly string[]).includes(environment) ? (environment as Setting) : 'countryside';
}

const VIEW_OF_SETTING: Readonly<Record<Setting, View>> = {
  seaside: 'garden',
  mountain: 'mountain',
  lakeside: 'lake',
  vineyard: 'vines',
  forest: 'forest',
  'city-centre': 'street',
  countryside: 'garden',
};

/** What a room looks onto: the sea only from a sea-view room (which only the coast has), else its setting. */
export function getRoomView(roomType: string, environment: string): View {
  return roomType === 'deluxe-sea-view' ? 'sea' : VIEW_OF_SETTING[toSetting(environment)];
}

/** Names that say what the house is, in the catalogue's five languages; the first that matches wins. */
const NAME_BUILDINGS: readonly [RegExp, Building][] = [
  [/\b(Château|Castello|Kasteel|Castillo|Palacio|Palazzo|Parador|Rocca)\b/i, 'chateau'],
  [/\b(Moulin|Molino|Mulino|Molen\w*)\b/i, 'mill'],
  [/\b(Manoir|Landgoed|Buitenplaats|Hacienda|Tenuta|Domaine|Antica Dimora|Dimora)\b/i, 'manor'],
  [/\b(Villa|Bastide|Masía|Finca|Cortijo|Residenza)\b/i, 'villa'],
  [/\b(Agriturismo|Hotel Rural|Hoeve|Hofstede|Borgo|Logis|Posada|Herberg)\b/i, 'farmhouse'],
  [/\b(Boutique|Boutiquehotel|Logement)\b/i, 'townhouse'],
  [/\b(Grand Hôtel|Grand Hotel|Gran Hotel|Parkhotel)\b/i, 'city'],
];

/** The house an exterior draws, from the hotel's name, setting, type and stars (the catalogue has no such field). */
export function getBuildingType(hotel: Pick<HotelFacts, 'id' | 'label' | 'star' | 'hotelType' | 'environment'>): Building {
  const setting = toSetting(hotel.environment);
  const named = NAME_BUILDINGS.find(([pattern]) => pattern.test(hotel.label))?.[1];
  if (named === 'chateau' || named === 'mill') return named;
  if (setting === 'mountain') return 'chalet';
  if (named) return named;
  if (hotel.hotelType === 'castle') return hotel.star >= 4 ? 'chateau' : 'manor';
  if (setting === 'city-centre') return hotel.hotelType === 'boutique-hotel' || hotel.hotelType === 'guest-house' || hotel.star <= 2 ? 'townhouse' : 'city';
  if (hotel.hotelType === 'country-house' || hotel.hotelType === 'guest-house' || hotel.hotelType === 'inn') return hotel.star >= 4 ? 'manor' : 'farmhouse';
  if (setting === 'seaside') return 'villa';
  if (setting === 'vineyard') return hotel.star >= 4 ? 'manor' : 'villa';
  return hotel.star >= 5 ? 'manor' : hotel.star <= 2 ? 'farmhouse' : hotel.id % 2 === 0 ? 'villa' : 'manor';
}

/** Seasons a setting is drawn in: snow lies only in the mountains, so only they get a winter. */
export function getSettingSeasons(setting: Setting): readonly Season[] {
  return setting === 'mountain' ? SEASONS : SEASONS.filter((season) => season !== 'winter');
}

/** How many exteriors a setting has: the first this many hotel ids of one setting and building never share one. */
export function getExteriorCompositionCount(setting: Setting): number {
  return BUILDING_VARIANTS * SETTING_PALETTES * getSettingSeasons(setting).length * TIMES.length * FOREGROUNDS;
}

/**
 * The exterior's composition for a hotel id: the id, spread by a stride coprime with the number of compositions,
 * is read as the digits of variant, palette, season, time and foreground (a mixed-radix number), so two ids closer
 * than getExteriorCompositionCount never share all five.
 */
export function getExteriorComposition(hotelId: number, setting: Setting): ExteriorComposition {
  const seasons = getSettingSeasons(setting);
  const count = getExteriorCompositionCount(setting);
  let rest = (((hotelId * COMPOSITION_STRIDE) % count) + count) % count;
  const digit = (base: number) => {
    const value = rest % base;
    rest = Math.floor(rest / base);
    return value;
  };
  const variant = digit(BUILDING_VARIANTS);
  const palette = digit(SETTING_PALETTES);
  const season = seasons[digit(seasons.length)] ?? 'summer';
  const time = TIMES[digit(TIMES.length)] ?? 'day';
  return { variant, palette, season, time, foreground: digit(FOREGROUNDS) };
}

/** Room types once each, from the simplest to the largest, then the sea-view room; unknown types last. */
function sortRoomTypes(roomTypes: readonly string[]): string[] {
  const order = Object.keys(ROOM_BEDS);
  const rank = (type: string) => (order.includes(type) ? order.indexOf(type) : order.length);
  return [...new Set(roomTypes)].sort((a, b) => rank(a) - rank(b));
}

/** Pools, then a spa (a sauna, hammam or hot tub makes one), then the dining room: only what the hotel has. */
function facilityPictures(facilities: readonly string[]): PictureSubject[] {
  const has = (key: string) => facilities.includes(key);
  const pictures: PictureSubject[] = [];
  if (has('indoor-pool')) pictures.push({ kind: 'pool', indoor: true });
  if (has('outdoor-pool')) pictures.push({ kind: 'pool', indoor: false });
  if (has('spa') || has('sauna') || has('hammam') || has('hot-tub')) pictures.push({ kind: 'spa' });
  if (has('restaurant')) pictures.push({ kind: 'dining' });
  return pictures;
}

/**
 * A hotel's gallery: its exterior, one picture per room type, its pool, spa and dining room when it has them, then
 * the activities of its stay (each once), in that order. `activities` are catalogue activity keys; keys without a
 * drawing (`hasActivityPicture`) are left out.
 */
export function getHotelPictures(
  hotel: HotelFacts,
  roomTypes: readonly string[],
  activities: readonly string[],
  hasActivityPicture: (key: string) => boolean,
): HotelPicture[] {
  const setting = toSetting(hotel.environment);
  const building = getBuildingType(hotel);
  const subjects: PictureSubject[] = [
    { kind: 'exterior' },
    ...sortRoomTypes(roomTypes).map((room): PictureSubject => ({ kind: 'room', room, view: getRoomView(room, hotel.environment) })),
    ...facilityPictures(hotel.facilities),
    ...[...new Set(activities)].filter(hasActivityPicture).map((activity): PictureSubject => ({ kind: 'activity', activity })),
  ];
  return subjects.map((subject) => ({ hotelId: hotel.id, setting, building, subject }));
}
