import { describe, expect, it } from 'vitest';
import { ACCOMMODATION_VAT_RATES, SELLER, getInvoiceDate, getStayVat, getVatBreakdown } from './invoice';

describe('invoice VAT', () => {
  it('splits a price paid VAT included into taxable amount and VAT, to the cent', () => {
    expect(getVatBreakdown(22000, 10)).toEqual({ rate: 10, net: 20000, vat: 2000, total: 22000 });
    expect(getVatBreakdown(10000, 6)).toEqual({ rate: 6, net: 9434, vat: 566, total: 10000 });
    expect(getVatBreakdown(0, 21)).toEqual({ rate: 21, net: 0, vat: 0, total: 0 });
  });

  it('always adds up: taxable amount plus VAT is what was paid', () => {
    for (let total = 0; total < 5000; total += 37) {
      for (const rate of Object.values(ACCOMMODATION_VAT_RATES)) {
        const { net, vat } = getVatBreakdown(total, rate);
        expect(net + vat).toBe(total);
        expect(Math.abs(vat - (net * rate) / 100)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("taxes a stay at the accommodation rate of the hotel's country", () => {
    expect(getStayVat(33000, 'FR').rate).toBe(10);
    expect(getStayVat(33000, 'BE').rate).toBe(6);
    expect(() => getStayVat(33000, 'DE')).toThrow(RangeError);
    expect(() => getVatBreakdown(-1, 10)).toThrow(RangeError);
  });

  it('names a seller with an address and a valid French VAT number (key of the SIREN)', () => {
    const siren = Number(SELLER.vatNumber.slice(4));
    expect(SELLER.vatNumber).toMatch(/^FR\d{11}$/);
    expect(Number(SELLER.vatNumber.slice(2, 4))).toBe((12 + 3 * (siren % 97)) % 97);
    expect(SELLER.street && SELLER.postcode && SELLER.city).toBeTruthy();
  });
});

describe('getInvoiceDate', () => {
  const bookedAt = new Date('2026-11-26T09:00:00Z');
  it("is the day the order was paid, on the market's clock", () => {
    expect(getInvoiceDate({ paidAt: new Date('2024-04-01T22:30:00Z'), orderedAt: new Date('2024-04-01T21:00:00Z'), bookedAt }, 'fr')).toBe('2024-04-02');
    expect(getInvoiceDate({ paidAt: new Date('2024-04-01T21:30:00Z'), orderedAt: null, bookedAt }, 'nl')).toBe('2024-04-01');
  });
  it('falls back on the day it was ordered, then on the booking record, never on today', () => {
    expect(getInvoiceDate({ paidAt: null, orderedAt: new Date('2024-03-10T10:00:00Z'), bookedAt }, 'es')).toBe('2024-03-10');
    expect(getInvoiceDate({ paidAt: null, orderedAt: null, bookedAt }, 'it')).toBe('2026-11-26');
  });
});
