/**
 * Filters of the box list (beyond peers): price, theme, region and number of people, each option with the
 * number of boxes it would show given the other filters chosen (like the search facets). Filters live in the query.
 */

/** What a box can be filtered on. */
export interface BoxFacts {
  code: string;
  /** Sell price, cents. */
  price: number;
  themeId: number;
  /** Regions of the stays the box offers. */
  regionIds: readonly number[];
  people: number;
}

export type BoxFilterKey = 'price' | 'theme' | 'region' | 'people';
export type BoxFilters = Partial<Record<BoxFilterKey, string>>;
export const BOX_FILTER_KEYS: readonly BoxFilterKey[] = ['price', 'theme', 'region', 'people'];

/** Price bands of the list, cents (upper bound excluded). */
export const BOX_PRICE_BANDS = [
  { id: 'upTo400', min: 0, max: 40_000 },
  { id: '400to500', min: 40_000, max: 50_000 },
  { id: 'from500', min: 50_000, max: Number.POSITIVE_INFINITY },
] as const;

/** The filters of a query string; unknown keys and empty values are left out. */
export function readBoxFilters(query: URLSearchParams): BoxFilters {
  const filters: BoxFilters = {};
  for (const key of BOX_FILTER_KEYS) {
    const value = query.get(key)?.trim();
    if (value && /^[\w-]{1,20}$/.test(value)) filters[key] = value;
  }
  return filters;
}

function matches(box: BoxFacts, key: BoxFilterKey, value: string): boolean {
  switch (key) {
    case 'price': {
      const band = BOX_PRICE_BANDS.find((candidate) => candidate.id === value);
      return band !== undefined && box.price >= band.min && box.price < band.max;
    }
    case 'theme':
      return String(box.themeId) === value;
    case 'region':
      return box.regionIds.some((id) => String(id) === value);
    case 'people':
      return String(box.people) === value;
  }
}

/** The boxes that pass every filter, except `ignored` (a facet counts with the other filters only). */
export function filterBoxes<T extends BoxFacts>(boxes: readonly T[], filters: BoxFilters, ignored?: BoxFilterKey): T[] {
  return boxes.filter((box) => BOX_FILTER_KEYS.every((key) => key === ignored || filters[key] === undefined || matches(box, key, filters[key])));
}

/** Each option of a filter with its count: how many boxes it shows with the other filters kept. */
export function countBoxOptions(
  boxes: readonly BoxFacts[],
  filters: BoxFilters,
  key: BoxFilterKey,
  options: readonly string[],
): { value: string; count: number }[] {
  const others = filterBoxes(boxes, filters, key);
  return options.map((value) => ({ value, count: others.filter((box) => matches(box, key, value)).length }));
}
