import { describe, expect, it } from 'vitest';
import { isGiftBannerShown, isGiftDrawerEnabled, isSingleVoucherBlockShown } from './gift-locales';

const LOCALES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'];

describe('gift blocks per locale', () => {
  it('enables the gift drawer in the six locales outside care mode', () => {
    expect(LOCALES.filter((locale) => isGiftDrawerEnabled(locale, false))).toEqual(LOCALES);
    expect(LOCALES.filter((locale) => isGiftDrawerEnabled(locale, true))).toEqual([]);
    expect(isGiftDrawerEnabled('de_DE', false)).toBe(false);
  });

  it('shows the gift banner everywhere but Spain', () => {
    expect(LOCALES.filter((locale) => isGiftBannerShown(locale, false))).toEqual(['fr_FR', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE']);
    expect(isGiftBannerShown('fr_FR', true)).toBe(false);
  });

  it('hides the single-voucher inline block in Italian and in care mode', () => {
    expect(LOCALES.filter((locale) => !isSingleVoucherBlockShown(locale, false))).toEqual(['it_IT']);
    expect(isSingleVoucherBlockShown('fr_FR', true)).toBe(false);
  });
});
