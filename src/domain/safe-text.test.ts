import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeText, stripUnsafeText, UnsafeTextError } from './safe-text';

describe('text a database can store', () => {
  it('finds U+0000 and unpaired surrogates, and leaves pairs, emoji and other controls alone', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udbff', '\udc00', 'x\udfffy', '\ude00\ud83d']) expect(hasUnsafeText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['', 'Café ☕', '😀', '\ud83d\ude00', 'tab\tnew\nline', '\u0001\u001f\u007f', '\u200b\u202e'])
      expect(hasUnsafeText(text), JSON.stringify(text)).toBe(false);
  });

  it('strips them and nothing else, so a stripped text is always storable', () => {
    expect(stripUnsafeText('Jo\u0000ël \ud800😀\udc00!')).toBe('Joël 😀!');
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(fc.constantFrom('\u0000', '\ud800', '\udc00', '\ud83d', '\ude00'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
        }),
        (text) => {
          const stripped = stripUnsafeText(text);
          expect(hasUnsafeText(stripped)).toBe(false);
          expect(stripped.isWellFormed() && !stripped.includes('\u0000')).toBe(true);
          if (!hasUnsafeText(text)) expect(stripped).toBe(text);
        },
      ),
    );
  });

  it('names the field of a JSON body that holds one, a bad key by its object', () => {
    expect(findUnsafeText({ locale: 'fr_FR', details: { firstName: 'Lou', requests: 'calme\u0000' } })).toBe('details.requests');
    expect(findUnsafeText({ items: ['a', 'b', '\ud800'] })).toBe('items.2');
    expect(findUnsafeText({ details: { 'x\u0000': 'y' } })).toBe('details');
    expect(findUnsafeText('\u0000')).toBe('');
    expect(findUnsafeText({ a: 1, b: null, c: [true, { d: 'é😀' }] })).toBeUndefined();
    expect(new UnsafeTextError('details.requests').message).toMatch(/^Invalid details\.requests: /);
  });
});
