import type { Selectable } from 'kysely';
import { DIGITAL_BOX_SUFFIX, PHYSICAL_BOX_SUFFIX } from '../../../domain/box';
import { getPhysicalSupplement } from '../../../domain/gift-pricing';
import type { ActivityCentresTable, ActivityPrice, ActivityProductsTable, BoxesTable } from '../schema';
import type { DestinationRow } from './destinations';
import type { PackageRow } from './packages';
import { THEME_IDS } from './packages';
import { ACTIVITY_SETTINGS, getCentreActivities } from './catalog-rules';
import { getCitySettings } from './destinations';
import { fill, type Random } from './random';
import type { CountryCode, Lang, Localized, PhraseBanks } from './text-types';

const LANGS: Lang[] = ['fr', 'es', 'it', 'nl'];

export type ActivityCentreRow = Selectable<ActivityCentresTable>;

/** A centre as first drawn, before its contact details (drawn apart, see addCentreContacts). */
export type DrawnCentre = Omit<ActivityCentreRow, 'email' | 'street_address' | 'postcode' | 'city' | 'phone'>;

export type ActivityProductRow = Selectable<ActivityProductsTable>;

export type BoxRow = Selectable<BoxesTable>;

const sameIndex = (random: Random, lists: Record<Lang, string[]>, count: number, fits: (position: number) => boolean = () => true): Record<Lang, string[]> => {
  const positions = random.sample([...lists.fr.keys()], count).filter(fits);
  return Object.fromEntries(LANGS.map((l) => [l, positions.map((i) => lists[l][i % lists[l].length] ?? '')])) as Record<Lang, string[]>;
};

/**
 * What each 'nice to know' and important-information text is about, by position (the same in every language):
 * 'any' suits every activity, 'hotel' only a stay (never an activity voucher), a theme only activities of that theme.
 */
const NICE_TO_KNOW_KINDS: readonly string[] = ['any', 'wellness', 'family', 'any', 'any', 'outdoor', 'any', 'wellness', 'gastronomy', 'wellness', 'any', 'any'];
const ACTIVITY_INFO_KINDS: readonly string[] = ['wellness', 'wellness', 'hotel', 'hotel', 'wellness', 'hotel', 'wellness', 'hotel', 'any', 'any'];

function fitsActivityNote(kind: string | undefined, theme: string): boolean {
  if (kind === undefined || kind === 'hotel') return false;
  if (kind === 'any') return true;
  if (kind === 'outdoor') return theme === 'family' || theme === 'romantic';
  return kind === theme;
}

/** Whether an activity can happen in `city`: in its centre, or in what surrounds it (getCitySettings). */
function happensIn(key: string, city: DestinationRow): boolean {
  const places = ACTIVITY_SETTINGS[key];
  const around: readonly string[] = ['city-centre', ...getCitySettings(city)];
  return !places || places.some((place) => around.includes(place));
}

/** Activity-only products (day activities without a hotel night) at activity centres in the cities. */
export function generateActivityProducts(random: Random, texts: PhraseBanks, destinations: DestinationRow[], count: number) {
  const cities = destinations.filter((d) => d.category === 'city');
  const centres: DrawnCentre[] = [];
  const centreCount = Math.ceil(count / 2);
  for (let id = 1; id <= centreCount; id += 1) {
    const city = random.pick(cities);
    // Only centres whose name says what they offer (a chocolaterie sells a chocolate workshop, not yoga), and that
    // offer something the city has room for (oysters and thalasso on the coast, canoes on a river or a lake).
    const label = random.pick(
      texts.activityCentreNames[city.country as CountryCode].filter((name) => getCentreActivities(name).some((key) => happensIn(key, city))),
    );
    centres.push({
      id,
      label,
      stars: random.chance(0.3) ? random.int(3, 5) : null,
      city_id: city.id,
      latitude: Number((city.latitude + random.normal(0, 0.02, -0.05, 0.05)).toFixed(5)),
      longitude: Number((city.longitude + random.normal(0, 0.02, -0.05, 0.05)).toFixed(5)),
    });
  }
  const products: ActivityProductRow[] = [];
  for (let id = 1; id <= count; id += 1) {
    const centre = random.pick(centres);
    const city = destinations.find((d) => d.id === centre.city_id);
    const offered = new Set(getCentreActivities(centre.label));
    const candidates = texts.activities.filter((a) => a.type === 'activity' && offered.has(a.key) && (!city || happensIn(a.key, city)));
    const drawn = random.sample(candidates, random.int(1, Math.min(3, candidates.length)));
    const main = drawn[0];
    if (!main) continue;
    const theme = main.themeKey;
    // One voucher, one kind of outing: a canoe trip for two is not sold with a family one.
    const chosen = drawn.filter((a) => a.themeKey === theme);
    const barForTwo = Math.round((chosen.reduce((sum, a) => sum + a.priceForTwo, 0) * random.normal(1, 0.1, 0.8, 1.3)) / 100) * 100;
    const discount = random.chance(0.35) ? random.int(5, 30) : 0;
    const prices: ActivityPrice[] = [1, 2].map((adults) => {
      const bar = adults === 1 ? Math.round((barForTwo * 0.55) / 100) * 100 : barForTwo;
      return { adults, barPrice: bar, sellPrice: Math.round((bar * (100 - discount)) / 10000) * 100 };
    });
    const descriptionIndex = random.int(0, 999);
    products.push({
      id,
      activity_centre_id: centre.id,
      theme_id: THEME_IDS[theme],
      labels: Object.fromEntries(LANGS.map((l) => [l, main.titles[l]])) as Localized,
      descriptions: Object.fromEntries(
        LANGS.map((l) => {
          const list = texts.activityDescriptions[l];
          return [
            l,
            fill(list[descriptionIndex % list.length] ?? '', { activity: main.titles[l].toLowerCase(), city: city?.label ?? '', centre: centre.label }),
          ];
        }),
      ) as Localized,
      activities: Object.fromEntries(
        LANGS.map((l) => [l, chosen.map((a) => ({ title: a.titles[l], detail: a.details[l], duration: a.duration }))]),
      ) as ActivityProductRow['activities'],
      locations: [{ label: `${centre.label}, ${city?.label ?? ''}`, latitude: centre.latitude, longitude: centre.longitude }],
      schedules: sameIndex(random, texts.schedules, 1),
      // What an activity voucher says follows the activity: no bathrobe at a wine tasting, no tourist tax or baby cot.
      nice_to_know: sameIndex(random, texts.niceToKnow, random.int(2, 4), (position) => fitsActivityNote(NICE_TO_KNOW_KINDS[position], theme)),
      important_info: sameIndex(random, texts.importantInfos, random.int(1, 2), (position) => fitsActivityNote(ACTIVITY_INFO_KINDS[position], theme)),
      prices,
      // About one in twenty is withdrawn at random, and every twentieth too, so even the small catalog (20) has one.
      published: !random.chance(0.05) && id % 20 !== 7,
      image_count: random.int(3, 8),
    });
  }
  return { centres, products };
}

/** Gift boxes: each box of the phrase banks as an e-box (code ending EBOX) and a physical box. */
export function generateBoxes(random: Random, texts: PhraseBanks, packages: PackageRow[]) {
  const boxes: BoxRow[] = [];
  const links: { box_code: string; package_id: number }[] = [];
  texts.boxes.forEach((box, index) => {
    const themeId = THEME_IDS[box.themeKey];
    const candidates = packages.filter((p) => p.published && p.is_giftable && p.theme_id === themeId && p.nights === box.nights);
    const prices = candidates.map((p) => p.base_price).sort((a, b) => a - b);
    const value = Math.round((prices[Math.floor(prices.length * 0.6)] ?? 15000) / 1000) * 1000 - 100;
    const included = candidates.filter((p) => p.base_price <= value + 2000);
    const chosen = random.sample(included, random.int(40, 120));
    const code = `${box.slug
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '')
      .slice(0, 10)}${String(index + 1).padStart(2, '0')}`;
    // One promo per box, for both formats (the draws of the physical format are kept so the rest of the catalog is unchanged).
    let boxPromoPercent = 0;
    for (const format of ['digital', 'physical'] as const) {
      const boxCode = `${code}-${format === 'digital' ? DIGITAL_BOX_SUFFIX : PHYSICAL_BOX_SUFFIX}`;
      const sell = value + getPhysicalSupplement('BOX', format);
      const drawnPercent = random.chance(0.35) ? random.int(8, 25) : 0;
      if (format === 'digital') boxPromoPercent = drawnPercent;
      boxes.push({
        code: boxCode,
        slug: box.slug,
        format,
        titles: box.titles,
        descriptions: box.descriptions,
        included_content: box.includedContent,
        value,
        sell_price: sell,
        reference_price: boxPromoPercent > 0 ? Math.round(sell / (1 - boxPromoPercent / 100) / 100) * 100 : sell,
        subtheme_ids: random
          .sample(
            texts.subthemes.filter((s) => s.themeKey === box.themeKey),
            2,
          )
          .map((s) => s.id),
        theme_id: themeId,
        nights: box.nights,
      });
      for (const p of chosen) links.push({ box_code: boxCode, package_id: p.id });
    }
  });
  return { boxes, links };
}

/** Shipping of physical gifts: free at home (spec §9), with a fee for another country. */
export const SHIPPING_COSTS = (['FR', 'ES', 'IT', 'NL', 'BE'] as const).map((country) => ({
  country,
  amount: 0,
  international_fee: country === 'BE' || country === 'NL' ? 490 : 690,
}));

export const GIFT_CARD = { id: 1, amounts: [2500, 5000, 7500, 10000, 15000, 20000, 30000], validity_months: 12 };

/** The top-level domain of a centre's web address in each country. */
const COUNTRY_TLD: Record<CountryCode, string> = { FR: 'fr', ES: 'es', IT: 'it', NL: 'nl', BE: 'be' };

/** Landline area codes of the largest cities; other cities draw a plausible one. */
const CITY_AREA_CODES: Record<string, string> = {
  Paris: '1',
  Lyon: '4',
  Marseille: '4',
  Bordeaux: '5',
  Toulouse: '5',
  Nantes: '2',
  Lille: '3',
  Strasbourg: '3',
  Nice: '4',
  Madrid: '91',
  Barcelona: '93',
  Valencia: '96',
  Sevilla: '95',
  Málaga: '95',
  Bilbao: '94',
  Roma: '06',
  Milano: '02',
  Firenze: '055',
  Napoli: '081',
  Torino: '011',
  Venezia: '041',
  Bologna: '051',
  Amsterdam: '20',
  Rotterdam: '10',
  'Den Haag': '70',
  Utrecht: '30',
  Maastricht: '43',
  Eindhoven: '40',
  Bruxelles: '2',
  Brussel: '2',
  Antwerpen: '3',
  Gent: '9',
  Liège: '4',
  Brugge: '50',
  Namur: '81',
};

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

/** A landline in the international form each country writes it in ('+33 4 78 42 17 90', '+31 20 624 1234'). */
function centrePhone(random: Random, country: CountryCode, city: DestinationRow | undefined): string {
  const known = city ? CITY_AREA_CODES[city.label] : undefined;
  switch (country) {
    case 'FR': {
      // Metropolitan France's five zones: 1 Paris, 2 north-west, 3 north-east, 4 south-east, 5 south-west.
      const lat = city?.latitude ?? 46;
      const lng = city?.longitude ?? 2;
      const zone = known ?? (lat > 46.5 ? (lng < 1.5 ? '2' : '3') : lng < 2.5 ? '5' : '4');
      return `+33 ${zone} ${random.int(10, 99)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
    }
    case 'ES': {
      const area = known ?? `9${random.pick(['2', '5', '6', '7', '8'])}`;
      return `+34 ${area}${random.int(0, 9)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
    }
    case 'IT': {
      const area =
        known ?? random.pick(['010', '030', '035', '045', '049', '050', '059', '070', '071', '075', '080', '089', '091', '095', '0471', '0541', '0577']);
      return `+39 ${area} ${digits(random, 10 - area.length - 3)} ${digits(random, 3)}`.replace(/ (\d{3,4})(\d{3})$/, ' $1 $2');
    }
    case 'NL': {
      const area = known ?? String(random.int(40, 58));
      return area.length === 2 ? `+31 ${area} ${random.int(200, 799)} ${digits(random, 4)}` : `+31 ${area} ${digits(random, 4)}`;
    }
    case 'BE': {
      const area =
        known ??
        String(random.pick([10, 11, 13, 14, 15, 16, 19, 50, 51, 52, 53, 56, 57, 58, 59, 60, 61, 63, 64, 65, 67, 69, 71, 80, 81, 82, 83, 84, 85, 86, 87, 89]));
      return area.length === 1
        ? `+32 ${area} ${random.int(200, 799)} ${digits(random, 2)} ${digits(random, 2)}`
        : `+32 ${area} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
    }
  }
}

/** The address part of an e-mail made from a centre's name: 'Centre Équestre du Val' → 'centre-equestre-du-val'. */
function mailName(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

/**
 * Every centre's contact details (ADR 46): a street of its country in the country's order, its city's postcode,
 * a landline in the country's format and a bookings address. Drawn from their own generator, so adding them
 * leaves the rest of the catalog as it was.
 */
export function addCentreContacts(random: Random, texts: PhraseBanks, destinations: DestinationRow[], centres: DrawnCentre[]): ActivityCentreRow[] {
  const byId = new Map(destinations.map((d) => [d.id, d]));
  return centres.map((centre) => {
    const city = byId.get(centre.city_id);
    const country = (city?.country ?? 'FR') as CountryCode;
    const street = random.pick(texts.streetNames[country]);
    const number = random.int(1, 90);
    return {
      ...centre,
      street_address: country === 'FR' ? `${number} ${street}` : country === 'ES' || country === 'IT' ? `${street}, ${number}` : `${street} ${number}`,
      postcode: city?.postcode ?? '',
      city: city?.label ?? '',
      phone: centrePhone(random, country, city),
      email: `reservations@${mailName(centre.label)}.${COUNTRY_TLD[country]}`,
    };
  });
}
