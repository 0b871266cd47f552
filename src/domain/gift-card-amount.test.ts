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

  it('reads euros typed with a decimal comma or point', () => {
    expect(parseEuroAmount(' 75 ')).toBe(7500);
    expect(parseEuroAmount('50')).toBe(5000);
    expect(parseEuroAmount('50,00')).toBe(5000);
    expect(parseEuroAmount('50.00')).toBe(5000);
    expect(parseEuroAmount('75,50')).toBe(7550);
    expect(parseEuroAmount('1.000')).toBeNull();
    expect(parseEuroAmount('50,')).toBeNull();
    expect(parseEuroAmount('-5')).toBeNull();
    expect(parseEuroAmount('')).toBeNull();
  });

  it('refuses an amount with cents instead of reading its digits as euros', () => {
    const presets = [2500, 5000, 10000];
    expect(parseEuroAmount('50,5')).toBe(5050);
    expect(isGiftCardAmountAllowed(parseEuroAmount('50,5')!, presets)).toBe(false);
    for (const typed of ['50', '50,00', '50.00']) expect(isGiftCardAmountAllowed(parseEuroAmount(typed)!, presets)).toBe(true);
  });
});
