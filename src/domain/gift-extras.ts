/** Physical-gift extras (custom sub-elements) and their place in the URL hash (spec §3 custom sub-element, §5). */

export interface ExtraCategory {
  id: number;
  singleSelection: boolean;
}

export interface CustomExtra {
  id: string;
  categoryId: number;
  /** Price in cents. */
  price: number;
}

export interface ExtrasCatalog {
  categories: readonly ExtraCategory[];
  extras: readonly CustomExtra[];
}

/** Category 2 gets a default 'standard' entry priced 0 (spec §3): it stands for "nothing chosen" there. */
export const DEFAULT_EXTRA_ID = 'standard';
export const DEFAULT_EXTRA_CATEGORY_ID = 2;

/** Hash values that never name an extra (spec §5: 'default' or 'true' are ignored). */
const IGNORED_VALUES: readonly string[] = ['default', 'true'];

/** Hash key of the chosen extras (the gift checkout reads the same key from its query string). */
export const EXTRAS_HASH_KEY = 'subElements';

const isStored = (id: string) => id !== '' && id !== DEFAULT_EXTRA_ID && !IGNORED_VALUES.includes(id);

/** Extra ids from a hash value 'a,b,c': trimmed, without ignored values or duplicates. */
export function parseExtrasParam(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(isStored),
    ),
  ];
}

/** Hash value of a selection, or '' when nothing is chosen. */
export function serializeExtras(selected: readonly string[]): string {
  return selected.filter(isStored).join(',');
}

const categoryOf = (catalog: ExtrasCatalog, id: string) => catalog.extras.find((extra) => extra.id === id)?.categoryId;
const isSingle = (catalog: ExtrasCatalog, categoryId: number) => catalog.categories.find((c) => c.id === categoryId)?.singleSelection ?? false;

/**
 * The selection after choosing `id` (spec §5): in a single-select category it replaces the category's
 * choice (the default entry clears it); in a multi-select category it is toggled. Ignored values and unknown
 * ids leave the selection as it is.
 */
export function chooseExtra(selected: readonly string[], id: string, catalog: ExtrasCatalog): string[] {
  if (IGNORED_VALUES.includes(id)) return [...selected];
  const categoryId = categoryOf(catalog, id);
  if (categoryId === undefined) return [...selected];
  if (!isSingle(catalog, categoryId)) return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
  const others = selected.filter((other) => categoryOf(catalog, other) !== categoryId);
  // Choosing the chosen one again clears it: a single-select category of one option (express delivery) is a checkbox.
  return id === DEFAULT_EXTRA_ID || selected.includes(id) ? others : [...others, id];
}

/** A selection read from a hash, kept to known extras and at most one per single-select category (the last). */
export function sanitizeExtras(selected: readonly string[], catalog: ExtrasCatalog): string[] {
  return selected.reduce<string[]>((kept, id) => {
    const categoryId = categoryOf(catalog, id);
    if (categoryId === undefined || !isStored(id)) return kept;
    if (!isSingle(catalog, categoryId)) return kept.includes(id) ? kept : [...kept, id];
    return [...kept.filter((other) => categoryOf(catalog, other) !== categoryId), id];
  }, []);
}

/** The chosen entry of a single-select category: category 2 shows its default entry when nothing is chosen. */
export function getCategoryChoice(selected: readonly string[], categoryId: number, catalog: ExtrasCatalog): string | null {
  const chosen = selected.find((id) => categoryOf(catalog, id) === categoryId);
  return chosen ?? (categoryId === DEFAULT_EXTRA_CATEGORY_ID ? DEFAULT_EXTRA_ID : null);
}

/** Price in cents of the chosen extras. */
export function getExtrasPrice(selected: readonly string[], catalog: ExtrasCatalog): number {
  return selected.reduce((sum, id) => sum + (catalog.extras.find((extra) => extra.id === id)?.price ?? 0), 0);
}
