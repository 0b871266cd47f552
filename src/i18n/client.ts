/**
 * Translation on the client without i18next: an island receives a flat dictionary of only the strings it uses
 * (built on the server by getMessages) and formats them with `{{name}}` placeholders and `_one` / `_other` plurals.
 */

/** Flat dictionary: dotted key → text. Plural forms are separate keys (`results_one`, `results_other`). */
export type Messages = Readonly<Record<string, string>>;

/** Placeholder values; an undefined value leaves its placeholder as is. */
export type TranslateValues = Readonly<Record<string, string | number | undefined>>;

/** `t('results', { count: 3 })` → the `results_other` text with `{{count}}` replaced. */
export type Translate = (key: string, values?: TranslateValues) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; a missing value leaves the placeholder as is. */
export function interpolate(text: string, values?: TranslateValues): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

/** Plural rules per language, made once: every island's translator asks for them at each render, on the server too. */
const pluralRules = new Map<string, Intl.PluralRules>();

function getPluralRules(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
}

/**
 * A translate function over `messages` for `language`. With a numeric `count` it picks the plural key of the
 * language's rule (`key_one`, `key_other`, …), then falls back to `key`. A missing key returns the key itself,
 * which a test catches rather than a visitor.
 */
export function createTranslator(messages: Messages, language: string): Translate {
  const rules = getPluralRules(language);
  return (key, values) => {
    const count = values?.count;
    let text: string | undefined;
    if (typeof count === 'number')
      text = messages[`${key}_${count === 0 && messages[`${key}_zero`] ? 'zero' : rules.select(count)}`] ?? messages[`${key}_other`];
    text ??= messages[key];
    return text === undefined ? key : interpolate(text, values);
  };
}
