/**
 * What makes the generated catalog believable: a hotel's name, description and headwords follow
 * its setting (sea, lake, mountain, vineyard, countryside, forest, city centre); a package's activities and
 * dinner follow the setting and the party (children's activities only in family stays, in a room for a family);
 * an activity centre offers what its name says.
 */
import type { Lang, ThemeKey } from './text-types';

export type Environment = 'countryside' | 'seaside' | 'mountain' | 'city-centre' | 'vineyard' | 'lakeside' | 'forest';

const OUTDOORS: readonly Environment[] = ['countryside', 'mountain', 'vineyard', 'lakeside', 'forest'];

/** Hotel name nouns that name a setting: only a hotel in that setting may carry them. */
const NOUN_SETTINGS: readonly [RegExp, readonly Environment[]][] = [
  [/plage|\bport\b|\bmer\b|embruns|\bmar\b|dunas|puerto|\bfaro\b|\bcala\b|salinas|marina|\bmare\b|pescatore|duin|zeezicht/i, ['seaside']],
  [/\blac\b|étang|\blago\b|meerzicht|vijver|waterrijk|meersen/i, ['lakeside']],
  [/sierra|montaña|bergrust|ardennen/i, ['mountain']],
  [/vignes|viñedos|vigne/i, ['vineyard', 'countryside']],
  // Olive trees grow in the Mediterranean lowlands, not in ski resorts or by northern lakes.
  [/oliviers|olivos|ulivi|olijf/i, ['countryside', 'seaside', 'vineyard', 'city-centre']],
];

/** Names that promise a grand house (a château, a palace) or a modest inn: they follow the stars. */
const GRAND_NAMES = /^(Château|Grand Hôtel|Palacio|Palazzo|Castello|Kasteel|Grand Hotel|Gran Hotel|Parador)\b/;
const MODEST_NAMES = /^(Auberge|Logis|Hostal|Posada|Locanda|Pensione|Herberg)\b/;

/** Whether a hotel of `stars` may be called by `pattern` ('Château {noun}' from 4 stars, 'Auberge {noun}' up to 3). */
export function fitsNamePattern(pattern: string, stars: number): boolean {
  if (GRAND_NAMES.test(pattern)) return stars >= 4;
  if (MODEST_NAMES.test(pattern)) return stars <= 3;
  return true;
}

/** Olive trees grow south of this latitude (the Mediterranean side of Europe): no 'Relais des Oliviers' in Tours. */
export const OLIVE_LATITUDE_MAX = 44.9;
const OLIVES = /oliviers|olivos|ulivi|olijf/i;

/** Whether a hotel in `environment`, at `latitude`, may be named with `noun`. */
export function fitsNoun(noun: string, environment: string, latitude: number): boolean {
  if (OLIVES.test(noun) && latitude > OLIVE_LATITUDE_MAX) return false;
  const rule = NOUN_SETTINGS.find(([pattern]) => pattern.test(noun));
  return !rule || rule[1].includes(environment as Environment);
}

/** Hotel description templates (by position, the same in every language) that do not suit a city-centre hotel. */
export const COUNTRY_ONLY_DESCRIPTIONS: ReadonlySet<number> = new Set([1, 7]);

/** What a package's headword depends on, by its position in the (parallel) headword lists. */
export interface HeadwordContext {
  environment: string;
  theme: ThemeKey;
  petsAllowed: boolean;
  ecoCount: number;
}

const HEADWORD_RULES: Readonly<Record<number, (context: HeadwordContext) => boolean>> = {
  0: (c) => c.environment === 'seaside', // Vue sur la mer
  2: (c) => c.environment === 'vineyard', // Au cœur des vignes
  6: (c) => c.environment !== 'city-centre', // Calme absolu
  7: (c) => c.environment === 'seaside', // À deux pas de la plage
  8: (c) => ['seaside', 'mountain', 'vineyard', 'lakeside'].includes(c.environment), // Vue panoramique
  9: (c) => c.environment !== 'city-centre', // Jardin arboré
  12: (c) => c.theme === 'family', // Idéal en famille
  14: (c) => c.environment === 'mountain', // Au pied des pistes
  15: (c) => c.environment === 'city-centre', // En plein centre historique
  18: (c) => c.petsAllowed, // Animaux bienvenus
  20: (c) => c.environment === 'lakeside', // Au bord du lac
  21: (c) => OUTDOORS.includes(c.environment as Environment), // Cadre verdoyant
  22: (c) => ['mountain', 'countryside', 'forest'].includes(c.environment), // Soirées au coin du feu
  23: (c) => c.ecoCount >= 5, // Adresse écoresponsable
};

/** Headwords that promise a facility (by position): the hotel must have one of them. */
const HEADWORD_FACILITIES: Readonly<Record<number, readonly string[]>> = {
  1: ['parking'], // Parking gratuit
  3: ['outdoor-pool', 'indoor-pool'], // Piscine chauffée
  4: ['spa'], // Spa privatif
  17: ['terrace'], // Terrasse ensoleillée
  19: ['restaurant'], // Table réputée
  22: ['fireplace'], // Soirées au coin du feu
};

/** Whether the headword at `position` promises only what the hotel's `facilities` hold (checked after the draw). */
export function promisesOnlyWhatItHas(position: number, facilities: readonly string[]): boolean {
  const needs = HEADWORD_FACILITIES[position];
  return !needs || needs.some((facility) => facilities.includes(facility));
}

/** Whether the headword at `position` may describe a package in `context`. */
export function fitsHeadword(position: number, context: HeadwordContext): boolean {
  return HEADWORD_RULES[position]?.(context) ?? true;
}

/** Settings an activity (or dinner) needs; absent means anywhere. */
export const ACTIVITY_SETTINGS: Readonly<Record<string, readonly Environment[]>> = {
  'thalasso-circuit': ['seaside'],
  'seaweed-wrap': ['seaside'],
  'oyster-tasting': ['seaside'],
  'seafood-dinner': ['seaside', 'lakeside'],
  'sunset-cruise': ['seaside', 'lakeside'],
  'hot-air-balloon': ['countryside', 'vineyard', 'mountain', 'lakeside', 'forest'],
  'truffle-hunt': ['countryside', 'forest', 'vineyard'],
  'horse-ride': ['countryside', 'forest', 'vineyard', 'mountain', 'seaside'],
  'pony-ride': ['countryside', 'forest', 'vineyard', 'mountain'],
  'educational-farm': ['countryside', 'forest', 'vineyard', 'mountain'],
  'canoe-for-two': ['lakeside', 'forest', 'countryside', 'mountain'],
  'family-canoe': ['lakeside', 'forest', 'countryside', 'mountain'],
  'nordic-bath': ['mountain', 'forest', 'lakeside', 'countryside'],
  'gourmet-picnic': ['countryside', 'vineyard', 'lakeside', 'forest', 'mountain', 'seaside'],
  'treetop-adventure': ['forest', 'mountain', 'countryside', 'lakeside'],
  'night-tour': ['city-centre'],
  'horse-carriage': ['city-centre', 'countryside', 'vineyard'],
  'cellar-visit': ['vineyard', 'countryside', 'city-centre'],
  'olive-oil-tasting': ['countryside', 'vineyard', 'seaside'],
};

/** Activities of the lowlands, near towns (a zoo, a water park): never a stay at a ski resort. */
const LOWLAND_ONLY: ReadonlySet<string> = new Set(['zoo', 'amusement-park', 'water-park', 'aquarium']);

/** Activities in the hotel's own spa: only where its facilities list one. */
export const HOTEL_SPA_ACTIVITIES: ReadonlySet<string> = new Set(['spa-access', 'private-spa', 'sauna-hammam', 'hammam-scrub']);

/**
 * Whether an activity suits the hotel beyond ACTIVITY_SETTINGS: no zoo or water park weekend in a ski resort, and
 * the spa's own treatments only in a hotel with a spa.
 */
export function fitsPlace(key: string, hotel: { environment: string; facilities: readonly string[] }): boolean {
  if (LOWLAND_ONLY.has(key) && hotel.environment === 'mountain') return false;
  return !HOTEL_SPA_ACTIVITIES.has(key) || hotel.facilities.includes('spa');
}

/** Activities made for children: only in a family stay, never in an adults' activity voucher. */
export const CHILDREN_ACTIVITIES: ReadonlySet<string> = new Set(['pony-ride', 'educational-farm', 'treasure-hunt', 'trampoline-park']);

/** Dinners that belong to one kind of stay (a family dinner is not a romantic one, and the reverse). */
export const DINNER_THEMES: Readonly<Record<string, readonly ThemeKey[]>> = {
  'family-dinner': ['family'],
  'candlelight-dinner': ['romantic', 'wellness'],
  'romantic-champagne-dinner': ['romantic', 'wellness'],
};

/** Whether an activity, dinner or breakfast fits a stay of `theme` in `environment`. */
export function fitsStay(key: string, environment: string, theme: ThemeKey): boolean {
  const settings = ACTIVITY_SETTINGS[key];
  if (settings && !settings.includes(environment as Environment)) return false;
  const themes = DINNER_THEMES[key];
  if (themes && !themes.includes(theme)) return false;
  return theme === 'family' || !CHILDREN_ACTIVITIES.has(key);
}

/** Smallest room a family stay is sold in (two adults and at least one child). */
export const FAMILY_ROOM_CAPACITY = 3;

/** Titles of family stays, per language; the general titles ('Week-end détente…') do not suit them. */
export const FAMILY_TITLES: Readonly<Record<'fr' | 'es' | 'it' | 'nl', readonly string[]>> = {
  fr: ['Week-end en famille avec {activity}', 'Escapade familiale avec {activity}', 'Souvenirs en famille avec {activity}'],
  es: ['Fin de semana en familia con {activity}', 'Escapada familiar con {activity}', 'Recuerdos en familia con {activity}'],
  it: ['Weekend in famiglia con {activity}', 'Fuga in famiglia con {activity}', 'Ricordi in famiglia con {activity}'],
  nl: ['Gezinsweekend: {activity}', 'Met het hele gezin: {activity}', 'Familie-uitje: {activity}'],
};

/**
 * What an activity centre offers, from its name: the first rule that matches gives the activities it may sell.
 * A name no rule knows (a pottery) is not used for a centre.
 */
export const CENTRE_ACTIVITIES: readonly [RegExp, readonly string[]][] = [
  [/thalasso|talaso/i, ['thalasso-circuit', 'seaweed-wrap', 'spa-access']],
  [/yoga/i, ['yoga-class', 'guided-meditation']],
  [/chocolat|cioccolat/i, ['chocolate-workshop']],
  [/p[âa]tiss|pasticceria/i, ['pastry-workshop']],
  [/fromage|queser|caseific|kaas/i, ['cheese-tasting']],
  [/huile|almazara|frantoio|olivos/i, ['olive-oil-tasting']],
  [/ostr[ée]icole|oester/i, ['oyster-tasting']],
  [/tartuf|truffe/i, ['truffle-hunt']],
  [/brasserie|cervecer|birrificio|brouwerij|bierproeverij/i, ['craft-brewery']],
  [
    /cave|vign|viña|bodega|\bvins?\b|cantina|enoteca|wijn|viticole|vinoteca|coteaux|acetaia/i,
    ['wine-tasting', 'cellar-visit', 'wine-course', 'food-wine-pairing', 'sparkling-wine-tasting'],
  ],
  [/cuisine|cocina|cucina|kook|gourmand/i, ['cooking-class', 'market-and-cooking', 'fresh-pasta-workshop']],
  [/[ée]questre|ecuestre|ippico|[ée]curies|haras|h[íi]pica|maneggio|manege/i, ['horse-ride']],
  [/aventur|avventura|accrobranche|klimbos|klimpark/i, ['treetop-adventure']],
  [/montgolfi|globos|mongolfiere|ballonvaart/i, ['hot-air-balloon']],
  [/croisi[èe]re|cruceros|crociere|rederij/i, ['sunset-cruise']],
  [/nautique|n[áa]utico|vela|sloep|bateaux|bootjes|kayak|canoa|kanoverhuur|piraguas/i, ['canoe-for-two', 'family-canoe']],
  [/aquatique|acu[áa]tico|acquatico|zwemparadijs/i, ['water-park']],
  [/aquarium|acuario|acquario/i, ['aquarium']],
  [/[ée]nigme|escape|puzzelkamer|enigma/i, ['escape-game']],
  [/mini-?golf|midgetgolf/i, ['mini-golf']],
  [/\bzoo\b|bioparque|faunistico|dierenpark|animalier/i, ['zoo', 'wildlife-park']],
  [/attractiepark/i, ['amusement-park']],
  [/fietsverhuur/i, ['bike-rental']],
  [/huifkar/i, ['horse-carriage']],
  [
    /spa\b|therm|terme|bains|baños|wellness|bienestar|benessere|institut|sauna|aqua\b|aurora|sources|termali/i,
    [
      'spa-access',
      'relaxing-massage-30',
      'california-massage-60',
      'hammam-scrub',
      'facial-treatment',
      'sauna-hammam',
      'hot-stone-massage',
      'thermal-baths',
      'reflexology',
    ],
  ],
];

/** The activities a centre called `name` offers (adults' vouchers: no children's activity), or none. */
export function getCentreActivities(name: string): readonly string[] {
  const keys = CENTRE_ACTIVITIES.find(([pattern]) => pattern.test(name))?.[1] ?? [];
  return keys.filter((key) => !CHILDREN_ACTIVITIES.has(key));
}

/** Who wrote a generated review (the review's `type`). */
export type ReviewerParty = 'COUPLE' | 'FAMILY' | 'FRIENDS' | 'SOLO' | 'BUSINESS';

/** Words that say "we": a solo or business traveller does not write them. */
const WE: Record<Lang, RegExp> = {
  fr: /\b(nous|notre|nos|on)\b/i,
  es: /\b(nosotros|nuestr[oa]s?|hemos|estuvimos|volveremos|dormimos|celebramos|fuimos|tuvimos|nos)\b/i,
  it: /\b(noi|nostr[oaie]|abbiamo|siamo|torneremo|ci)\b/i,
  nl: /\b(wij|we|ons|onze)\b/i,
};
/** Children and babies: only a family mentions them. */
const CHILDREN: Record<Lang, RegExp> = {
  fr: /enfants?|bébés?|famille/i,
  es: /niñ[oa]s|hij[oa]s|beb[eé]s?|familia/i,
  it: /bambin[io]|figli|neonat|famiglia/i,
  nl: /kinderen|kids|baby|gezin/i,
};
/** A couple's occasion: not what friends, a family or someone alone writes. */
const COUPLE_ONLY: Record<Lang, RegExp> = {
  fr: /amoureux|mariage|romantique/i,
  es: /pareja|aniversario de boda|romántic/i,
  it: /coppia|anniversario di matrimonio|romantic/i,
  nl: /romantisch|trouwdag|huwelijksverjaardag|met z.n tweeën/i,
};

/** Whether a review text fits the party that wrote it (a solo traveller writes no 'we', only a family has children). */
export function fitsReviewer(text: string, lang: Lang, party: ReviewerParty): boolean {
  if ((party === 'SOLO' || party === 'BUSINESS') && WE[lang].test(text)) return false;
  if (party !== 'FAMILY' && CHILDREN[lang].test(text)) return false;
  if (party !== 'COUPLE' && COUPLE_ONLY[lang].test(text)) return false;
  return true;
}
