/**
 * Astro's `serializeProps` (astro/dist/runtime/server/serialize.js), written as one pass that builds the JSON text
 * directly (ADR 4). Astro's own copies every value into `[type, value]` arrays and plain objects
 * (`Object.entries`, `map`, `Object.fromEntries`), then has `JSON.stringify` walk the copy: 9 % of an uncached
 * product page's CPU, whose booking panel alone has 13 KB of props. The text is the same for every value, cycles
 * included (a property test compares the two over arbitrary values). `scripts/astro-runtime-patches.mjs` makes
 * Astro call this one.
 */

/** Astro's `PROP_TYPE` codes, read by its island script in the browser. */
const PROP = { Value: 0, JSON: 1, RegExp: 2, Date: 3, Map: 4, Set: 5, BigInt: 6, URL: 7, Uint8Array: 8, Uint16Array: 9, Uint32Array: 10, Infinity: 11 } as const;

interface IslandMetadata {
  displayName?: string;
  hydrate?: string;
}

const toStringTag = Object.prototype.toString;

function cycleError(metadata: IslandMetadata): Error {
  return new Error(`Cyclic reference detected while serializing props for <${metadata.displayName} client:${metadata.hydrate}>!

Cyclic references cannot be safely serialized for client-side usage. Please remove the cyclic reference.`);
}

/** A number as `JSON.stringify` writes it (NaN and the infinities as null). */
function numberText(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}

/** The payload of `[0, value]` for a value that is not an object, as `JSON.stringify` writes it inside an array. */
function primitiveText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return numberText(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      // null; functions and symbols (which JSON writes as null inside an array).
      return 'null';
  }
}

function arrayText(value: ArrayLike<unknown>, metadata: IslandMetadata, parents: WeakSet<object>): string {
  if (parents.has(value as object)) throw cycleError(metadata);
  parents.add(value as object);
  let text = '[';
  for (let index = 0; index < value.length; index++) {
    if (index > 0) text += ',';
    // `map` keeps an array's holes, which JSON writes as null.
    text += index in (value as object) ? formText((value as unknown[])[index], metadata, parents) : 'null';
  }
  parents.delete(value as object);
  return text + ']';
}

/**
 * The text of frozen objects whose properties are all plain values (an island's message set, handed out frozen and
 * shared by `getMessages`): they cannot change, so they are written once per process.
 */
const frozenTexts = new WeakMap<object, string>();

/** True when an object can never give another text: frozen, and each own property a plain value, not a getter or object. */
function isImmutableRecord(value: object): boolean {
  if (!Object.isFrozen(value)) return false;
  for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(value))) {
    if (!('value' in descriptor) || (descriptor.value !== null && (typeof descriptor.value === 'object' || typeof descriptor.value === 'function'))) return false;
  }
  return true;
}

function objectText(value: object, metadata: IslandMetadata, parents: WeakSet<object>): string {
  const known = frozenTexts.get(value);
  if (known !== undefined) return known;
  if (parents.has(value)) throw cycleError(metadata);
  parents.add(value);
  let text = '{';
  let first = true;
  for (const [key, entry] of Object.entries(value)) {
    text += (first ? '' : ',') + JSON.stringify(key) + ':' + formText(entry, metadata, parents);
    first = false;
  }
  parents.delete(value);
  text += '}';
  if (isImmutableRecord(value)) frozenTexts.set(value, text);
  return text;
}

/** Astro's `convertToSerializedForm` of one value, as JSON text. */
function formText(value: unknown, metadata: IslandMetadata, parents: WeakSet<object>): string {
  if (typeof value === 'string') return '[0,' + JSON.stringify(value) + ']';
  if (typeof value === 'number') {
    if (value === Number.POSITIVE_INFINITY) return `[${PROP.Infinity},1]`;
    if (value === Number.NEGATIVE_INFINITY) return `[${PROP.Infinity},-1]`;
    return '[0,' + numberText(value) + ']';
  }
  if (value === undefined) return `[${PROP.Value}]`;
  switch (toStringTag.call(value)) {
    case '[object Date]':
      return `[${PROP.Date},${JSON.stringify((value as Date).toISOString())}]`;
    case '[object RegExp]':
      return `[${PROP.RegExp},${JSON.stringify((value as RegExp).source)}]`;
    case '[object Map]':
      return `[${PROP.Map},${arrayText(Array.from(value as Map<unknown, unknown>), metadata, parents)}]`;
    case '[object Set]':
      return `[${PROP.Set},${arrayText(Array.from(value as Set<unknown>), metadata, parents)}]`;
    case '[object BigInt]':
      return `[${PROP.BigInt},${JSON.stringify(String(value))}]`;
    case '[object URL]':
      return `[${PROP.URL},${JSON.stringify(String(value))}]`;
    case '[object Array]':
      return `[${PROP.JSON},${arrayText(value as unknown[], metadata, parents)}]`;
    case '[object Uint8Array]':
      return `[${PROP.Uint8Array},[${Array.from(value as Uint8Array).join(',')}]]`;
    case '[object Uint16Array]':
      return `[${PROP.Uint16Array},[${Array.from(value as Uint16Array).join(',')}]]`;
    case '[object Uint32Array]':
      return `[${PROP.Uint32Array},[${Array.from(value as Uint32Array).join(',')}]]`;
    default:
      if (value !== null && typeof value === 'object') return `[${PROP.Value},${objectText(value, metadata, parents)}]`;
      return '[0,' + primitiveText(value) + ']';
  }
}

/** The `props` attribute of an island: the same text as Astro's `serializeProps(props, metadata)`. */
export function serializeIslandProps(props: Record<string, unknown>, metadata: IslandMetadata = {}): string {
  return objectText(props, metadata, new WeakSet());
}
