import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/markets';

/**
 * One copy of every text (§3): two keys with the same English text must say it the same way in every
 * language. Where the same English means two different things ("From" a price, "From" a sender), the English
 * reference texts must differ.
 */
const LOCALES_DIR = join(import.meta.dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') into.set(path.replace('.', ':'), value);
    else flatten(value, path, into);
  }
  return into;
}

/** Every text of a language as `namespace:dotted.key` → text. */
function readLanguage(language: string, dir = LOCALES_DIR): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of readdirSync(join(dir, language))) {
    flatten(JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as Tree, file.replace(/\.json$/, ''), texts);
  }
  return texts;
}

/** The groups of keys that share an English text but not its translation, with the differing translations. */
function findInconsistentTexts(english: Map<string, string>, translations: Record<string, Map<string, string>>): string[] {
  const byEnglish = new Map<string, string[]>();
  for (const [key, text] of english) byEnglish.set(text, [...(byEnglish.get(text) ?? []), key]);
  const problems: string[] = [];
  for (const [text, keys] of byEnglish) {
    if (keys.length < 2) continue;
    for (const [language, texts] of Object.entries(translations)) {
      const variants = new Set(keys.map((key) => texts.get(key)));
      if (variants.size > 1) problems.push(`${language} "${text}": ${keys.map((key) => `${key} = ${JSON.stringify(texts.get(key))}`).join(', ')}`);
    }
  }
  return problems;
}

describe('one copy of every text', () => {
  it('finds a shared English text translated two ways (the check can fail)', () => {
    const english = new Map([
      ['a:x', 'From'],
      ['b:y', 'From'],
      ['c:z', 'Other'],
    ]);
    const same = {
      fr: new Map([
        ['a:x', 'De'],
        ['b:y', 'De'],
        ['c:z', 'Autre'],
      ]),
    };
    const differ = {
      fr: new Map([
        ['a:x', 'De'],
        ['b:y', 'À partir de'],
        ['c:z', 'Autre'],
      ]),
    };
    expect(findInconsistentTexts(english, same)).toEqual([]);
    expect(findInconsistentTexts(english, differ)).toHaveLength(1);
  });

  it('translates keys that share an English text the same way in every language', () => {
    const english = readLanguage('en');
    const translations = Object.fromEntries(LANGUAGES.map((language) => [language, readLanguage(language)]));
    expect(findInconsistentTexts(english, translations)).toEqual([]);
  });
});
