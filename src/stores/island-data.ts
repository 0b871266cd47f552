import { createElement, type ComponentType } from 'react';

/**
 * Large data an island starts from, sent once as a JSON block of the page instead of in its props (ADR 71). Astro
 * writes props as tagged values (`[0, …]` around every value), HTML-escaped in an attribute: a search page's 18
 * results took 39 KB there against 16 KB as JSON. The page puts the value in a `<script type="application/json">`
 * block and gives the island a reference; the island's server render takes the value from the reference, and its
 * hydration reads the block.
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

/** The text of the JSON block: `<`, `>` and `&` escaped, so no value can end the script element or open a comment. */
export function serializeIslandData(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function readIslandData(ref: IslandDataRef): unknown {
  if (shared.has(ref)) return shared.get(ref);
  if (!read.has(ref.id)) {
    const text = typeof document === 'undefined' ? null : document.getElementById(ref.id)?.textContent;
    if (text == null) throw new Error(`island data ${ref.id} is not in the page`);
    read.set(ref.id, JSON.parse(text));
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
