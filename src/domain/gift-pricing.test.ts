import { describe, expect, it } from 'vitest';
import { getGiftOrderTotal, getGiftStayPrice, getShippingCost, getSubElementsSelection } from './gift-pricing';

describe('gift stay price by bucket', () => {
  const buckets = [18000, 21000, 24500];

  it('takes the bucket price for the package length', () => {
    expect(getGiftStayPrice(buckets, 2, 2, 1)).toBe(18000);
    expect(getGiftStayPrice(buckets, 2, 2, 2)).toBe(21000);
    expect(getGiftStayPrice(buckets, 2, 2, 3)).toBe(24500);
  });

  it('prorates it for another number of nights', () => {
    expect(getGiftStayPrice(buckets, 2, 1, 2)).toBe(10500);
    expect(getGiftStayPrice(buckets, 2, 3, 3)).toBe(36750);
  });

  it('is null when the bucket has no price', () => {
    expect(getGiftStayPrice([18000], 2, 2, 3)).toBeNull();
  });
});

describe('shipping', () => {
  it('costs nothing for a digital gift', () => {
    expect(getShippingCost('digital', 690)).toBe(0);
    expect(getShippingCost('physical', 690)).toBe(690);
    expect(getShippingCost('physical', 0)).toBe(0);
  });
});

describe('physical extras', () => {
  const options = [
    { id: 1, categoryId: 1, price: 500 },
    { id: 2, categoryId: 1, price: 700 },
    { id: 3, categoryId: 2, price: 300 },
    { id: 4, categoryId: 3, price: 200 },
    { id: 5, categoryId: 3, price: 250 },
  ];
  const singles = [2];

  it('adds the chosen extras, a multi-select category taking several', () => {
    expect(getSubElementsSelection([1, 2, 3], options, singles, 'physical')?.price).toBe(1500);
  });

  it('refuses two extras of a single-selection category, or an unknown id', () => {
    expect(getSubElementsSelection([4, 5], options, [3], 'physical')).toBeNull();
    expect(getSubElementsSelection([99], options, singles, 'physical')).toBeNull();
  });

  it('counts an id given twice once', () => {
    expect(getSubElementsSelection([3, 3], options, singles, 'physical')?.price).toBe(300);
  });

  it('has none for a digital gift', () => {
    expect(getSubElementsSelection([1, 2], options, singles, 'digital')).toEqual({ chosen: [], price: 0 });
  });
});

describe('gift order total', () => {
  it('adds item, upsell, shipping and extras', () => {
    expect(getGiftOrderTotal({ itemPrice: 21000, upsellPrice: 1500, shippingCost: 490, subElementsPrice: 800 })).toBe(23790);
  });
});
