/**
 * The e-mails that carry a stay and a gift to the end (ADR 56): which one is due on a given day, to whom, and whether
 * it may be unsubscribed from. Pure rules; days are 'YYYY-MM-DD' (they compare as strings). The daily job asks these
 * functions about each candidate, and the database's unique key on (subject, kind, occasion) sends each one once.
 */
import { addIsoDays, getDayDifference } from './iso-date';

/** Every e-mail of a booking's or a gift's life after the sale. */
export const LIFECYCLE_MAIL_KINDS = [
  'BOOKING_CANCELLATION',
  'STAY_REMINDER',
  'REVIEW_REQUEST',
  'GIFT_SENT',
  'GIFT_EXPIRY_60',
  'GIFT_EXPIRY_30',
  'GIFT_EXPIRY_7',
] as const;
export type LifecycleMailKind = (typeof LIFECYCLE_MAIL_KINDS)[number];

/** The practical e-mail leaves this many days before check-in. */
export const STAY_REMINDER_DAYS_BEFORE = 3;
/** The review request leaves this many days after check-out. */
export const REVIEW_REQUEST_DAYS_AFTER = 1;
/** A review request missed by a stopped server is still sent this many days after check-out, never later. */
export const REVIEW_REQUEST_LAST_DAY = 14;
/** Reminders before a gift's last valid day, in days, the earliest first. */
export const GIFT_EXPIRY_REMINDER_DAYS = [60, 30, 7] as const;

const GIFT_EXPIRY_KIND: Record<(typeof GIFT_EXPIRY_REMINDER_DAYS)[number], LifecycleMailKind> = {
  60: 'GIFT_EXPIRY_60',
  30: 'GIFT_EXPIRY_30',
  7: 'GIFT_EXPIRY_7',
};

/**
 * What a reader may stop receiving. Transactional and service e-mails (a cancellation, the gift that reached its
 * recipient, the practical details before a stay) have no unsubscribe link; reminders before a gift ends and review
 * requests do, each its own list.
 */
export type MailCategory = 'service' | 'giftReminders' | 'reviewRequests';
export const UNSUBSCRIBABLE_CATEGORIES: readonly MailCategory[] = ['giftReminders', 'reviewRequests'];

export function getMailCategory(kind: LifecycleMailKind): MailCategory {
  if (kind === 'REVIEW_REQUEST') return 'reviewRequests';
  if (kind.startsWith('GIFT_EXPIRY_')) return 'giftReminders';
  return 'service';
}

/** A booking as these rules see it. */
export interface StayForMails {
  status: 'CONFIRMED' | 'PENDING' | 'CANCELLED' | 'COMPLETED';
  checkin: string;
  nights: number;
  /** The day it was booked. */
  bookedOn: string;
}

/**
 * The stay e-mails due on `today`:
 * - the practical e-mail from STAY_REMINDER_DAYS_BEFORE days before check-in to the day before, for a confirmed
 *   booking made before today (a booking made today has just had its confirmation);
 * - the review request from the day after check-out for REVIEW_REQUEST_LAST_DAY days, for a stay that took place.
 * A cancelled booking has none.
 */
export function getDueStayMails(stay: StayForMails, today: string): LifecycleMailKind[] {
  if (stay.status === 'CANCELLED' || stay.status === 'PENDING') return [];
  const due: LifecycleMailKind[] = [];
  const checkout = addIsoDays(stay.checkin, stay.nights);
  if (stay.status === 'CONFIRMED' && today >= addIsoDays(stay.checkin, -STAY_REMINDER_DAYS_BEFORE) && today < stay.checkin && stay.bookedOn < today)
    due.push('STAY_REMINDER');
  if (today >= addIsoDays(checkout, REVIEW_REQUEST_DAYS_AFTER) && today <= addIsoDays(checkout, REVIEW_REQUEST_LAST_DAY)) due.push('REVIEW_REQUEST');
  return due;
}

/** A gift code as these rules see it. */
export interface GiftForMails {
  /** Last valid day. */
  expiresOn: string;
  /** The day it was issued. */
  issuedOn: string;
  /** Used on a booking, or exchanged for a gift card. */
  used: boolean;
  /** Its order was refunded or cancelled. */
  refunded: boolean;
  /** A gift card's balance in cents; null for other gifts. */
  balanceCents: number | null;
  /** Its e-mail still waits for its send date: the recipient does not have it yet. */
  waiting: boolean;
}

/** Whether a gift is still live on `today`: unused, not refunded, not expired, with money left on a card. */
export function isGiftLive(gift: Pick<GiftForMails, 'expiresOn' | 'used' | 'refunded' | 'balanceCents'>, today: string): boolean {
  return !gift.used && !gift.refunded && gift.expiresOn >= today && (gift.balanceCents === null || gift.balanceCents > 0);
}

/**
 * The reminder due on `today` before a live gift ends, or null: the one of the nearest threshold the end is within
 * (60, 30 or 7 days), so a server stopped on the 60th day sends the 60-day reminder later and never two at once.
 * Nothing on the day it is issued, nor while the gift waits for its send date.
 */
export function getDueGiftReminder(gift: GiftForMails, today: string): { kind: LifecycleMailKind; daysLeft: number } | null {
  if (!isGiftLive(gift, today) || gift.waiting || gift.issuedOn >= today) return null;
  const daysLeft = getDayDifference(today, gift.expiresOn);
  const threshold = [...GIFT_EXPIRY_REMINDER_DAYS].reverse().find((days) => daysLeft <= days);
  return threshold === undefined ? null : { kind: GIFT_EXPIRY_KIND[threshold], daysLeft };
}

/** Whom a gift's reminders go to: the recipient of an e-gift sent to someone, otherwise the buyer. */
export function getGiftHolder(
  gift: { isPhysical: boolean; ownUse: boolean; recipientEmail: string | null; recipientName: string | null },
  buyer: { email: string; firstName: string },
): { email: string; name: string | null; isBuyer: boolean } {
  if (!gift.isPhysical && !gift.ownUse && gift.recipientEmail) return { email: gift.recipientEmail, name: gift.recipientName, isBuyer: false };
  return { email: buyer.email, name: buyer.firstName, isBuyer: true };
}

/** Whether the e-gift's e-mail had been scheduled for a later moment than its order (the order's e-mail said it left at once otherwise). */
export function wasGiftScheduled(queuedAt: Date, sendAt: Date): boolean {
  return sendAt.getTime() - queuedAt.getTime() > 60_000;
}
