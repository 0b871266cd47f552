import { describe, expect, it } from 'vitest';
import en from '../../locales/en/contact.json';
import enErrors from '../../locales/en/errors.json';
import {
  CONTACT_REASON_KEYS,
  getCharacterCount,
  getFormTokenStart,
  getRequestType,
  getVisibleFields,
  needsBookingNumber,
  validateContactField,
  validateContactForm,
  type ContactValues,
} from './contact-form';

const valid: ContactValues = {
  contact_reason: 'booking_change',
  Booking_ID__c: '12345678',
  description: 'Could we arrive one day later?',
  name: "Anne-Marie O'Neil",
  email: 'anne@example.com',
  phone: '06 12 34 56 78',
};
const fr = { reason: 'booking_change', country: 'FR' as const };

describe('contact reasons', () => {
  it('set the request type and subtype', () => {
    expect(getRequestType('avv_info')).toEqual({ requestType: 'Pre-sale', requestSubtype: 'Information' });
    expect(getRequestType('booking_cancel')).toEqual({ requestType: 'Booking', requestSubtype: 'Cancellation' });
    expect(getRequestType('invoice')).toEqual({ requestType: 'Booking', requestSubtype: 'Invoice' });
    for (const reason of CONTACT_REASON_KEYS) expect(en.form.reasons[reason], reason).toBeTruthy();
  });

  it('ask for the booking number except for avv_info', () => {
    expect(needsBookingNumber('avv_info')).toBe(false);
    expect(needsBookingNumber('')).toBe(false);
    for (const reason of CONTACT_REASON_KEYS.filter((r) => r !== 'avv_info')) expect(needsBookingNumber(reason)).toBe(true);
    expect(getVisibleFields('')).toEqual(['contact_reason']);
    expect(getVisibleFields('avv_info')).toEqual(['contact_reason', 'description', 'name', 'email', 'phone']);
    expect(getVisibleFields('invoice')).toContain('Booking_ID__c');
  });
});

describe('field rules', () => {
  it('booking number: exactly 8 digits, required unless avv_info', () => {
    expect(validateContactField('Booking_ID__c', '12345678', fr)).toBeUndefined();
    expect(validateContactField('Booking_ID__c', ' 12345678 ', fr)).toBeUndefined();
    expect(validateContactField('Booking_ID__c', '1234567', fr)).toBe('bookingNumber');
    expect(validateContactField('Booking_ID__c', '123456789', fr)).toBe('bookingNumber');
    expect(validateContactField('Booking_ID__c', '1234567a', fr)).toBe('bookingNumber');
    expect(validateContactField('Booking_ID__c', '', fr)).toBe('mandatory');
    expect(validateContactField('Booking_ID__c', '', { ...fr, reason: 'avv_info' })).toBeUndefined();
  });

  it('name: letters, space, apostrophe and hyphen only', () => {
    for (const name of ["Anne-Marie O'Neil", 'Lucía García', 'Zoë d’Arc', 'Ñandú']) expect(validateContactField('name', name, fr), name).toBeUndefined();
    for (const name of ['R2D2', 'anne@x', 'Anne_Marie', 'Anne.']) expect(validateContactField('name', name, fr), name).toBe('onlyText');
    expect(validateContactField('name', '   ', fr)).toBe('mandatory');
    expect(validateContactField('name', 'a'.repeat(81), fr)).toBe('maxLength');
  });

  it('email: a valid address', () => {
    expect(validateContactField('email', 'anne@example.com', fr)).toBeUndefined();
    expect(validateContactField('email', 'anne.b+halte@mail.example.co.uk', fr)).toBeUndefined();
    for (const email of ['anne', 'anne@', 'anne@example', 'an ne@example.com', 'anne@@example.com', 'anne@example.c']) {
      expect(validateContactField('email', email, fr), email).toBe('email');
    }
    expect(validateContactField('email', '', fr)).toBe('mandatory');
  });

  it('phone: optional; digits, spaces, parentheses, plus and minus, with an E.164 form', () => {
    expect(validateContactField('phone', '', fr)).toBeUndefined();
    expect(validateContactField('phone', '+33 (0)6 12-34-56-78', fr)).toBeUndefined();
    expect(validateContactField('phone', '06 12 34 56 7x', fr)).toBe('phone');
    expect(validateContactField('phone', '0612', fr)).toBe('phone');
  });

  it('phone: the whole form (the server) also checks the numbering plan of the market country', () => {
    // Shaped like a phone number, so the browser lets it through; no Belgian number reads so.
    expect(validateContactField('phone', '0100 12 34 56', { ...fr, country: 'BE' })).toBeUndefined();
    const result = validateContactForm({ ...valid, phone: '0100 12 34 56' }, 'BE');
    expect(result).toEqual({ ok: false, errors: { phone: 'phone' } });
    expect(validateContactForm({ ...valid, phone: '0470 12 34 56' }, 'BE')).toMatchObject({ ok: true, request: { phoneE164: '+32470123456' } });
  });

  it('description and reason: required, no format', () => {
    expect(validateContactField('description', '', fr)).toBe('mandatory');
    expect(validateContactField('description', '#!?', fr)).toBeUndefined();
    expect(validateContactField('description', 'x'.repeat(2001), fr)).toBe('maxLength');
    expect(validateContactField('contact_reason', '', fr)).toBe('mandatory');
    expect(validateContactField('contact_reason', 'nonsense', fr)).toBe('mandatory');
  });

  it('have the English texts of spec §8', () => {
    // The field errors and the send error come from the one §8 catalogue, the errors namespace.
    expect(enErrors.field).toMatchObject({
      mandatory: 'Mandatory field',
      onlyText: 'Only text is expected',
      maxLength: 'The field is limited to {{maxlength}} characters',
      bookingNumber: 'Booking number is composed of 8 digits',
      email: 'Email seems incorrect',
      phone: 'Phone number seems incorrect',
    });
    expect(enErrors.contactError).toBe(
      "Oops! Something went wrong. Please click on 'Send' again. If the problem persists, please consult our FAQs on the top of the page.",
    );
    expect(enErrors.contactSuccess).toBe('Thank you for your message. Our customer care team will contact you within 48h.');
    expect(en.form.emailSuggestion).toBe('You mean @{{domain}}?');
  });
});

describe('validateContactForm', () => {
  it('returns the request to store: trimmed, typed by reason, the phone in E.164', () => {
    const result = validateContactForm({ ...valid, email: ' Anne@Example.com ', name: ' Anne   Marie ' }, 'FR');
    expect(result).toEqual({
      ok: true,
      request: {
        reason: 'booking_change',
        requestType: 'Booking',
        requestSubtype: 'Modification',
        bookingNumber: '12345678',
        description: 'Could we arrive one day later?',
        name: 'Anne Marie',
        email: 'anne@example.com',
        phone: '06 12 34 56 78',
        phoneE164: '+33612345678',
      },
    });
  });

  it('neither requires nor keeps a booking number for avv_info', () => {
    const result = validateContactForm({ ...valid, contact_reason: 'avv_info', Booking_ID__c: 'whatever' }, 'FR');
    expect(result.ok && result.request.bookingNumber).toBeNull();
  });

  it('reports every wrong field at once, and only the reason before one is chosen', () => {
    expect(validateContactForm({}, 'FR')).toEqual({
      ok: false,
      errors: { contact_reason: 'mandatory' },
    });
    expect(validateContactForm({ contact_reason: 'gift' }, 'FR')).toEqual({
      ok: false,
      errors: { Booking_ID__c: 'mandatory', description: 'mandatory', name: 'mandatory', email: 'mandatory' },
    });
    expect(validateContactForm({ ...valid, Booking_ID__c: '123', name: 'R2', email: 'x@', phone: '12' }, 'FR')).toEqual({
      ok: false,
      errors: { Booking_ID__c: 'bookingNumber', name: 'onlyText', email: 'email', phone: 'phone' },
    });
    const noPhone = validateContactForm({ ...valid, phone: '' }, 'FR');
    expect(noPhone.ok && noPhone.request.phoneE164).toBeNull();
  });
});

describe('getFormTokenStart', () => {
  const HOUR = 3_600_000;
  it('keeps the first rendering as the start of a form sent back, while it is within the lifetime', () => {
    expect(getFormTokenStart(1_000, 2_000, 2 * HOUR)).toBe(1_000);
  });
  it('starts anew without a genuine earlier start, or when it is too old or in the future', () => {
    expect(getFormTokenStart(null, 2_000, 2 * HOUR)).toBe(2_000);
    expect(getFormTokenStart(0, 3 * HOUR, 2 * HOUR)).toBe(3 * HOUR);
    expect(getFormTokenStart(5_000, 2_000, 2 * HOUR)).toBe(2_000);
  });
});

describe('getCharacterCount', () => {
  it('counts the characters sent (trimmed) against the limit', () => {
    expect(getCharacterCount('description', '  hello ')).toEqual({ count: 5, max: 2000, isOver: false });
    expect(getCharacterCount('description', 'x'.repeat(2001)).isOver).toBe(true);
  });
});
