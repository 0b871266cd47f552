/**
 * Gift cards as a means of payment, and the extension and exchange of gifts (spec §9, ADR 33).
 * Pure rules: what a card pays, when a gift may be extended (once, by six months, for a fee) and when a voucher may
 * be exchanged for a gift card of its value. Amounts in integer cents, days as 'YYYY-MM-DD'.
 */
import { addIsoDays, addIsoMonths } from './iso-date';

/** An extension adds this many months to the last valid day. */
export const EXTENSION_MONTHS = 6;
/** A gift may be extended from this many days before its last valid day, up to that day. */
export const EXTENSION_WINDOW_DAYS = 60;
/** The extension's fee (cents), the same for every gift: it pays the handling, not the value. */
export const EXTENSION_FEE_CENTS = 1500;

/** What a card pays of an order: its balance, at most the amount due. */
export function getGiftCardPayment(balanceCents: number, dueCents: number): number {
  if (!Number.isInteger(balanceCents) || !Number.isInteger(dueCents)) throw new RangeError('getGiftCardPayment: integer cents expected');
  return Math.max(0, Math.min(balanceCents, dueCents));
}

/** A gift as these rules see it. */
export interface GiftForOptions {
  kind: 'BOX' | 'SINGLE_VOUCHER' | 'GIFT_CARD' | 'ACTIVITY';
  /** False for a gift stay (a SINGLE_VOUCHER code bought as a gift stay): only single vouchers are exchangeable (§9). */
  isExchangeable: boolean;
  expiresOn: string;
  usedAt: string | null;
  extendedAt: string | null;
  exchangedFor: string | null;
  /** A gift card's balance (cents); null for other gifts. */
  balanceCents: number | null;
}

export type ExtensionAnswer =
  | { allowed: true; newExpiresOn: string; feeCents: number }
  | { allowed: false; reason: 'used' | 'expired' | 'alreadyExtended' | 'empty' | 'tooEarly'; from?: string };

export type ExchangeAnswer = { allowed: true; amountCents: number } | { allowed: false; reason: 'used' | 'expired' | 'notExchangeable' };

/** The first day a gift ending on `expiresOn` may be extended. */
export function getExtensionStart(expiresOn: string): string {
  return addIsoDays(expiresOn, -EXTENSION_WINDOW_DAYS);
}

/** Whether the gift can be extended today: unused, valid, never extended, in its last 60 days (a card with money left). */
export function canExtend(gift: GiftForOptions, today: string): ExtensionAnswer {
  if (gift.usedAt !== null || gift.exchangedFor !== null) return { allowed: false, reason: 'used' };
  if (gift.expiresOn < today) return { allowed: false, reason: 'expired' };
  if (gift.extendedAt !== null) return { allowed: false, reason: 'alreadyExtended' };
  if (gift.kind === 'GIFT_CARD' && (gift.balanceCents ?? 0) <= 0) return { allowed: false, reason: 'empty' };
  const from = getExtensionStart(gift.expiresOn);
  if (today < from) return { allowed: false, reason: 'tooEarly', from };
  return { allowed: true, newExpiresOn: addIsoMonths(gift.expiresOn, EXTENSION_MONTHS), feeCents: EXTENSION_FEE_CENTS };
}

/**
 * Months care agents may add to one gift's validity as a free goodwill gesture, all such extensions together over
 * the gift's life (ADR 60). Twice the paid extension: enough for a long illness, not a gift that never ends.
 */
export const GOODWILL_EXTENSION_MAX_MONTHS = 12;

export type GoodwillExtensionAnswer =
  { allowed: true; newExpiresOn: string } | { allowed: false; reason: 'used' | 'empty' | 'months' | 'stillExpired'; maxMonths: number };

/** The months a care agent may still add to a gift already given `goodwillMonths` (none left: 0). */
export function getGoodwillExtensionLeft(goodwillMonths: number): number {
  return Math.max(0, GOODWILL_EXTENSION_MAX_MONTHS - Math.max(0, goodwillMonths));
}

/**
 * Whether a care agent may extend the gift by `months` today, free: unused, not exchanged, a card with money left,
 * within what GOODWILL_EXTENSION_MAX_MONTHS leaves. An expired gift may be extended if the new last day is today or
 * later. It does not use up the customer's paid extension (canExtend).
 */
export function canExtendAsGoodwill(gift: GiftForOptions & { goodwillMonths: number }, months: number, today: string): GoodwillExtensionAnswer {
  const maxMonths = getGoodwillExtensionLeft(gift.goodwillMonths);
  if (gift.usedAt !== null || gift.exchangedFor !== null) return { allowed: false, reason: 'used', maxMonths };
  if (gift.kind === 'GIFT_CARD' && (gift.balanceCents ?? 0) <= 0) return { allowed: false, reason: 'empty', maxMonths };
  if (!Number.isInteger(months) || months < 1 || months > maxMonths) return { allowed: false, reason: 'months', maxMonths };
  const newExpiresOn = addIsoMonths(gift.expiresOn, months);
  if (newExpiresOn < today) return { allowed: false, reason: 'stillExpired', maxMonths };
  return { allowed: true, newExpiresOn };
}

/** Whether a voucher can be exchanged today for a gift card of its value (single vouchers only, unused and valid). */
export function canExchange(gift: GiftForOptions & { amountCents: number | null }, today: string): ExchangeAnswer {
  if (gift.kind !== 'SINGLE_VOUCHER' || !gift.isExchangeable || gift.amountCents === null) return { allowed: false, reason: 'notExchangeable' };
  if (gift.usedAt !== null || gift.exchangedFor !== null) return { allowed: false, reason: 'used' };
  if (gift.expiresOn < today) return { allowed: false, reason: 'expired' };
  return { allowed: true, amountCents: gift.amountCents };
}
