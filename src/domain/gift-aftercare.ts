/**
 * What the buyer of a gift may still do with it from My gifts (ADR 48): resend it, correct the recipient's address,
 * move the day an e-gift leaves. Pure rules; days as 'YYYY-MM-DD'.
 */
import { EMAIL_PATTERN } from './contact-form';

/** E-mails a gift may send again (resends and corrected addresses together) in a day: enough for a typo, too few to spam. */
export const GIFT_MAILS_PER_DAY = 3;
/** Send-date moves a gift may have in a day. */
export const SEND_DATE_MOVES_PER_DAY = 5;
/** The window those limits count over. */
export const AFTERCARE_WINDOW_HOURS = 24;

/** A gift as these rules see it. */
export interface AftercareGift {
  /** An e-gift sent by e-mail to someone else (not a physical gift, nor one the buyer keeps). */
  isEgift: boolean;
  /** The day its code was used or exchanged, or null. */
  usedOn: string | null;
  /** Its last valid day. */
  expiresOn: string;
  /** The day its e-mail waits to leave on; null once it left (or for a gift not sent by e-mail). */
  scheduledOn: string | null;
  /** The recipient's address now. */
  recipientEmail: string | null;
}

export type AftercareRefusal =
  'used' | 'expired' | 'notEgift' | 'notSentYet' | 'alreadySent' | 'pastDate' | 'afterValidity' | 'sameDate' | 'sameAddress' | 'invalidEmail' | 'limited';

export type AftercareAnswer = { allowed: true } | { allowed: false; reason: AftercareRefusal };

const refuse = (reason: AftercareRefusal): AftercareAnswer => ({ allowed: false, reason });
const ALLOWED: AftercareAnswer = { allowed: true };

function checkLive(gift: AftercareGift, today: string): AftercareAnswer | null {
  if (gift.usedOn !== null) return refuse('used');
  if (gift.expiresOn < today) return refuse('expired');
  return null;
}

/**
 * Sending the gift again: an e-gift to its recipient once its e-mail has left (before that, moving the date is the
 * way to send it sooner); any other gift to the buyer. `recentMails` counts the gift's resends and corrected
 * addresses of the last AFTERCARE_WINDOW_HOURS.
 */
export function checkResend(gift: AftercareGift, recentMails: number, today: string): AftercareAnswer {
  const live = checkLive(gift, today);
  if (live) return live;
  if (gift.isEgift && gift.scheduledOn !== null) return refuse('notSentYet');
  if (recentMails >= GIFT_MAILS_PER_DAY) return refuse('limited');
  return ALLOWED;
}

/** The address typed for the recipient, as it is stored (trimmed, lower case), or null when it is not one address. */
export function readRecipientEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : null;
}

/**
 * Correcting the recipient's address of an e-gift: before it leaves the waiting e-mail goes to the new address on its
 * day; after, the gift is sent again to the new address (and counts as a resend). The old address is told nothing.
 */
export function checkRecipientChange(gift: AftercareGift, input: string, recentMails: number, today: string): AftercareAnswer {
  const live = checkLive(gift, today);
  if (live) return live;
  if (!gift.isEgift) return refuse('notEgift');
  const email = readRecipientEmail(input);
  if (email === null) return refuse('invalidEmail');
  if (email === gift.recipientEmail) return refuse('sameAddress');
  if (gift.scheduledOn === null && recentMails >= GIFT_MAILS_PER_DAY) return refuse('limited');
  return ALLOWED;
}

/** Moving the day an e-gift leaves: only while it waits, to today or a later day, never after its last valid day. */
export function checkSendDateMove(gift: AftercareGift, newDate: string, recentMoves: number, today: string): AftercareAnswer {
  const live = checkLive(gift, today);
  if (live) return live;
  if (!gift.isEgift) return refuse('notEgift');
  if (gift.scheduledOn === null) return refuse('alreadySent');
  if (newDate < today) return refuse('pastDate');
  if (newDate > gift.expiresOn) return refuse('afterValidity');
  if (newDate === gift.scheduledOn) return refuse('sameDate');
  if (recentMoves >= SEND_DATE_MOVES_PER_DAY) return refuse('limited');
  return ALLOWED;
}
