import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packLabels, readLabel } from './indexed-package';

const languages = ['fr', 'es', 'it', 'nl'] as const;

describe('packed labels', () => {
  it('give back each language’s label as it was, empty ones included', () => {
    fc.assert(
      fc.property(fc.record({ fr: fc.string(), es: fc.string(), it: fc.string(), nl: fc.string() }), (labels) => {
        fc.pre(languages.every((lang) => !labels[lang].includes('\u001f')));
        const packed = packLabels(labels);
        for (const lang of languages) expect(readLabel(packed, lang)).toBe(labels[lang]);
      }),
    );
  });

  it('keep a label holding the separator in its own language, with a space in its place', () => {
    const packed = packLabels({ fr: 'Nuit\u001fà Paris', es: 'Noche', it: '', nl: 'Nacht' });
    expect(languages.map((lang) => readLabel(packed, lang))).toEqual(['Nuit à Paris', 'Noche', '', 'Nacht']);
  });
});
