import { describe, expect, it } from 'vitest';
import { getPartyPrice, getReferencePrice, getRoomCount } from './party-price';

describe('party price', () => {
  it('is the sum of the nights for two adults', () => {
    expect(getPartyPrice({ nightPrices: [10000, 12000], adults: 2, children: 0, childPricePerStay: 3000, packageNights: 2 })).toBe(22000);
  });

  it('scales to the number of adults and adds prorated children', () => {
    expect(getPartyPrice({ nightPrices: [10000], adults: 3, children: 0, childPricePerStay: 3000, packageNights: 1 })).toBe(15000);
    expect(getPartyPrice({ nightPrices: [10000, 10000], adults: 2, children: 1, childPricePerStay: 3000, packageNights: 1 })).toBe(26000);
    expect(getPartyPrice({ nightPrices: [10000], adults: 1, children: 2, childPricePerStay: 3000, packageNights: 2 })).toBe(8000);
  });

  it('keeps the package promo ratio for the reference price', () => {
    expect(getReferencePrice(8000, 8000, 10000)).toBe(10000);
    expect(getReferencePrice(16000, 8000, 10000)).toBe(20000);
    expect(getReferencePrice(5000, 8000, 8000)).toBe(5000);
  });

  it('counts rooms by capacity', () => {
    expect(getRoomCount(2, 0, 2)).toBe(1);
    expect(getRoomCount(2, 1, 2)).toBe(2);
    expect(getRoomCount(4, 1, 5)).toBe(1);
  });
});
