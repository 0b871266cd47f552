import { describe, expect, it } from 'vitest';
import { getPriceChange, getPriceChangeMessage, PRICE_CHANGE_HIGHER, PRICE_CHANGE_LOWER } from './price-change';

describe('price change', () => {
  it('is null when the price did not move', () => {
    expect(getPriceChange(25900, 25900)).toBeNull();
  });

  it('gives the previous and current price and the signed difference', () => {
    expect(getPriceChange(25900, 27400)).toEqual({ previous: 25900, current: 27400, diff: 1500 });
    expect(getPriceChange(25900, 24900)).toEqual({ previous: 25900, current: 24900, diff: -1000 });
  });

  it('says whether the price is now lower or higher, with the texts of the spec', () => {
    expect(getPriceChangeMessage({ previous: 25900, current: 24900, diff: -1000 })).toBe(PRICE_CHANGE_LOWER);
    expect(getPriceChangeMessage({ previous: 25900, current: 27400, diff: 1500 })).toBe(PRICE_CHANGE_HIGHER);
    expect(PRICE_CHANGE_LOWER).toBe("The price has been updated during your booking and it's now lower!");
    expect(PRICE_CHANGE_HIGHER).toBe("The price has been updated during your booking and it's now higher.");
  });
});
