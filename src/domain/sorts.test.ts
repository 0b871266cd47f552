import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, getAvailableSorts, isSortAllowed, isSortKey, sortForFlowSwitch } from './sorts';

describe('getAvailableSorts', () => {
  it('offers booking its sorts, distance only with geo', () => {
    expect(getAvailableSorts('booking', true)).toEqual(['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity']);
    expect(getAvailableSorts('booking', false)).toEqual(['priceQuality', 'promo', 'priceAsc', 'popularity']);
  });

  it('offers hotel no promo sort and gifting the stay-voucher price sorts', () => {
    expect(getAvailableSorts('hotel', true)).toEqual(['priceQuality', 'distance', 'priceAsc', 'popularity']);
    expect(getAvailableSorts('gifting', false)).toEqual(['priceQuality', 'svPriceDesc', 'svPriceAsc']);
    expect(getAvailableSorts('gifting', true)).toEqual(['priceQuality', 'distance', 'svPriceDesc', 'svPriceAsc']);
  });

  it('offers no sort in the activity flow', () => {
    expect(getAvailableSorts('activity', true)).toEqual([]);
  });
});

describe('isSortAllowed', () => {
  it('checks flow and geo', () => {
    expect(DEFAULT_SORT).toBe('priceQuality');
    expect(isSortAllowed('promo', 'booking', false)).toBe(true);
    expect(isSortAllowed('promo', 'hotel', true)).toBe(false);
    expect(isSortAllowed('svPriceAsc', 'booking', true)).toBe(false);
    expect(isSortAllowed('svPriceAsc', 'gifting', false)).toBe(true);
    expect(isSortAllowed('distance', 'booking', false)).toBe(false);
    expect(isSortAllowed('distance', 'booking', true)).toBe(true);
    expect(isSortAllowed('priceQuality', 'activity', true)).toBe(false);
    expect(isSortAllowed('whatever', 'booking', true)).toBe(false);
  });

  it('recognises sort keys', () => {
    expect(isSortKey('popularity')).toBe(true);
    expect(isSortKey('price')).toBe(false);
  });
});

describe('sortForFlowSwitch', () => {
  it('keeps only priceQuality or distance when switching to gifting', () => {
    expect(sortForFlowSwitch('priceQuality', 'gifting')).toBe('priceQuality');
    expect(sortForFlowSwitch('distance', 'gifting')).toBe('distance');
    expect(sortForFlowSwitch('priceAsc', 'gifting')).toBeNull();
    expect(sortForFlowSwitch('promo', 'gifting')).toBeNull();
    expect(sortForFlowSwitch('svPriceAsc', 'gifting')).toBe(null);
  });

  it('drops the sort when switching to activity', () => {
    expect(sortForFlowSwitch('priceQuality', 'activity')).toBeNull();
    expect(sortForFlowSwitch('distance', 'activity')).toBeNull();
  });

  it('keeps a sort the booking or hotel flow offers', () => {
    expect(sortForFlowSwitch('svPriceDesc', 'booking')).toBeNull();
    expect(sortForFlowSwitch('popularity', 'hotel')).toBe('popularity');
    expect(sortForFlowSwitch('promo', 'hotel')).toBeNull();
    expect(sortForFlowSwitch('distance', 'booking')).toBe('distance');
  });
});
