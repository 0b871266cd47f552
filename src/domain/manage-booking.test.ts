import { describe, expect, it } from 'vitest';
import { getBookingActions, getBookingContactReason, getBookingStage, getStillDue } from './manage-booking';

const booking = { status: 'CONFIRMED' as const, checkin: '2026-06-05', nights: 2 };

describe('where a booking stands', () => {
  it('is ahead before its check-in day, under way until its check-out day, then over', () => {
    expect(getBookingStage(booking, '2026-06-04')).toBe('upcoming');
    expect(getBookingStage(booking, '2026-06-05')).toBe('underway');
    expect(getBookingStage(booking, '2026-06-07')).toBe('underway');
    expect(getBookingStage(booking, '2026-06-08')).toBe('past');
    expect(getBookingStage({ ...booking, status: 'COMPLETED' }, '2026-06-01')).toBe('past');
    expect(getBookingStage({ ...booking, status: 'CANCELLED' }, '2026-06-01')).toBe('cancelled');
  });

  it('opens the contact form on the topic that fits', () => {
    expect(getBookingContactReason('upcoming')).toBe('booking_change');
    expect(getBookingContactReason('underway')).toBe('booking_change');
    expect(getBookingContactReason('cancelled')).toBe('booking_cancel');
    expect(getBookingContactReason('past')).toBe('after_stay');
  });

  it('offers the calendar for a stay to come and the confirmation again for an order not cancelled', () => {
    expect(getBookingActions('upcoming', true)).toEqual({ calendar: true, resend: true });
    expect(getBookingActions('past', true)).toEqual({ calendar: false, resend: true });
    expect(getBookingActions('cancelled', true)).toEqual({ calendar: false, resend: false });
    // An imported booking has no order to confirm again.
    expect(getBookingActions('upcoming', false)).toEqual({ calendar: true, resend: false });
  });
});

describe('what is still to pay', () => {
  const schedule = [
    { date: '2026-04-01', amountCents: 16071 },
    { date: '2026-05-01', amountCents: 16071 },
    { date: '2026-06-01', amountCents: 16071 },
  ];

  it('is the tourist tax at the hotel and the pay-later payments whose day has not come', () => {
    const due = getStillDue({ stage: 'upcoming', localTaxAtHotelCents: 880, schedule, today: '2026-05-01' });
    expect(due.atHotelCents).toBe(880);
    expect(due.payments.map((payment) => payment.taken)).toEqual([true, true, false]);
    expect(due.laterCents).toBe(16071);
  });

  it('is nothing at the hotel once the stay is over, and nothing at all once cancelled', () => {
    expect(getStillDue({ stage: 'past', localTaxAtHotelCents: 880, schedule: [], today: '2026-07-01' })).toEqual({
      atHotelCents: 0,
      payments: [],
      laterCents: 0,
    });
    expect(getStillDue({ stage: 'cancelled', localTaxAtHotelCents: 880, schedule, today: '2026-04-02' })).toEqual({
      atHotelCents: 0,
      payments: [],
      laterCents: 0,
    });
  });
});
