import { describe, expect, it } from 'vitest';
import {
  checkRecipientChange,
  checkResend,
  checkSendDateMove,
  GIFT_MAILS_PER_DAY,
  readRecipientEmail,
  SEND_DATE_MOVES_PER_DAY,
  type AftercareGift,
} from './gift-aftercare';

const today = '2027-03-01';
const scheduled: AftercareGift = { isEgift: true, usedOn: null, expiresOn: '2028-02-28', scheduledOn: '2027-03-10', recipientEmail: 'noa@example.com' };
const sent: AftercareGift = { ...scheduled, scheduledOn: null };
const handed: AftercareGift = { isEgift: false, usedOn: null, expiresOn: '2028-02-28', scheduledOn: null, recipientEmail: null };

describe('gift after-care', () => {
  it('resends a sent e-gift or a handed-over gift, within the daily limit', () => {
    expect(checkResend(sent, 0, today)).toEqual({ allowed: true });
    expect(checkResend(handed, GIFT_MAILS_PER_DAY - 1, today)).toEqual({ allowed: true });
    expect(checkResend(sent, GIFT_MAILS_PER_DAY, today)).toEqual({ allowed: false, reason: 'limited' });
    expect(checkResend(scheduled, 0, today)).toEqual({ allowed: false, reason: 'notSentYet' });
    expect(checkResend({ ...sent, usedOn: '2027-02-01' }, 0, today)).toEqual({ allowed: false, reason: 'used' });
    expect(checkResend({ ...sent, expiresOn: '2027-02-28' }, 0, today)).toEqual({ allowed: false, reason: 'expired' });
  });

  it('corrects the address of a live e-gift to another valid one', () => {
    expect(checkRecipientChange(scheduled, ' Lou@Example.com ', 0, today)).toEqual({ allowed: true });
    expect(readRecipientEmail(' Lou@Example.com ')).toBe('lou@example.com');
    expect(checkRecipientChange(scheduled, 'not-an-address', 0, today)).toEqual({ allowed: false, reason: 'invalidEmail' });
    expect(checkRecipientChange(scheduled, 'NOA@example.com', 0, today)).toEqual({ allowed: false, reason: 'sameAddress' });
    expect(checkRecipientChange(handed, 'lou@example.com', 0, today)).toEqual({ allowed: false, reason: 'notEgift' });
    // Before sending nothing leaves at once, so the limit does not apply; after, the correction is a resend.
    expect(checkRecipientChange(scheduled, 'lou@example.com', GIFT_MAILS_PER_DAY, today)).toEqual({ allowed: true });
    expect(checkRecipientChange(sent, 'lou@example.com', GIFT_MAILS_PER_DAY, today)).toEqual({ allowed: false, reason: 'limited' });
  });

  it('moves a waiting e-gift to today or later, never past its validity nor once sent', () => {
    expect(checkSendDateMove(scheduled, '2027-04-01', 0, today)).toEqual({ allowed: true });
    expect(checkSendDateMove(scheduled, today, 0, today)).toEqual({ allowed: true });
    expect(checkSendDateMove(scheduled, '2027-02-28', 0, today)).toEqual({ allowed: false, reason: 'pastDate' });
    expect(checkSendDateMove(scheduled, '2028-02-29', 0, today)).toEqual({ allowed: false, reason: 'afterValidity' });
    expect(checkSendDateMove(scheduled, '2027-03-10', 0, today)).toEqual({ allowed: false, reason: 'sameDate' });
    expect(checkSendDateMove(sent, '2027-04-01', 0, today)).toEqual({ allowed: false, reason: 'alreadySent' });
    expect(checkSendDateMove(scheduled, '2027-04-01', SEND_DATE_MOVES_PER_DAY, today)).toEqual({ allowed: false, reason: 'limited' });
  });
});
