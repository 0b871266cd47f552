import { describe, expect, it } from 'vitest';
import { toE164 } from './phone';

describe('toE164', () => {
  it('reads national numbers of the market country, dropping the trunk 0 where there is one', () => {
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(toE164('01.23', 'FR')).toBeUndefined();
    expect(toE164('020 123 4567', 'NL')).toBe('+31201234567');
    expect(toE164('02 123 45 67', 'BE')).toBe('+3221234567');
    expect(toE164('0470 12 34 56', 'BE')).toBe('+32470123456');
    expect(toE164('612 345 678', 'ES')).toBe('+34612345678');
    expect(toE164('02 1234 5678', 'IT')).toBe('+390212345678');
    expect(toE164('347 123 4567', 'IT')).toBe('+393471234567');
  });

  it('reads a national number without its trunk 0 as libphonenumber does', () => {
    expect(toE164('6 12 34 56 78', 'FR')).toBe('+33612345678');
  });

  it('takes international numbers written with + or 00', () => {
    expect(toE164('+33 6 12 34 56 78', 'ES')).toBe('+33612345678');
    expect(toE164('+33 (0)6 12 34 56 78', 'ES')).toBe('+33612345678');
    expect(toE164('0034 612 345 678', 'FR')).toBe('+34612345678');
    expect(toE164('+44 20 7946 0958', 'FR')).toBe('+442079460958');
  });

  it('refuses other characters, a misplaced +, and numbers of the wrong length', () => {
    expect(toE164('06 12 34 56 7a', 'FR')).toBeUndefined();
    expect(toE164('06+12345678', 'FR')).toBeUndefined();
    expect(toE164('0612', 'FR')).toBeUndefined();
    expect(toE164('06 12 34 56 78 90', 'FR')).toBeUndefined();
    expect(toE164('+33 6 12', 'FR')).toBeUndefined();
    expect(toE164('+1234567890123456', 'FR')).toBeUndefined();
    expect(toE164('0612345', 'FR')).toBeUndefined();
    expect(toE164('347 123 4567', 'FR')).toBeUndefined();
    // Numbering plans, not just lengths: no Belgian number of that length starts with 010.
    expect(toE164('0100 12 34 56', 'BE')).toBeUndefined();
    expect(toE164('212 345 678', 'ES')).toBeUndefined();
    expect(toE164('', 'FR')).toBeUndefined();
  });
});
