import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getI18n, getT, loadResources, NAMESPACES } from './i18n';
import { LANGUAGES } from './markets';

/** Every text of a dictionary with its dotted key. */
function leaves(tree: Record<string, unknown>, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : value && typeof value === 'object'
        ? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
        : [],
  );
}

describe('i18n instances', () => {
  it('gives each language its own instance, never the global one', () => {
    expect(getI18n('fr')).not.toBe(getI18n('nl'));
    expect(getI18n('fr')).toBe(getI18n('fr'));
    expect(getI18n('es').language).toBe('es');
  });

  it('keeps languages apart when requests interleave', async () => {
    const languages = ['fr', 'es', 'it', 'nl'] as const;
    const expected = Object.fromEntries(languages.map((l) => [l, getT(l, 'errors')('notFound.action')]));
    expect(new Set(Object.values(expected)).size).toBe(4);
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const language = languages[i % 4] ?? 'fr';
        await new Promise((resolve) => setTimeout(resolve, i % 7));
        return [language, getT(language, 'errors')('notFound.action')] as const;
      }),
    );
    for (const [language, text] of results) expect(text).toBe(expected[language]);
  });

  it('interpolates placeholders without escaping (Astro and React escape output)', () => {
    expect(getT('fr', 'errors')('field.maxLength', { maxlength: 40 })).toContain('40');
    expect(getT('nl')('footer.copyright', { year: 2026 })).toContain('2026');
  });

  it('fills plain placeholders exactly as i18next does, for every text of every language', () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.constantFrom('{{label}}', '$t(common:a11y.homeLink)', '<b>&amp;</b>', '', ' '),
    );
    let checked = 0;
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        const fixed = getI18n(language).getFixedT(language, namespace);
        const t = getT(language, namespace);
        for (const [key, text] of leaves(loadResources()[language]?.[namespace] ?? {})) {
          const names = [...new Set([...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1] ?? ''))];
          if (names.length === 0) continue;
          checked += 1;
          fc.assert(
            fc.property(fc.tuple(...names.map(() => value)), (values) => {
              const options = Object.fromEntries(names.map((name, i) => [name, values[i]]));
              expect(t(key as never, options as never)).toBe(fixed(key, options));
            }),
            { numRuns: 5 },
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('leaves plurals, missing values, namespaced keys and i18next options to i18next', () => {
    const t = getT('fr', 'product');
    const fixed = getI18n('fr').getFixedT('fr', 'product');
    expect(t('nights', { count: 1 })).toBe(fixed('nights', { count: 1 }));
    expect(t('nights', { count: 3 })).not.toBe(t('nights', { count: 1 }));
    expect(t('errors:expired.title' as never, { number: 1 } as never)).toBe(fixed('errors:expired.title', { number: 1 }));
    expect(getT('fr')('footer.copyright', {} as never)).toBe(getI18n('fr').getFixedT('fr', 'common')('footer.copyright', {}));
    expect(getT('fr')('footer.copyright', { year: 2026, defaultValue: 'x' } as never)).toBe(
      getI18n('fr').getFixedT('fr', 'common')('footer.copyright', { year: 2026, defaultValue: 'x' }),
    );
  });
});
