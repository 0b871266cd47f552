import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/markets';

const LOCALES_DIR = join(import.meta.dirname, '../../locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function readNamespace(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** Flattens a dictionary into dotted keys → strings. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** Keys without plural suffix, and the plural categories each base key has. */
function groupPlurals(keys: Iterable<string>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of keys) {
    const suffix = PLURAL_SUFFIX.exec(key)?.[1];
    const base = suffix ? key.replace(PLURAL_SUFFIX, '') : key;
    const set = groups.get(base) ?? new Set<string>();
    if (suffix) set.add(suffix);
    groups.set(base, set);
  }
  return groups;
}

const namespaces = readdirSync(join(LOCALES_DIR, 'en')).map((file) => file.replace(/\.json$/, ''));

describe('translations', () => {
  it('has a reference namespace at least', () => {
    expect(namespaces).toContain('common');
  });

  it('has no language folder or namespace file beyond the known ones', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual(['en', ...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(readdirSync(join(LOCALES_DIR, language)).sort(), language).toEqual(readdirSync(join(LOCALES_DIR, 'en')).sort());
    }
  });

  for (const namespace of namespaces) {
    const reference = flatten(readNamespace('en', namespace));
    const referenceGroups = groupPlurals(reference.keys());

    for (const language of LANGUAGES) {
      describe(`${language}/${namespace}.json`, () => {
        const translated = flatten(readNamespace(language, namespace));
        const groups = groupPlurals(translated.keys());

        it('has exactly the keys of the English reference', () => {
          expect([...groups.keys()].sort()).toEqual([...referenceGroups.keys()].sort());
        });

        it('has every plural form the language needs', () => {
          const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
          for (const [base, forms] of referenceGroups) {
            if (forms.size === 0) continue;
            const present = groups.get(base) ?? new Set();
            for (const category of needed) expect(present.has(category), `${base}_${category}`).toBe(true);
          }
        });

        it('keeps the placeholders of each text', () => {
          for (const [key, text] of translated) {
            const base = key.replace(PLURAL_SUFFIX, '');
            const referenceText = reference.get(key) ?? reference.get(`${base}_other`) ?? reference.get(base) ?? '';
            // A singular form may say the number in words ("Plus qu'une chambre"): its count may go.
            const expected = placeholders(referenceText).filter((name) => !(/_(zero|one|two)$/.test(key) && name === 'count' && !text.includes('{{count')));
            expect(placeholders(text), key).toEqual(expected);
          }
        });

        it('has no empty text', () => {
          for (const [key, text] of translated) expect(text.trim(), key).not.toBe('');
        });
      });
    }
  }
});

/** Lazy plurals ("nuit(s)", "nacht(en)", "noche(s)", "night(s)") instead of i18next plural forms. */
const LAZY_PLURAL = /\p{L}\((s|en|es|n|e|x|i)\)/u;

describe('typography of every locale file', () => {
  for (const language of ['en', ...LANGUAGES]) {
    for (const namespace of namespaces) {
      it(`${language}/${namespace}.json has no lazy "(s)" or "(en)" plural`, () => {
        for (const [key, text] of flatten(readNamespace(language, namespace))) expect(text, key).not.toMatch(LAZY_PLURAL);
      });
    }
  }

  for (const namespace of namespaces) {
    it(`fr/${namespace}.json puts a non-breaking space before : ? ! ; and inside « »`, () => {
      for (const [key, text] of flatten(readNamespace('fr', namespace))) {
        // An ordinary space, or none after a word, before the high punctuation (a URL's "://" and times are not prose).
        expect(text.replace(/:\/\//g, '').replace(/\d:\d/g, ''), key).not.toMatch(/( |\p{L})[:?!;]|« | »/u);
      }
    });
  }
});
