import { describe, expect, it } from 'vitest';
import { getI18n, getT } from './i18n';

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
});
