import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MAX_AMOUNT, getFreeAmountRange, isGiftCardAmountAllowed, parseEuroAmount } from './gift-card-amount';

const presets = [2500, 5000, 10000];

describe('gift card amount', () => {
  it('accepts the amounts on sale and free whole-euro amounts from the smallest one up to 2000 €', () => {
    expect(getFreeAmountRange(presets)).toEqual({ min: 2500, max: 200_000 });
    expect(isGiftCardAmountAllowed(5000, presets)).toBe(true);
    expect(isGiftCardAmountAllowed(4200, presets)).toBe(true);
    expect(isGiftCardAmountAllowed(GIFT_CARD_MAX_AMOUNT, presets)).toBe(true);
  });

  it('refuses cents, amounts under the smallest card and over 2000 €', () => {
    expect(isGiftCardAmountAllowed(4250, presets)).toBe(false);
    expect(isGiftCardAmountAllowed(2400, presets)).toBe(false);
    expect(isGiftCardAmountAllowed(GIFT_CARD_MAX_AMOUNT + 100, presets)).toBe(false);
    expect(isGiftCardAmountAllowed(Number.NaN, presets)).toBe(false);
  });

  it('reads whole euros typed as digits only', () => {
    expect(parseEuroAmount(' 75 ')).toBe(7500);
    expect(parseEuroAmount('75,50')).toBeNull();
    expect(parseEuroAmount('-5')).toBeNull();
    expect(parseEuroAmount('')).toBeNull();
  });
});
