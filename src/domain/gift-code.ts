/** Gift codes a beneficiary redeems (spec §1 beneficiaries, §6 beneficiary, §3 price type beneficiary). */

/** BOX: a box's stays; SINGLE_VOUCHER (a gift stay or single voucher) and GIFT_CARD: stays up to an amount; ACTIVITY: one activity. */
export type GiftCodeKind = 'BOX' | 'SINGLE_VOUCHER' | 'GIFT_CARD' | 'ACTIVITY';
export type GiftCodeStatus = 'valid' | 'used' | 'expired';

/** What a code looks like once normalised: letters, digits and dashes. */
export const GIFT_CODE_PATTERN = /^[A-Z0-9-]{6,32}$/;

/** A typed code as stored: trimmed, upper case, inner spaces removed; null when it cannot be a code. */
export function normaliseGiftCode(input: string): string | null {
  const code = input.replace(/\s+/g, '').toUpperCase();
  return GIFT_CODE_PATTERN.test(code) ? code : null;
}

/** A code is used once redeemed, expired after its last valid day, else valid (used wins: it says more). */
export function getGiftCodeStatus(code: { expiresOn: string; usedAt: string | null }, today: string): GiftCodeStatus {
  if (code.usedAt !== null) return 'used';
  return code.expiresOn < today ? 'expired' : 'valid';
}

/**
 * What a stay costs a beneficiary (spec §3 price type beneficiary): a box covers each of its stays; a single
 * voucher covers a stay up to its amount, and the rest is paid at booking.
 */
export function getBeneficiaryPrice(kind: GiftCodeKind, stayPrice: number, giftAmount: number | null): { isCovered: boolean; remainingAmount: number } {
  if (kind === 'BOX' || giftAmount === null) return { isCovered: true, remainingAmount: 0 };
  const remainingAmount = Math.max(0, stayPrice - giftAmount);
  return { isCovered: remainingAmount === 0, remainingAmount };
}
