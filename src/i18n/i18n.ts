import i18next, { type i18n, type TFunction } from 'i18next';
import { LANGUAGES, type Language } from './markets';

export const NAMESPACES = ['common', 'errors', 'search', 'searchbox', 'calendar', 'map', 'booking', 'product', 'payLater', 'checkout', 'reviews', 'gallery', 'hotel', 'wishlist', 'account', 'navigation', 'contact', 'care', 'gifting', 'beneficiary', 'home', 'content', 'boxes', 'activity', 'gift', 'order', 'mail', 'giftCards'] as const;
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

/**
 * Translation function for a language, bound to one namespace (common by default); one per language and namespace.
 * A key asked without values ('nav.title') is looked up once and remembered, since a page render asks for the same
 * few hundred texts every time; a call with values (interpolation, plural count) always goes to i18next.
 */
export function getT(language: Language, namespace: Namespace = 'common'): TFunction {
  const id = `${language}|${namespace}`;
  let t = translators.get(id);
  if (!t) {
    const fixed = getI18n(language).getFixedT(language, namespace) as unknown as (...args: unknown[]) => unknown;
    const plain = new Map<string, unknown>();
    t = ((key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
      let text = plain.get(key);
      if (text === undefined) {
        text = fixed(key);
        if (plain.size < PLAIN_TEXTS_MAX) plain.set(key, text);
      }
      return text;
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
  // while it runs), and a copy is handed out so that no caller can change another's.
  const key = `${language}|${namespace}|${prefixes?.join(',') ?? '*'}`;
  let flat = flatMessages.get(key);
  if (!flat) {
    flat = flattenMessages(language, namespace, prefixes);
    flatMessages.set(key, flat);
  }
  return { ...flat };
}

/** Flattened message sets by language, namespace and prefixes: a few dozen, bounded by the code that asks. */
const flatMessages = new Map<string, Record<string, string>>();

function flattenMessages(language: Language, namespace: string, prefixes?: readonly string[]): Record<string, string> {
  const tree = loadResources()[language]?.[namespace] ?? {};
  const flat: Record<string, string> = {};
  const walk = (node: Dictionary, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const dotted = path ? `${path}.${key}` : key;
      if (typeof value === 'string') {
        if (!prefixes || prefixes.some((prefix) => dotted === prefix || dotted.startsWith(`${prefix}.`) || dotted.startsWith(`${prefix}_`))) flat[dotted] = value;
      } else if (value && typeof value === 'object') walk(value as Dictionary, dotted);
    }
  };
  walk(tree, '');
  return flat;
}

/**
 * Like getMessages, with each key under its namespace (`errors:field.email`), so that an island can take texts of
 * the one §8 catalogue (the `errors` namespace) next to its own, and say them as the server-rendered pages do.
 */
export function getNamespacedMessages(language: Language, namespace: Namespace, prefixes?: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(getMessages(language, namespace, prefixes)).map(([key, text]) => [`${namespace}:${key}`, text]));
}
