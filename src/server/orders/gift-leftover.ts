/** The voucher a stay was booked with, as the order stores it (ADR 45). */
export interface StoredGiftRedemption {
  code: string;
  amountCents: number;
  /** What the voucher keeps beyond the stay, as a gift-card balance on its code (cents). */
  leftoverCents?: number;
  expiresOn?: string;
}

/** What the voucher a stay was booked with keeps as a balance, as the order stored it; null when nothing. */
export function getGiftLeftover(redemption: StoredGiftRedemption | undefined): { code: string; cents: number; expiresOn: string } | null {
  if (!redemption?.leftoverCents || redemption.leftoverCents <= 0 || !redemption.expiresOn) return null;
  return { code: redemption.code, cents: redemption.leftoverCents, expiresOn: redemption.expiresOn };
}
