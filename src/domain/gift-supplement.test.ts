import { describe, expect, it } from 'vitest';
import { getGiftSupplement, getVoucherLeftover } from './stay-price';

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

describe('getVoucherLeftover', () => {
  it('keeps what a voucher is worth beyond the stay, to the cent, and nothing when the stay costs as much or more', () => {
    expect(getVoucherLeftover({ total: 27_244 }, 34_600)).toBe(7_356);
    expect(getVoucherLeftover({ total: 34_600 }, 34_600)).toBe(0);
    expect(getVoucherLeftover({ total: 40_000 }, 34_600)).toBe(0);
  });
  it('keeps nothing of a stay that cannot be booked or of a worthless gift', () => {
    expect(getVoucherLeftover(null, 34_600)).toBe(0);
    expect(getVoucherLeftover({ total: 500 }, -1000)).toBe(0);
  });
  it('adds up with the supplement: leftover − supplement = gift value − stay, for any stay and gift', () => {
    for (let i = 0; i < 500; i += 1) {
      const total = Math.floor(Math.random() * 200_000);
      const value = Math.floor(Math.random() * 200_000);
      expect(getVoucherLeftover({ total }, value) - getGiftSupplement({ total }, value).supplement).toBe(value - total);
    }
  });
});
