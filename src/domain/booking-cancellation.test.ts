import { describe, expect, it } from 'vitest';
import { getCancellationWindow, getFreeCancellationUntil, getPriceTerms } from './booking-cancellation';

describe('getCancellationWindow', () => {
  it('is open up to the deadline, that day included; after it the deadline has passed (cancelling refunds nothing)', () => {
    const policy = { cancellable: true, cancellationDeadline: '2027-03-10' };
    expect(getCancellationWindow(policy, '2027-03-01')).toBe('open');
    expect(getCancellationWindow(policy, '2027-03-10')).toBe('open');
    expect(getCancellationWindow(policy, '2027-03-11')).toBe('deadlinePassed');
  });

  it('never opens for an offer that cannot be cancelled or a booking without a policy', () => {
    expect(getCancellationWindow({ cancellable: false, cancellationDeadline: null }, '2027-03-01')).toBe('notCancellable');
    expect(getCancellationWindow(undefined, '2027-03-01')).toBe('notCancellable');
  });
});

describe('getFreeCancellationUntil', () => {
  it('is the deadline before check-in while it is still ahead, else non-refundable (null)', () => {
    expect(getFreeCancellationUntil({ cancellable: true, daysBefore: 7 }, '2027-01-20', '2027-01-01')).toBe('2027-01-13');
    expect(getFreeCancellationUntil({ cancellable: true, daysBefore: 7 }, '2027-01-20', '2027-01-13')).toBe('2027-01-13');
    expect(getFreeCancellationUntil({ cancellable: true, daysBefore: 7 }, '2027-01-20', '2027-01-14')).toBeNull();
    expect(getFreeCancellationUntil({ cancellable: false, daysBefore: 7 }, '2027-01-20', '2027-01-01')).toBeNull();
  });
});

describe('getPriceTerms', () => {
  const cancellable = { cancellable: true, daysBefore: 7 };
  it('says the quoted deadline while it is ahead, and non-refundable once it has passed', () => {
    expect(getPriceTerms(cancellable, { cancellable: true, cancellationDeadline: '2027-01-13' }, '2027-01-13')).toEqual({
      kind: 'freeUntil',
      date: '2027-01-13',
    });
    expect(getPriceTerms(cancellable, { cancellable: true, cancellationDeadline: '2027-01-13' }, '2027-01-14')).toEqual({ kind: 'nonRefundable' });
  });
  it('says the offer rule before dates are chosen, and non-refundable for an offer that cannot be cancelled', () => {
    expect(getPriceTerms(cancellable, null, '2027-01-01')).toEqual({ kind: 'freeDaysBefore', days: 7 });
    expect(getPriceTerms({ cancellable: false, daysBefore: 0 }, null, '2027-01-01')).toEqual({ kind: 'nonRefundable' });
    expect(getPriceTerms({ cancellable: false, daysBefore: 0 }, { cancellable: false, cancellationDeadline: null }, '2027-01-01')).toEqual({
      kind: 'nonRefundable',
    });
  });
});
