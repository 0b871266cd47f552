import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_REFUND_RATE,
  CHECKIN_NOT_AVAILABLE_CODE,
  formatRefundRate,
  QUOTE_ERROR_GENERIC,
  QUOTE_ERROR_NOT_BOOKABLE,
  getCancellationDeadline,
  getLocalTaxTotal,
  getQuoteErrorMessage,
  getRefund,
  getStayTotal,
  isBookable,
  isFreeModification,
} from './quote';

describe('bookability', () => {
  it('books a published product with no price error', () => {
    expect(isBookable({ published: true })).toBe(true);
    expect(isBookable({ published: true, priceError: [] })).toBe(true);
    expect(isBookable({ published: true, priceError: null })).toBe(true);
    expect(isBookable({ published: false })).toBe(false);
    expect(isBookable({ published: true, priceError: [{ message: 'boom' }] })).toBe(false);
  });

  it('names the check-in-not-available code', () => {
    expect(CHECKIN_NOT_AVAILABLE_CODE).toBe('CHECKIN_NOT_AVAILABLE');
    expect(isBookable({ published: true, priceError: [{ code: CHECKIN_NOT_AVAILABLE_CODE }] })).toBe(false);
  });
});

describe('getQuoteErrorMessage', () => {
  it('gives the first server code, else its message', () => {
    expect(getQuoteErrorMessage([{ code: 'NO_ROOM', message: 'No room' }, { code: 'LATER' }])).toBe('NO_ROOM');
    expect(getQuoteErrorMessage([{ message: 'No room' }, { code: 'LATER' }])).toBe('No room');
    expect(getQuoteErrorMessage([{}, { code: 'LATER' }])).toBe('LATER');
  });

  it('falls back to not bookable, then to the generic error', () => {
    expect(getQuoteErrorMessage([{}, { code: '' }])).toBe(QUOTE_ERROR_NOT_BOOKABLE);
    expect(QUOTE_ERROR_NOT_BOOKABLE).toBe('The offer is not bookable with these criterias');
    expect(getQuoteErrorMessage([])).toBe(QUOTE_ERROR_GENERIC);
    expect(getQuoteErrorMessage()).toBe('Quote error');
  });
});

describe('local tax', () => {
  const stay = { adults: 2, children: 2, nights: 3, packageCents: 45000 };

  it('charges per adult per night, children exempt', () => {
    expect(getLocalTaxTotal({ type: 'PER_PERSON_PER_NIGHT', amount: 165 }, stay)).toBe(990);
    expect(getLocalTaxTotal({ type: 'PER_PERSON_PER_NIGHT' }, stay)).toBe(0);
  });

  it('charges a percentage of the package rounded to the cent', () => {
    expect(getLocalTaxTotal({ type: 'BOOKING_PERCENTAGE', percentage: 5 }, stay)).toBe(2250);
    expect(getLocalTaxTotal({ type: 'BOOKING_PERCENTAGE', percentage: 2.5 }, { ...stay, packageCents: 999 })).toBe(25);
  });

  it('adds the tax to the amount paid today', () => {
    expect(getStayTotal(45000, 990)).toBe(45990);
  });
});

describe('cancellation', () => {
  it('sets the deadline days before check-in, across months', () => {
    expect(getCancellationDeadline('2024-04-02', 3)).toBe('2024-03-30');
    expect(getCancellationDeadline('2024-04-02', 0)).toBe('2024-04-02');
  });

  it('refunds 80 % of each night rounded down up to the deadline day included', () => {
    expect(CANCELLATION_REFUND_RATE).toBe(0.8);
    const input = { nightsPrices: [10001, 10001], deadline: '2024-03-30' };
    expect(getRefund({ ...input, cancelledOn: '2024-03-30' })).toBe(16000);
    expect(getRefund({ ...input, cancelledOn: '2024-03-01' })).toBe(16000);
    expect(getRefund({ nightsPrices: [10000, 12345], deadline: '2024-03-30', cancelledOn: '2024-03-29' })).toBe(17876);
  });

  it('refunds nothing after the deadline', () => {
    expect(getRefund({ nightsPrices: [10000], deadline: '2024-03-30', cancelledOn: '2024-03-31' })).toBe(0);
  });

  it('allows free modification up to the deadline day', () => {
    expect(isFreeModification('2024-03-30', '2024-03-30')).toBe(true);
    expect(isFreeModification('2024-03-31', '2024-03-30')).toBe(false);
    expect(() => isFreeModification('30/03/2024', '2024-03-30')).toThrow(RangeError);
  });
});

describe('formatRefundRate', () => {
  it('writes the refund rate as each locale writes a percentage, whichever locale asked first', () => {
    expect(formatRefundRate('fr-FR')).toMatch(/^80\s%$/);
    expect(formatRefundRate('nl-NL')).toBe('80%');
    expect(formatRefundRate('fr-FR')).toMatch(/^80\s%$/);
  });
});
