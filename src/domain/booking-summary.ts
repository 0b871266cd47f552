import { getMoneySaved } from './pricing';
import { getStayTotal } from './quote';

/** The booking price summary of spec §3: what the order costs, what is paid today and what is paid at the hotel. */

/** An insurance the visitor may add; it costs nothing unless offered and chosen. */
export interface InsuranceChoice {
  sellPrice: number;
  selected: boolean;
}

/** A gift card paying part of the order. */
export interface GiftCardPayment {
  serialNumber: string;
  /** Balance of the card in cents. */
  amount: number;
}

export interface BookingSummaryInput {
  /** Price of the stay in cents, as quoted. */
  sellPrice: number;
  /** Reference price in cents; above the sell price when there is a reduction. */
  refPrice: number;
  insurance?: InsuranceChoice | null | undefined;
  shippingCost?: number | undefined;
  subElementsPrice?: number | undefined;
  giftcards?: readonly GiftCardPayment[] | undefined;
  localTax: { amount: number; toBePaidAtHotel: boolean };
}

export interface BookingPriceSummary {
  referencePrice: number;
  reductionAmount: number;
  insuranceAmount: number;
  shippingCost: number;
  subElementsPrice: number;
  /** What the order costs: stay, insurance, shipping, extras (and the tax when it is not paid at the hotel). */
  totalPrice: number;
  giftcards: { serialNumber: string; usedAmount: number }[];
  /** What is left to pay today once the gift cards are used. */
  remainingAmountToPay: number;
  /** Tourist tax paid on the spot, shown apart; 0 when it is included in the total. */
  localTaxAtHotel: number;
  /** The whole stay: the order total plus the tax paid at the hotel. */
  stayTotal: number;
}

/**
 * Builds the summary (all amounts in cents). The reduction is the money saved against the reference price;
 * the insurance counts only when chosen; gift cards are used in order, each up to what is still due.
 */
export function getBookingPriceSummary(input: BookingSummaryInput): BookingPriceSummary {
  const insuranceAmount = input.insurance?.selected ? input.insurance.sellPrice : 0;
  const shippingCost = input.shippingCost ?? 0;
  const subElementsPrice = input.subElementsPrice ?? 0;
  const taxInTotal = input.localTax.toBePaidAtHotel ? 0 : input.localTax.amount;
  const totalPrice = input.sellPrice + insuranceAmount + shippingCost + subElementsPrice + taxInTotal;
  let due = totalPrice;
  const giftcards = (input.giftcards ?? []).map((card) => {
    const usedAmount = Math.max(0, Math.min(card.amount, due));
    due -= usedAmount;
    return { serialNumber: card.serialNumber, usedAmount };
  });
  const localTaxAtHotel = input.localTax.toBePaidAtHotel ? input.localTax.amount : 0;
  return {
    referencePrice: Math.max(input.refPrice, input.sellPrice),
    reductionAmount: getMoneySaved(input.refPrice, input.sellPrice),
    insuranceAmount,
    shippingCost,
    subElementsPrice,
    totalPrice,
    giftcards,
    remainingAmountToPay: due,
    localTaxAtHotel,
    stayTotal: getStayTotal(totalPrice, localTaxAtHotel),
  };
}
