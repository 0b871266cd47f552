import { describe, expect, it } from 'vitest';
import { generateCatalog, TEST_CATALOG } from './generate';
import { TEXTS } from './texts';

const catalog = generateCatalog(TEXTS, '2026-11-24', TEST_CATALOG);

/** Every string of a value, with the language key it sits under (when any). */
function* strings(node: unknown, lang = ''): Generator<[string, string]> {
  if (typeof node === 'string') yield [lang, node];
  else if (Array.isArray(node)) for (const item of node) yield* strings(item, lang);
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) yield* strings(value, ['fr', 'es', 'it', 'nl'].includes(key) ? key : lang);
}

describe('generated catalog texts (issue 14 #9)', () => {
  const all = [...strings(catalog)];

  it('never writes a lazy plural ("nuit(s)", "noche(s)", "nacht(en)")', () => {
    expect(all.filter(([, text]) => /\p{L}\((s|en|es|e|i)\)/u.test(text)).slice(0, 5)).toEqual([]);
  });

  it('says the nights of the stay with the right plural', () => {
    for (const pkg of catalog.packages) {
      const lines = pkg.program_lines as unknown as Record<string, string[]>;
      const first = lines.fr?.[0] ?? '';
      expect(first).toContain(pkg.nights === 1 ? '1 nuit' : `${pkg.nights} nuits`);
      expect(lines.nl?.[0]).toContain(pkg.nights === 1 ? '1 nacht' : `${pkg.nights} nachten`);
    }
  });

  it('puts a non-breaking space before : ? ! ; in French', () => {
    expect(all.filter(([lang, text]) => lang === 'fr' && / [:?!;]/.test(text)).slice(0, 5)).toEqual([]);
  });
});

describe('generated facilities (issue 14 #7)', () => {
  it('gives every facility the search offers as a facet to some hotel, eco practices included', () => {
    const held = new Set(catalog.hotels.flatMap((hotel) => hotel.facilities));
    const never = TEXTS.facilities.filter((facility) => !held.has(facility.key)).map((facility) => facility.key);
    expect(never).toEqual([]);
  });

  it('lists a hotel’s eco practices among its facilities', () => {
    for (const hotel of catalog.hotels) for (const key of hotel.eco_facilities) expect(hotel.facilities).toContain(key);
  });
});
