/**
 * The interface messages an island shows, in named sets. A set is composed once per language, on the server from
 * the locale files and for the browser as one module per set and language with a hashed name (cached for a year,
 * src/i18n/message-modules.ts), so no page carries them in its islands' props (ADR 71).
 *
 * Pure data and pure functions: the build's Vite plugin and the server both compose sets with them.
 */

/** A part of a set: a namespace's strings, only those under `prefixes` when given, under `ns:` keys when `named`. */
export interface MessagePart {
  readonly namespace: string;
  readonly prefixes?: readonly string[];
  readonly named?: boolean;
}

const CALENDAR_ERRORS = ['calendarChooseDates', 'calendarLooking'];

export const MESSAGE_SETS = {
  booking: [
    { namespace: 'booking' },
    { namespace: 'errors', named: true, prefixes: ['chooseTravelDates', 'chooseActivityDates', 'noMoreAvailability', 'quote.unexpected', 'priceHigher'] },
    { namespace: 'common', named: true, prefixes: ['allInPrice'] },
  ],
  calendar: [{ namespace: 'calendar' }, { namespace: 'errors', named: true, prefixes: CALENDAR_ERRORS }],
  search: [
    {
      namespace: 'search',
      prefixes: [
        'card',
        'stress',
        'reviewLabel',
        'pagination',
        'results',
        'filters',
        'sort',
        'flow',
        'drawer',
        'banner',
        'family',
        'themes',
        'heading',
        'meta',
        'seo',
        'area',
      ],
    },
    // The §8 texts of the results (errors, no results, suggestions), from the one catalogue.
    { namespace: 'errors', named: true, prefixes: ['somethingWrong', 'noResults', 'noActivity', 'removeAllFilters', 'suggestion', 'suggestionNoExact'] },
    // The all-in price switch and captions (ADR 53), shared with the product page.
    { namespace: 'common', named: true, prefixes: ['allInPrice'] },
  ],
  searchbox: [{ namespace: 'searchbox' }],
  searchboxDatesPax: [{ namespace: 'searchbox', prefixes: ['dates', 'pax'] }],
  searchboxPax: [{ namespace: 'searchbox', prefixes: ['pax'] }],
  searchFlows: [{ namespace: 'search', prefixes: ['flow'] }],
  payLater: [{ namespace: 'payLater' }],
  giftPanel: [
    {
      namespace: 'gifting',
      prefixes: ['panel', 'nights', 'buckets', 'upsell', 'format', 'delivery', 'extras', 'customisation', 'summary', 'validity', 'offer', 'singleVoucher'],
    },
    // The §8 field errors of the customisation form and the physical format's message, from the one catalogue.
    { namespace: 'errors', named: true, prefixes: ['field', 'physicalUnavailable'] },
  ],
  gallery: [{ namespace: 'gallery' }],
  map: [{ namespace: 'map' }],
  wishlist: [{ namespace: 'wishlist' }],
  reviews: [{ namespace: 'reviews' }, { namespace: 'errors', named: true, prefixes: ['somethingWrong', 'seeAllLanguages'] }],
  hotelCalendar: [{ namespace: 'hotel', prefixes: ['offers'] }],
  hotelOffers: [
    { namespace: 'hotel', prefixes: ['offers', 'details', 'gift'] },
    { namespace: 'errors', named: true, prefixes: ['somethingWrong', 'noOffersForHotel', 'noAvailabilityOnDates', 'seeAllOffers'] },
  ],
} as const satisfies Record<string, readonly MessagePart[]>;

export type MessageSetName = keyof typeof MESSAGE_SETS;

export const MESSAGE_SET_NAMES = Object.keys(MESSAGE_SETS) as MessageSetName[];

/** A locale file's tree: nested objects whose leaves are texts. */
export type MessageTree = { readonly [key: string]: unknown };

/**
 * A namespace's texts as a flat dictionary (dotted keys). With `prefixes` only the keys under them are kept, a
 * prefix matching itself, its children (`prefix.`) and its plural forms (`prefix_`).
 */
export function flattenMessages(tree: MessageTree, prefixes?: readonly string[]): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: MessageTree, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const dotted = path ? `${path}.${key}` : key;
      if (typeof value === 'string') {
        if (!prefixes || prefixes.some((prefix) => dotted === prefix || dotted.startsWith(`${prefix}.`) || dotted.startsWith(`${prefix}_`)))
          flat[dotted] = value;
      } else if (value && typeof value === 'object') walk(value as MessageTree, dotted);
    }
  };
  walk(tree, '');
  return flat;
}

/** The texts of a part, under `namespace:` keys when the part is named. */
export function flattenPart(tree: MessageTree, part: MessagePart): Record<string, string> {
  const flat = flattenMessages(tree, part.prefixes);
  if (!part.named) return flat;
  return Object.fromEntries(Object.entries(flat).map(([key, text]) => [`${part.namespace}:${key}`, text]));
}

/** A set for one language; `treeOf` gives a namespace's locale tree in that language (empty when it has none). */
export function composeMessageSet(name: MessageSetName, treeOf: (namespace: string) => MessageTree): Record<string, string> {
  return Object.assign({}, ...MESSAGE_SETS[name].map((part: MessagePart) => flattenPart(treeOf(part.namespace), part))) as Record<string, string>;
}
