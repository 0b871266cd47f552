import { describe, expect, it } from 'vitest';
import { getBeneficiaryPrice, getGiftCodeStatus, normaliseGiftCode } from './gift-code';

describe('gift codes', () => {
  it('normalises what the beneficiary types', () => {
    expect(normaliseGiftCode(' halte-box valid ')).toBe('HALTE-BOXVALID');
    expect(normaliseGiftCode('HALTE-SV-VALID')).toBe('HALTE-SV-VALID');
    expect(normaliseGiftCode('abc')).toBeNull();
    expect(normaliseGiftCode("x'; drop table")).toBeNull();
  });

  it('says whether a code is valid, used or expired', () => {
    expect(getGiftCodeStatus({ expiresOn: '2026-11-22', usedAt: null }, '2026-11-22')).toBe('valid');
    expect(getGiftCodeStatus({ expiresOn: '2026-11-21', usedAt: null }, '2026-11-22')).toBe('expired');
    expect(getGiftCodeStatus({ expiresOn: '2025-01-01', usedAt: '2024-06-01T10:00:00Z' }, '2026-11-22')).toBe('used');
  });

  it('covers a box stay, and a single-voucher stay up to the gift amount', () => {
    expect(getBeneficiaryPrice('BOX', 30000, null)).toEqual({ isCovered: true, remainingAmount: 0 });
    expect(getBeneficiaryPrice('SINGLE_VOUCHER', 14000, 15000)).toEqual({ isCovered: true, remainingAmount: 0 });
    expect(getBeneficiaryPrice('SINGLE_VOUCHER', 18000, 15000)).toEqual({ isCovered: false, remainingAmount: 3000 });
  });
});
