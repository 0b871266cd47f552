import { describe, expect, it } from 'vitest';
import { getGiftNightsOptions, isAvailabilityUpsellOffered, isBucketChoiceShown, resolveBucket, resolveGiftNights } from './gift-stay';

describe('gift side of a product', () => {
  it('offers the lengths from the smallest to the largest key, 1 to 3 by default', () => {
    expect(getGiftNightsOptions()).toEqual([1, 2, 3]);
    expect(getGiftNightsOptions([2, 3])).toEqual([2, 3]);
    expect(getGiftNightsOptions([0, -1, 9])).toEqual([1, 2, 3]);
  });

  it('keeps a requested length that is offered, else the package length', () => {
    expect(resolveGiftNights('3', [1, 2, 3], 2)).toBe(3);
    expect(resolveGiftNights('9', [1, 2, 3], 2)).toBe(2);
    expect(resolveGiftNights(undefined, [2, 3], 1)).toBe(2);
  });

  it('keeps a known bucket, else Serenity', () => {
    expect(resolveBucket('1')).toBe(1);
    expect(resolveBucket(3)).toBe(3);
    expect(resolveBucket('7')).toBe(2);
    expect(resolveBucket(undefined)).toBe(2);
  });

  it('offers the availability upsell only for one-night gifts with a price', () => {
    expect(isAvailabilityUpsellOffered(1, 1500)).toBe(true);
    expect(isAvailabilityUpsellOffered(2, 1500)).toBe(false);
    expect(isAvailabilityUpsellOffered(1, null)).toBe(false);
  });

  it('shows the bucket choice for gift stays, and for single vouchers only in care mode', () => {
    expect(isBucketChoiceShown('weekend', false)).toBe(true);
    expect(isBucketChoiceShown('single_voucher', false)).toBe(false);
    expect(isBucketChoiceShown('single_voucher', true)).toBe(true);
  });
});
