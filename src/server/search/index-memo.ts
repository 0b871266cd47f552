import { LRUCache } from 'lru-cache';
import type { CatalogIndex } from './catalog-index';

/**
 * Answers derived from one catalog index, kept with that index (ADR 36): an answer depends only on the index and
 * its key (criteria, order, day), and a catalog change builds a new index, whose memo starts empty. Each index
 * holds at most `max` answers, and `maxSize` by the answers' own `size`.
 */
export function createIndexMemo<V extends NonNullable<unknown>>(bounds: { max: number; maxSize: number; size: (value: V) => number }) {
  const byIndex = new WeakMap<CatalogIndex, LRUCache<string, V>>();
  return (index: CatalogIndex, key: string, compute: () => V): V => {
    let memo = byIndex.get(index);
    if (!memo) {
      memo = new LRUCache<string, V>({ max: bounds.max, maxSize: bounds.maxSize, sizeCalculation: (value) => Math.max(1, bounds.size(value)) });
      byIndex.set(index, memo);
    }
    let value = memo.get(key);
    if (value === undefined) {
      value = compute();
      memo.set(key, value);
    }
    return value;
  };
}
