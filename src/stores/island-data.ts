import { createElement, type ComponentType } from 'react';

/**
 * Large data an island starts from, sent once as a JSON block of the page instead of in its props (ADR 71). Astro
 * writes props as tagged values (`[0, …]` around every value), HTML-escaped in an attribute: a search page's 18
 * results took 39 KB there against 16 KB as JSON. The page puts the value in a `<script type="application/json">`
 * block and gives the island a reference; the island's server render takes the value from the reference, and its
 * hydration reads the block.
 *
 * In the block, a list of two or more objects with the same keys travels as columns: `{"$columns": {key: [values…]}}`,
 * each column packed the same way, so a search page's offers name each of their 28 keys once instead of 18 times.
 */
export interface IslandDataRef {
  /** The id of the page's JSON block. */
  readonly id: string;
}

/** Values by reference, for the server render of the same page (a reference is made per render). */
const shared = new WeakMap<IslandDataRef, unknown>();
/** Values read from the page's blocks, in the browser: one per island of the page. */
const read = new Map<string, unknown>();

/** On the server: a reference to `value` for an island's prop; the page writes `serializeIslandData(value)` under `id`. */
export function shareWithIsland(id: string, value: unknown): IslandDataRef {
  const ref = { id };
  shared.set(ref, value);
  return ref;
}

const COLUMNS = '$columns';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The keys the objects of `list` all have, in one order, none undefined; null when they differ or it is not such a list. */
function getSharedKeys(list: unknown[]): string[] | null {
  if (list.length < 2 || !list.every(isPlainObject)) return null;
  const keys = Object.keys(list[0]!);
  if (keys.length === 0) return null;
  const sameKeys = (item: Record<string, unknown>) => {
    const own = Object.keys(item);
    return own.length === keys.length && own.every((key, index) => key === keys[index] && item[key] !== undefined);
  };
  return (list as Array<Record<string, unknown>>).every(sameKeys) ? keys : null;
}

/** `value` with its lists of like objects as columns (the block's form); the value itself is not changed. */
function toColumns(value: unknown): unknown {
  if (Array.isArray(value)) {
    const keys = getSharedKeys(value);
    if (keys === null) return value.map(toColumns);
    if (keys.includes(COLUMNS)) throw new Error(`island data cannot hold the key ${COLUMNS}`);
    const rows = value as Array<Record<string, unknown>>;
    return { [COLUMNS]: Object.fromEntries(keys.map((key) => [key, toColumns(rows.map((row) => row[key]))])) };
  }
  if (!isPlainObject(value)) return value;
  if (COLUMNS in value) throw new Error(`island data cannot hold the key ${COLUMNS}`);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toColumns(item)]));
}

/** The value the block's form stands for. */
function fromColumns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromColumns);
  if (!isPlainObject(value)) return value;
  const columns = value[COLUMNS];
  if (!isPlainObject(columns)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromColumns(item)]));
  const entries = Object.entries(columns).map(([key, column]) => [key, fromColumns(column) as unknown[]] as const);
  return entries[0]![1].map((_, index) => Object.fromEntries(entries.map(([key, column]) => [key, column[index]])));
}

/** The block's value from its text (what the island's hydration reads). */
export function parseIslandData(text: string): unknown {
  return fromColumns(JSON.parse(text));
}

/** The text of the JSON block: `<`, `>` and `&` escaped, so no value can end the script element or open a comment. */
export function serializeIslandData(value: unknown): string {
  return JSON.stringify(toColumns(value)).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function readIslandData(ref: IslandDataRef): unknown {
  if (shared.has(ref)) return shared.get(ref);
  if (!read.has(ref.id)) {
    const text = typeof document === 'undefined' ? null : document.getElementById(ref.id)?.textContent;
    if (text == null) throw new Error(`island data ${ref.id} is not in the page`);
    read.set(ref.id, parseIslandData(text));
  }
  return read.get(ref.id);
}

/** The island of `Component` with its prop `key` given by reference (a `data` prop) instead of by value. */
export function withIslandData<P extends object, K extends keyof P & string>(
  Component: ComponentType<P>,
  key: K,
): ComponentType<Omit<P, K> & { data: IslandDataRef }> {
  function WithIslandData({ data, ...props }: Omit<P, K> & { data: IslandDataRef }) {
    return createElement(Component, { ...props, [key]: readIslandData(data) } as P);
  }
  WithIslandData.displayName = `WithIslandData(${Component.displayName ?? Component.name})`;
  return WithIslandData;
}
