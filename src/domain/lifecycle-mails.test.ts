import { describe, expect, it } from 'vitest';
import { getRefundChannel, REFUND_DELAY_WORKING_DAYS } from './cancellation-refund';
import {
  getDueGiftReminder,
  getDueStayMails,
  getGiftHolder,
  getMailCategory,
  isGiftLive,
  LIFECYCLE_MAIL_KINDS,
  wasGiftScheduled,
  type GiftForMails,
  type StayForMails,
} from './lifecycle-mails';

const stay = (overrides: Partial<StayForMails> = {}): StayForMails => ({
  status: 'CONFIRMED',
  checkin: '2027-03-12',
  nights: 2,
  bookedOn: '2027-01-05',
  ...overrides,
});

/** The e-mails due on each day from `from` to `to`, as 'day: kinds'. */
function dueByDay(due: (today: string) => string[], from: string, days: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const kinds = due(day);
    if (kinds.length > 0) lines.push(`${day}: ${kinds.join(', ')}`);
  }
  return lines;
}

describe('e-mails of a stay', () => {
  it('sends the practical e-mail from three days before check-in to the day before, and the review request from the day after check-out', () => {
    expect(getDueStayMails(stay(), '2027-03-08')).toEqual([]);
    expect(getDueStayMails(stay(), '2027-03-09')).toEqual(['STAY_REMINDER']);
    expect(getDueStayMails(stay(), '2027-03-11')).toEqual(['STAY_REMINDER']);
    expect(getDueStayMails(stay(), '2027-03-12')).toEqual([]);
    // Check-out on the 14th: the review request from the 15th.
    expect(getDueStayMails(stay(), '2027-03-14')).toEqual([]);
    expect(getDueStayMails(stay(), '2027-03-15')).toEqual(['REVIEW_REQUEST']);
    expect(getDueStayMails(stay({ status: 'COMPLETED' }), '2027-03-15')).toEqual(['REVIEW_REQUEST']);
  });

  it('catches up a missed day within its window, never after it', () => {
    expect(getDueStayMails(stay(), '2027-03-28')).toEqual(['REVIEW_REQUEST']);
    expect(getDueStayMails(stay(), '2027-03-29')).toEqual([]);
    expect(dueByDay((day) => getDueStayMails(stay(), day), '2027-03-01', 40)).toEqual([
      '2027-03-09: STAY_REMINDER',
      '2027-03-10: STAY_REMINDER',
      '2027-03-11: STAY_REMINDER',
      ...Array.from({ length: 14 }, (_, i) => `2027-03-${String(15 + i).padStart(2, '0')}: REVIEW_REQUEST`),
    ]);
  });

  it('sends nothing for a cancelled or pending booking', () => {
    for (const status of ['CANCELLED', 'PENDING'] as const) {
      expect(dueByDay((day) => getDueStayMails(stay({ status }), day), '2027-03-01', 40)).toEqual([]);
    }
  });

  it('waits a day after a booking made inside the window (its confirmation has just left), and skips one made the day before', () => {
    expect(getDueStayMails(stay({ bookedOn: '2027-03-10' }), '2027-03-10')).toEqual([]);
    expect(getDueStayMails(stay({ bookedOn: '2027-03-10' }), '2027-03-11')).toEqual(['STAY_REMINDER']);
    expect(dueByDay((day) => getDueStayMails(stay({ bookedOn: '2027-03-11' }), day), '2027-03-01', 12)).toEqual([]);
  });
});

const gift = (overrides: Partial<GiftForMails> = {}): GiftForMails => ({
  expiresOn: '2027-06-30',
  issuedOn: '2026-06-30',
  used: false,
  refunded: false,
  balanceCents: null,
  waiting: false,
  ...overrides,
});

describe('reminders before a gift ends', () => {
  it('reminds 60, 30 and 7 days before the last valid day', () => {
    expect(getDueGiftReminder(gift(), '2027-05-01')).toEqual({ kind: 'GIFT_EXPIRY_60', daysLeft: 60 });
    expect(getDueGiftReminder(gift(), '2027-05-31')).toEqual({ kind: 'GIFT_EXPIRY_30', daysLeft: 30 });
    expect(getDueGiftReminder(gift(), '2027-06-23')).toEqual({ kind: 'GIFT_EXPIRY_7', daysLeft: 7 });
    expect(getDueGiftReminder(gift(), '2027-06-30')).toEqual({ kind: 'GIFT_EXPIRY_7', daysLeft: 0 });
    expect(getDueGiftReminder(gift(), '2027-04-30')).toBeNull();
    expect(getDueGiftReminder(gift(), '2027-07-01')).toBeNull();
  });

  it('gives the reminder of the nearest threshold, so three kinds over the last 60 days and never two at once', () => {
    const kinds = new Map<string, string[]>();
    for (const line of dueByDay((day) => [getDueGiftReminder(gift(), day)?.kind ?? ''].filter(Boolean), '2027-04-01', 120)) {
      const [day, kind] = line.split(': ') as [string, string];
      kinds.set(kind, [...(kinds.get(kind) ?? []), day]);
    }
    expect([...kinds.keys()]).toEqual(['GIFT_EXPIRY_60', 'GIFT_EXPIRY_30', 'GIFT_EXPIRY_7']);
    expect(kinds.get('GIFT_EXPIRY_60')?.[0]).toBe('2027-05-01');
    expect(kinds.get('GIFT_EXPIRY_30')?.[0]).toBe('2027-05-31');
    expect(kinds.get('GIFT_EXPIRY_7')?.[0]).toBe('2027-06-23');
    expect(kinds.get('GIFT_EXPIRY_7')?.at(-1)).toBe('2027-06-30');
  });

  it('sends nothing for a used, refunded or expired gift, an empty card, a gift still waiting for its day, or on its issue day', () => {
    for (const overrides of [{ used: true }, { refunded: true }, { balanceCents: 0 }, { waiting: true }, { issuedOn: '2027-05-31' }]) {
      expect(getDueGiftReminder(gift(overrides), '2027-05-31'), JSON.stringify(overrides)).toBeNull();
    }
    expect(getDueGiftReminder(gift({ balanceCents: 1 }), '2027-05-31')?.kind).toBe('GIFT_EXPIRY_30');
    expect(getDueGiftReminder(gift({ issuedOn: '2027-05-30' }), '2027-05-31')?.kind).toBe('GIFT_EXPIRY_30');
    expect(isGiftLive(gift(), '2027-07-01')).toBe(false);
  });

  it('writes to the recipient of an e-gift, else to the buyer', () => {
    const buyer = { email: 'camille@example.com', firstName: 'Camille' };
    expect(getGiftHolder({ isPhysical: false, ownUse: false, recipientEmail: 'noa@example.com', recipientName: 'Noa' }, buyer)).toEqual({
      email: 'noa@example.com',
      name: 'Noa',
      isBuyer: false,
    });
    expect(getGiftHolder({ isPhysical: true, ownUse: false, recipientEmail: null, recipientName: 'Noa' }, buyer)).toEqual({
      email: 'camille@example.com',
      name: 'Camille',
      isBuyer: true,
    });
    expect(getGiftHolder({ isPhysical: false, ownUse: true, recipientEmail: 'noa@example.com', recipientName: null }, buyer).isBuyer).toBe(true);
    expect(getGiftHolder({ isPhysical: false, ownUse: false, recipientEmail: null, recipientName: 'Noa' }, buyer).isBuyer).toBe(true);
  });
});

describe('what can be unsubscribed from', () => {
  it('gives reminders and review requests their own list, and none to the service e-mails', () => {
    expect(LIFECYCLE_MAIL_KINDS.map((kind) => `${kind}: ${getMailCategory(kind)}`)).toEqual([
      'BOOKING_CANCELLATION: service',
      'STAY_REMINDER: service',
      'REVIEW_REQUEST: reviewRequests',
      'GIFT_SENT: service',
      'GIFT_EXPIRY_60: giftReminders',
      'GIFT_EXPIRY_30: giftReminders',
      'GIFT_EXPIRY_7: giftReminders',
    ]);
  });

  it('tells the buyer only of an e-gift scheduled for a later moment than its order', () => {
    const ordered = new Date('2027-02-01T10:00:00Z');
    expect(wasGiftScheduled(ordered, new Date('2027-02-14T07:00:00Z'))).toBe(true);
    expect(wasGiftScheduled(ordered, new Date('2027-02-01T10:00:00Z'))).toBe(false);
  });
});

describe('refund delays by means', () => {
  it('says the provider of each way to pay', () => {
    expect(getRefundChannel(null)).toBe('card');
    expect(getRefundChannel('paypal')).toBe('paypal');
    expect(getRefundChannel('split3')).toBe('alma');
    expect(getRefundChannel('deferred')).toBe('alma');
    expect(REFUND_DELAY_WORKING_DAYS.card).toEqual({ min: 5, max: 10 });
  });
});
