import { describe, expect, it } from 'vitest';
import { getCheckoutDay, groupTrips, hasInvoice, type Trip } from './trips';

const trip = (bookingNumber: string, checkin: string, status: Trip['status'] = 'CONFIRMED', nights = 2): Trip => ({ bookingNumber, checkin, nights, status });
const TODAY = '2026-11-22';

describe('groupTrips', () => {
  it('puts trips still ahead first, soonest first, and the rest latest first', () => {
    const { upcoming, past } = groupTrips(
      [
        trip('10000001', '2026-12-20'),
        trip('10000002', '2026-01-10', 'COMPLETED'),
        trip('10000003', '2026-11-30', 'PENDING'),
        trip('10000004', '2025-06-01', 'COMPLETED'),
      ],
      TODAY,
    );
    expect(upcoming.map((t) => t.bookingNumber)).toEqual(['10000003', '10000001']);
    expect(past.map((t) => t.bookingNumber)).toEqual(['10000002', '10000004']);
  });

  it('keeps a stay under way among the upcoming trips until its checkout day', () => {
    expect(groupTrips([trip('10000005', '2026-11-21', 'CONFIRMED', 1)], TODAY).upcoming).toHaveLength(1);
    expect(groupTrips([trip('10000006', '2026-11-20', 'CONFIRMED', 1)], TODAY).past).toHaveLength(1);
  });

  it('lists cancelled trips apart, latest first, whether their dates are ahead or over', () => {
    const groups = groupTrips(
      [trip('10000007', '2027-02-01', 'CANCELLED'), trip('10000008', '2026-03-01', 'CANCELLED'), trip('10000009', '2026-04-01', 'COMPLETED')],
      TODAY,
    );
    expect(groups.cancelled.map((t) => t.bookingNumber)).toEqual(['10000007', '10000008']);
    expect(groups.upcoming).toEqual([]);
    expect(groups.past.map((t) => t.bookingNumber)).toEqual(['10000009']);
  });
});

describe('getCheckoutDay', () => {
  it('adds the nights to the check-in day, across months', () => {
    expect(getCheckoutDay({ checkin: '2026-11-30', nights: 2 })).toBe('2026-12-02');
  });
});

describe('hasInvoice', () => {
  it('needs an invoice number and a paid booking', () => {
    expect(hasInvoice({ ...trip('10000008', '2026-10-01', 'COMPLETED'), invoiceNumber: 'F-2026-0001' })).toBe(true);
    expect(hasInvoice({ ...trip('10000009', '2026-12-01', 'PENDING'), invoiceNumber: 'F-2026-0002' })).toBe(false);
    expect(hasInvoice({ ...trip('10000010', '2026-12-01'), invoiceNumber: null })).toBe(false);
  });
});
