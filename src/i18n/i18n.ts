import i18next, { type i18n, type TFunction } from 'i18next';
import { LANGUAGES, type Language } from './markets';
import { composeMessageSet, flattenMessages, type MessageSetName } from './message-sets';

export const NAMESPACES = [
  'common',
  'errors',
  'search',
  'searchbox',
  'calendar',
  'map',
  'booking',
  'product',
  'payLater',
  'checkout',
  'reviews',
  'gallery',
  'hotel',
  'wishlist',
  'account',
  'navigation',
  'contact',
  'care',
  'gifting',
  'beneficiary',
  'home',
  'content',
  'boxes',
  'activity',
  'gift',
  'order',
  'mail',
  'giftCards',
  'reviewForm',
  'manageBooking',
  'pictures',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Dictionary = Record<string, unknown>;

const files = import.meta.glob<Dictionary>('/locales/*/*.json', { eager: true, import: 'default' });

let resourcesByLanguage: Record<string, Record<string, Dictionary>> | undefined;

/** Translations grouped as language → namespace → dictionary, read once from locales/ (and grouped once). */
export function loadResources(): Record<string, Record<string, Dictionary>> {
  if (resourcesByLanguage) return resourcesByLanguage;
  const resources: Record<string, Record<string, Dictionary>> = {};
  for (const [path, dictionary] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language = '', namespace = ''] = match;
    (resources[language] ??= {})[namespace] = dictionary;
  }
  resourcesByLanguage = resources;
  return resources;
}

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, created on first use and shared by every request in that language.
 * Never the global instance: concurrent requests in different languages must not see each other's state.
 */
export function getI18n(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const resources = loadResources();
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: { [language]: resources[language] ?? {} },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/** Texts without values, per language and namespace: at most this many keys are remembered (the locale files' count). */
const PLAIN_TEXTS_MAX = 5000;
const translators = new Map<string, TFunction>();

/** A text whose only placeholders are plain `{{name}}`s, split once: static parts, then the names between them. */
interface SimpleTemplate {
  parts: string[];
  names: string[];
}

const PLACEHOLDER = /{{(\w+)}}/g;
/** i18next's own options: a call that passes any of them (plurals, context, defaults…) is i18next's to answer. */
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'defaultValue',
  'ns',
  'lng',
  'lngs',
  'fallbackLng',
  'returnObjects',
  'returnDetails',
  'replace',
  'ordinal',
  'interpolation',
  'postProcess',
  'joinArrays',
  'keySeparator',
  'nsSeparator',
]);

/**
 * The text of `key` split at its placeholders, or null when i18next must interpolate it itself: a missing key, a
 * namespaced key ('errors:…'), a nested `$t(…)`, a formatted `{{value, number}}` or a plural (`count`).
 */
function compileTemplate(instance: i18n, language: Language, namespace: Namespace, key: string): SimpleTemplate | null {
  if (key.includes(':')) return null;
  const text: unknown = instance.getResource(language, namespace, key);
  if (typeof text !== 'string' || text.includes('$t(')) return null;
  const parts: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index));
    names.push(match[1] ?? '');
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  if (parts.some((part) => part.includes('{{')) || names.includes('count')) return null;
  return { parts, names };
}

/** `template` with `values`, as i18next interpolates it (no escaping, values as strings); null when a value is missing or not text. */
function fillTemplate(template: SimpleTemplate, values: Record<string, unknown>): string | null {
  for (const name of Object.keys(values)) if (I18NEXT_OPTIONS.has(name)) return null;
  let text = template.parts[0] ?? '';
  for (let i = 0; i < template.names.length; i += 1) {
    const value = values[template.names[i] ?? ''];
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    text += String(value) + (template.parts[i + 1] ?? '');
  }
  return text;
}

/**
 * Translation function for a language, bound to one namespace (common by default); one per language and namespace.
 * A page render asks for the same few hundred texts every time: a key asked without values ('nav.title') is looked
 * up once and remembered, and a text whose placeholders are plain `{{name}}`s is split once and filled here, which
 * is what i18next would answer (tested over every text of every language) at a fraction of its cost. Plurals,
 * context, nesting, formats and i18next's own options still go to i18next.
 */
export function getT(language: Language, namespace: Namespace = 'common'): TFunction {
  const id = `${language}|${namespace}`;
  let t = translators.get(id);
  if (!t) {
    const instance = getI18n(language);
    const fixed = instance.getFixedT(language, namespace) as unknown as (...args: unknown[]) => unknown;
    const plain = new Map<string, unknown>();
    const templates = new Map<string, SimpleTemplate | null>();
    t = ((key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string') return fixed(key, ...rest);
      if (rest.length === 0) {
        let text = plain.get(key);
        if (text === undefined) {
          text = fixed(key);
          if (plain.size < PLAIN_TEXTS_MAX) plain.set(key, text);
        }
        return text;
      }
      const [values] = rest;
      if (rest.length === 1 && values !== null && typeof values === 'object' && !Array.isArray(values)) {
        let template = templates.get(key);
        if (template === undefined) {
          template = compileTemplate(instance, language, namespace, key);
          if (templates.size < PLAIN_TEXTS_MAX) templates.set(key, template);
        }
        const text = template && fillTemplate(template, values as Record<string, unknown>);
        if (text !== null && text !== undefined) return text;
      }
      return fixed(key, ...rest);
    }) as unknown as TFunction;
    translators.set(id, t);
  }
  return t;
}

/**
 * The strings of one namespace for a language as a flat dictionary (dotted keys), for an island. With `prefixes`
 * only the keys under them are kept, so an island carries only what it shows.
 */
export function getMessages(language: Language, namespace: string, prefixes?: readonly string[]): Record<string, string> {
  // Every page render asks for the same few sets: each is flattened once per process (the files never change
  // while it runs) and handed out frozen, so that no caller can change another's.
  const key = `${language}|${namespace}|${prefixes?.join(',') ?? '*'}`;
  let flat = flatMessages.get(key);
  if (!flat) {
    flat = Object.freeze(flattenLocale(language, namespace, prefixes));
    flatMessages.set(key, flat);
  }
  return flat;
}

/** Flattened message sets by language, namespace and prefixes: a few dozen, bounded by the code that asks. */
const flatMessages = new Map<string, Record<string, string>>();

function flattenLocale(language: Language, namespace: string, prefixes?: readonly string[]): Record<string, string> {
  return flattenMessages(loadResources()[language]?.[namespace] ?? {}, prefixes);
}

/**
 * Like getMessages, with each key under its namespace (`errors:field.email`), so that an island can take texts of
 * the one §8 catalogue (the `errors` namespace) next to its own, and say them as the server-rendered pages do.
 */
export function getNamespacedMessages(language: Language, namespace: Namespace, prefixes?: readonly string[]): Record<string, string> {
  const key = `${language}|${namespace}|${prefixes?.join(',') ?? '*'}`;
  let named = namespacedMessages.get(key);
  if (!named) {
    named = Object.freeze(Object.fromEntries(Object.entries(getMessages(language, namespace, prefixes)).map(([name, text]) => [`${namespace}:${name}`, text])));
    namespacedMessages.set(key, named);
  }
  return named;
}

/** getNamespacedMessages' sets, made once like getMessages' (bounded by the code that asks). */
const namespacedMessages = new Map<string, Record<string, string>>();

/** An island's message set (src/i18n/message-sets.ts) for a language, composed once per process. */
export function getMessageSet(language: Language, name: MessageSetName): Readonly<Record<string, string>> {
  const key = `${language}|${name}`;
  let set = messageSets.get(key);
  if (!set) {
    set = Object.freeze(composeMessageSet(name, (namespace) => loadResources()[language]?.[namespace] ?? {}));
    messageSets.set(key, set);
  }
  return set;
}

/** getMessageSet's sets: one per language and set name. */
const messageSets = new Map<string, Readonly<Record<string, string>>>();
