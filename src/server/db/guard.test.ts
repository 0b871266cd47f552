import { describe, expect, it } from 'vitest';
import { UnsafeTextError } from '../../domain/safe-text';
import { toStorableParameter } from './guard';

describe('statement parameters', () => {
  it('passes what a database stores as it is', () => {
    for (const value of ['Joël 😀', 'a literal \\u0000 in a text', '{"emoji":"\\ud83d\\ude00"}', 42, null, ['a', 'b'], { a: 'é' }]) expect(toStorableParameter(value)).toBe(value);
  });

  it('refuses U+0000, as text, in an array, an object or a JSON text', () => {
    for (const value of ['a\u0000', ['ok', '\u0000'], { note: '\u0000' }, JSON.stringify({ requests: 'a\u0000' }), JSON.stringify({ ['k\u0000']: 1 })]) {
      expect(() => toStorableParameter(value), JSON.stringify(value)).toThrow(UnsafeTextError);
    }
  });

  it('makes an unpaired surrogate U+FFFD, in text and in a JSON text jsonb would refuse', () => {
    expect(toStorableParameter('cut 😀'.slice(0, 5))).toBe('cut \ufffd');
    expect(JSON.parse(toStorableParameter(JSON.stringify({ message: 'x\udc00' })) as string)).toEqual({ message: 'x\ufffd' });
    expect(toStorableParameter({ list: ['\ud800'] })).toEqual({ list: ['\ufffd'] });
  });
});
