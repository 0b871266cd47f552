import { describe, expect, it } from 'vitest';
import { getBookingPriceSummary } from './booking-summary';

const atHotel = (amount: number) => ({ amount, toBePaidAtHotel: true });

describe('booking price summary', () => {
  it('pays the stay today and the tourist tax at the hotel, apart', () => {
    const summary = getBookingPriceSummary({ sellPrice: 25900, refPrice: 25900, localTax: atHotel(660) });
    expect(summary).toEqual({
      referencePrice: 25900,
      reductionAmount: 0,
      insuranceAmount: 0,
      shippingCost: 0,
      subElementsPrice: 0,
      totalPrice: 25900,
      giftcards: [],
      remainingAmountToPay: 25900,
      localTaxAtHotel: 660,
      stayTotal: 26560,
    });
  });

  it('shows the money saved against the reference price, never negative', () => {
    expect(getBookingPriceSummary({ sellPrice: 21000, refPrice: 30000, localTax: atHotel(0) })).toMatchObject({
      referencePrice: 30000,
      reductionAmount: 9000,
      totalPrice: 21000,
    });
    expect(getBookingPriceSummary({ sellPrice: 21000, refPrice: 20000, localTax: atHotel(0) })).toMatchObject({ referencePrice: 21000, reductionAmount: 0 });
  });

  it('counts the insurance only when it is chosen', () => {
    const base = { sellPrice: 20000, refPrice: 20000, localTax: atHotel(0) };
    expect(getBookingPriceSummary({ ...base, insurance: { sellPrice: 1500, selected: false } }).insuranceAmount).toBe(0);
    const chosen = getBookingPriceSummary({ ...base, insurance: { sellPrice: 1500, selected: true } });
    expect(chosen).toMatchObject({ insuranceAmount: 1500, totalPrice: 21500, remainingAmountToPay: 21500 });
  });

  it('adds shipping and extras, and the tax when it is not paid at the hotel', () => {
    const summary = getBookingPriceSummary({
      sellPrice: 20000,
      refPrice: 20000,
      shippingCost: 500,
      subElementsPrice: 1200,
      localTax: { amount: 300, toBePaidAtHotel: false },
    });
    expect(summary).toMatchObject({ totalPrice: 22000, localTaxAtHotel: 0, stayTotal: 22000 });
  });

  it('uses gift cards in order, each up to what is still due', () => {
    const summary = getBookingPriceSummary({
      sellPrice: 20000,
      refPrice: 20000,
      giftcards: [
        { serialNumber: 'A', amount: 5000 },
        { serialNumber: 'B', amount: 30000 },
        { serialNumber: 'C', amount: 1000 },
      ],
      localTax: atHotel(400),
    });
    expect(summary.giftcards).toEqual([
      { serialNumber: 'A', usedAmount: 5000 },
      { serialNumber: 'B', usedAmount: 15000 },
      { serialNumber: 'C', usedAmount: 0 },
    ]);
    expect(summary.remainingAmountToPay).toBe(0);
    expect(summary.stayTotal).toBe(20400);
  });
});
