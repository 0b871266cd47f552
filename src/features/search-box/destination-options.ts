/** Pure helpers of the destination combobox: which options to show, in which groups, which one is active. */
import type { Destination, RecentSearch } from '../../domain/search-types';

/** What the destination selector holds: a suggestion from the API or an entry of the recent searches. */
export type DestinationChoice = Destination | RecentSearch;

/** Categories the autocomplete returns; each has a name under `categories.<category>` in searchbox.json. */
export const DESTINATION_CATEGORIES = ['city', 'department', 'region', 'touristic_region', 'country', 'poi', 'ski_resort', 'sea_resort', 'hotel'] as const;

/** Translation key of a category's name, or null for a category we have no name for. */
export function getCategoryKey(category: string): string | null {
  return (DESTINATION_CATEGORIES as readonly string[]).includes(category) ? `categories.${category}` : null;
}

/** Items of the allowed categories only; every item when `categories` is undefined. */
export function filterByCategories<T extends { category: string }>(items: readonly T[], categories?: readonly string[]): T[] {
  return categories ? items.filter((item) => categories.includes(item.category)) : [...items];
}

export interface IndexedOption<T> {
  item: T;
  /** Position in the list as shown, across groups: drives arrow keys and option ids. */
  index: number;
}

export interface OptionGroup<T> {
  category: string;
  options: IndexedOption<T>[];
}

/** Groups items by category, groups in order of their first item, items in their original order. */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): OptionGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  let index = 0;
  return [...groups].map(([category, members]) => ({ category, options: members.map((item) => ({ item, index: index++ })) }));
}

/**
 * The active option after an arrow key: `step` 1 (down) or -1 (up), wrapping at both ends. From no active option
 * (-1) down goes to the first and up to the last. With no options there is none (-1).
 */
export function moveActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
