import { describe, expect, it } from 'vitest';
import { getGiftSupplement } from './stay-price';

describe('getGiftSupplement', () => {
  it('is the stay price minus the gift value, to the cent, and never negative', () => {
    expect(getGiftSupplement({ total: 30_001 }, 30_000)).toEqual({ status: 'supplement', supplement: 1 });
    expect(getGiftSupplement({ total: 30_000 }, 30_000)).toEqual({ status: 'included', supplement: 0 });
    expect(getGiftSupplement({ total: 12_345 }, 30_000)).toEqual({ status: 'included', supplement: 0 });
  });
  it('marks a stay that cannot be booked as not available, and a negative gift value counts as none', () => {
    expect(getGiftSupplement(null, 30_000)).toEqual({ status: 'notAvailable', supplement: 0 });
    expect(getGiftSupplement({ total: 500 }, -1000)).toEqual({ status: 'supplement', supplement: 500 });
  });
});
