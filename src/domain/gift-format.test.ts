import { describe, expect, it } from 'vitest';
import { getPhysicalFormatTag, isGiftFormat, isPhysicalFormatAvailable, LOADING_TAG, resolveGiftFormat } from './gift-format';

const loaded = { amount: 490, isFetching: false, error: false };
const euros = (cents: number) => `${cents / 100} €`;

describe('gift format', () => {
  it('offers the physical format only with the shipping cost loaded and the flag on', () => {
    expect(isPhysicalFormatAvailable(loaded, true)).toBe(true);
    expect(isPhysicalFormatAvailable({ ...loaded, amount: 0 }, true)).toBe(true);
    expect(isPhysicalFormatAvailable(loaded, false)).toBe(false);
    expect(isPhysicalFormatAvailable({ amount: null, isFetching: true, error: false }, true)).toBe(false);
    expect(isPhysicalFormatAvailable({ amount: null, isFetching: false, error: true }, true)).toBe(false);
  });

  it('falls back to digital when physical cannot be ordered or the value is unknown', () => {
    expect(resolveGiftFormat('physical', true)).toBe('physical');
    expect(resolveGiftFormat('physical', false)).toBe('digital');
    expect(resolveGiftFormat('paper', true)).toBe('digital');
    expect(resolveGiftFormat(undefined, true)).toBe('digital');
  });

  it("tags the physical choice '---' while loading, then '+amount'", () => {
    expect(getPhysicalFormatTag({ amount: null, isFetching: true, error: false }, euros)).toBe(LOADING_TAG);
    expect(getPhysicalFormatTag(loaded, euros)).toBe('+4.9 €');
    expect(getPhysicalFormatTag({ ...loaded, amount: 0 }, euros)).toBe('+0 €');
  });

  it('adds the price difference of a physical item that costs more (a physical box) to its tag', () => {
    expect(getPhysicalFormatTag({ ...loaded, amount: 0 }, euros, 500)).toBe('+5 €');
    expect(getPhysicalFormatTag(loaded, euros, 500)).toBe('+9.9 €');
    expect(getPhysicalFormatTag({ amount: null, isFetching: true, error: false }, euros, 500)).toBe(LOADING_TAG);
  });

  it('recognises the two formats', () => {
    expect(isGiftFormat('digital')).toBe(true);
    expect(isGiftFormat('physical')).toBe(true);
    expect(isGiftFormat('PHYSICAL')).toBe(false);
  });
});
