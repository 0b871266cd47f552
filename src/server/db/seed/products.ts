import type { Selectable } from 'kysely';
import { DIGITAL_BOX_SUFFIX, PHYSICAL_BOX_SUFFIX } from '../../../domain/box';
import type { ActivityCentresTable, ActivityPrice, ActivityProductsTable, BoxesTable } from '../schema';
import type { DestinationRow } from './destinations';
import type { PackageRow } from './packages';
import { THEME_IDS } from './packages';
import { ACTIVITY_SETTINGS, getCentreActivities } from './catalog-rules';
import { findNearest } from './destinations';
import { fill, type Random } from './random';
import type { CountryCode, Lang, Localized, PhraseBanks } from './text-types';

const LANGS: Lang[] = ['fr', 'es', 'it', 'nl'];

export type ActivityCentreRow = Selectable<ActivityCentresTable>;

export type ActivityProductRow = Selectable<ActivityProductsTable>;

export type BoxRow = Selectable<BoxesTable>;

const sameIndex = (random: Random, lists: Record<Lang, string[]>, count: number): Record<Lang, string[]> => {
  const positions = random.sample([...lists.fr.keys()], count);
  return Object.fromEntries(LANGS.map((l) => [l, positions.map((i) => lists[l][i % lists[l].length] ?? '')])) as Record<Lang, string[]>;
};

/** Activity-only products (day activities without a hotel night) at activity centres in the cities. */
export function generateActivityProducts(random: Random, texts: PhraseBanks, destinations: DestinationRow[], count: number) {
  const cities = destinations.filter((d) => d.category === 'city');
  const centres: ActivityCentreRow[] = [];
  const centreCount = Math.ceil(count / 2);
  for (let id = 1; id <= centreCount; id += 1) {
    const drawnCity = random.pick(cities);
    // Only centres whose name says what they offer (a chocolaterie sells a chocolate workshop, not yoga).
    const label = random.pick(texts.activityCentreNames[drawnCity.country as CountryCode].filter((name) => getCentreActivities(name).length > 0));
    // A centre whose activities need the sea (oysters, thalasso) stands in the city nearest a seaside resort.
    const needsSea = getCentreActivities(label).some((key) => ACTIVITY_SETTINGS[key]?.every((place) => place === 'seaside') ?? false);
    const resorts = destinations.filter((d) => d.category === 'sea_resort' && d.country === drawnCity.country);
    const resort = needsSea && resorts.length > 0 ? random.pick(resorts) : undefined;
    const city = (resort && findNearest(cities.filter((c) => c.country === drawnCity.country), resort.latitude, resort.longitude)) || drawnCity;
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
    const offered = new Set(getCentreActivities(centre.label));
    const candidates = texts.activities.filter((a) => a.type === 'activity' && offered.has(a.key));
    const chosen = random.sample(candidates, random.int(1, Math.min(3, candidates.length)));
    const main = chosen[0];
    if (!main) continue;
    const theme = main.themeKey;
    const city = destinations.find((d) => d.id === centre.city_id);
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
          return [l, fill(list[descriptionIndex % list.length] ?? '', { activity: main.titles[l].toLowerCase(), city: city?.label ?? '', centre: centre.label })];
        }),
      ) as Localized,
      activities: Object.fromEntries(LANGS.map((l) => [l, chosen.map((a) => ({ title: a.titles[l], detail: a.details[l], duration: a.duration }))])) as ActivityProductRow['activities'],
      locations: [{ label: `${centre.label}, ${city?.label ?? ''}`, latitude: centre.latitude, longitude: centre.longitude }],
      schedules: sameIndex(random, texts.schedules, 1),
      nice_to_know: sameIndex(random, texts.niceToKnow, random.int(2, 4)),
      important_info: sameIndex(random, texts.importantInfos, random.int(1, 2)),
      prices,
      // About one in twenty is withdrawn at random, and every twentieth too, so even the small catalog (20) has one.
      published: !random.chance(0.05) && id % 20 !== 7,
      image_count: random.int(3, 8),
    });
  }
  return { centres, products };
}

/** What the physical box (printed voucher in its case) costs more than the e-box, in cents. */
export const PHYSICAL_BOX_SUPPLEMENT = 500;

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
    const code = `${box.slug.toUpperCase().replace(/[^A-Z0-9]+/g, '').slice(0, 10)}${String(index + 1).padStart(2, '0')}`;
    // One promo per box, for both formats (the draws of the physical format are kept so the rest of the catalog is unchanged).
    let boxPromoPercent = 0;
    for (const format of ['digital', 'physical'] as const) {
      const boxCode = `${code}-${format === 'digital' ? DIGITAL_BOX_SUFFIX : PHYSICAL_BOX_SUFFIX}`;
      const sell = format === 'digital' ? value : value + PHYSICAL_BOX_SUPPLEMENT;
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
        subtheme_ids: random.sample(texts.subthemes.filter((s) => s.themeKey === box.themeKey), 2).map((s) => s.id),
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
