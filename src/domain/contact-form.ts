/**
 * The leave-a-message form of the contact page (spec §3 fields, §4 behaviour, §5 rules, §8 messages): the reasons
 * and the request type and subtype each one sets, and the check of every field, shared by the island and the server.
 */
import { isPhoneShaped, toE164, type PhoneCountry } from './phone';

/** CRM request type and subtype (web-to-case picklist values, not shown to visitors) per contact reason. */
export const CONTACT_REASONS = {
  avv_info: { requestType: 'Pre-sale', requestSubtype: 'Information' },
  booking_change: { requestType: 'Booking', requestSubtype: 'Modification' },
  booking_cancel: { requestType: 'Booking', requestSubtype: 'Cancellation' },
  invoice: { requestType: 'Booking', requestSubtype: 'Invoice' },
  gift: { requestType: 'Gift', requestSubtype: 'Gift use' },
  payment: { requestType: 'Payment', requestSubtype: 'Payment' },
  after_stay: { requestType: 'After-sales', requestSubtype: 'Complaint' },
} as const satisfies Record<string, { requestType: string; requestSubtype: string }>;

export type ContactReason = keyof typeof CONTACT_REASONS;
export const CONTACT_REASON_KEYS = Object.keys(CONTACT_REASONS) as ContactReason[];

/** The reason for which the booking number is neither asked nor required (a question before booking). */
export const REASON_WITHOUT_BOOKING: ContactReason = 'avv_info';

/** Field names as the CRM knows them (spec §3). */
export const CONTACT_FIELDS = ['contact_reason', 'Booking_ID__c', 'description', 'name', 'email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** Longest accepted value per field ('The field is limited to {{maxlength}} characters'). */
export const CONTACT_MAX_LENGTHS: Readonly<Record<ContactField, number>> = {
  contact_reason: 40,
  Booking_ID__c: 8,
  description: 2000,
  name: 80,
  email: 254,
  phone: 30,
};

/** Field errors of spec §8; the English texts are in locales/en/contact.json under `errors`. */
export type FieldError = 'mandatory' | 'onlyText' | 'maxLength' | 'bookingNumber' | 'email' | 'phone';
export type ContactErrors = Partial<Record<ContactField, FieldError>>;

export const BOOKING_NUMBER_PATTERN = /^\d{8}$/;
/** Letters (any alphabet, with accents), space, apostrophe and hyphen. */
export const NAME_PATTERN = /^[\p{L}\p{M}' ’-]+$/u;
/** One '@', no spaces, a dotted domain ending in letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i;

export function isContactReason(value: string): value is ContactReason {
  return Object.hasOwn(CONTACT_REASONS, value);
}

/** Whether the form asks for (and requires) the booking number with this reason; no reason yet means not shown. */
export function needsBookingNumber(reason: string): boolean {
  return isContactReason(reason) && reason !== REASON_WITHOUT_BOOKING;
}

/** Request type and subtype set by a reason. */
export function getRequestType(reason: ContactReason): { requestType: string; requestSubtype: string } {
  return CONTACT_REASONS[reason];
}

/** Fields the form asks for with a reason: the reason alone until one is chosen (spec §4: the rest appears after). */
export function getVisibleFields(reason: string): ContactField[] {
  if (!isContactReason(reason)) return ['contact_reason'];
  return CONTACT_FIELDS.filter((field) => field !== 'Booking_ID__c' || needsBookingNumber(reason));
}

/** What a field's check depends on: the chosen reason (booking number) and the market's country (phone). */
export interface FieldContext {
  reason: string;
  country: PhoneCountry;
}

/** Checks one field, on blur and on submit. Undefined when it is fine. */
export function validateContactField(field: ContactField, value: string, { reason }: FieldContext): FieldError | undefined {
  const text = value.trim();
  const isOptional = field === 'phone' || (field === 'Booking_ID__c' && !needsBookingNumber(reason));
  if (!text) return isOptional ? undefined : 'mandatory';
  if (text.length > CONTACT_MAX_LENGTHS[field]) return field === 'Booking_ID__c' ? 'bookingNumber' : 'maxLength';
  switch (field) {
    case 'contact_reason':
      return isContactReason(text) ? undefined : 'mandatory';
    case 'Booking_ID__c':
      return BOOKING_NUMBER_PATTERN.test(text) ? undefined : 'bookingNumber';
    case 'name':
      return NAME_PATTERN.test(text) ? undefined : 'onlyText';
    case 'email':
      return EMAIL_PATTERN.test(text) ? undefined : 'email';
    case 'phone':
      // The browser checks the shape; the whole form's check (on the server) also wants an E.164 form (spec §5).
      return isPhoneShaped(text) ? undefined : 'phone';
    default:
      return undefined;
  }
}

/** A contact request ready to store: trimmed values, the request type of the reason, the phone in E.164. */
export interface ContactRequest {
  reason: ContactReason;
  requestType: string;
  requestSubtype: string;
  bookingNumber: string | null;
  description: string;
  name: string;
  email: string;
  phone: string | null;
  phoneE164: string | null;
}

export type ContactValidation = { ok: true; request: ContactRequest } | { ok: false; errors: ContactErrors };

/**
 * Checks the whole form as submit does (spec §4/§5). The phone is valid only when it has an E.164 form in the
 * market's country; the booking number of the reason avv_info is dropped, never sent.
 */
export function validateContactForm(values: Partial<ContactValues>, country: PhoneCountry): ContactValidation {
  const reason = (values.contact_reason ?? '').trim();
  const errors: ContactErrors = {};
  // Only the fields the form shows: the reason alone until one is chosen, no booking number for avv_info.
  for (const field of getVisibleFields(reason)) {
    const error = validateContactField(field, values[field] ?? '', { reason, country });
    if (error) errors[field] = error;
  }
  const phone = (values.phone ?? '').trim();
  const phoneE164 = phone ? toE164(phone, country) : undefined;
  if (phone && !errors.phone && !phoneE164 && getVisibleFields(reason).includes('phone')) errors.phone = 'phone';
  if (Object.keys(errors).length > 0 || !isContactReason(reason)) return { ok: false, errors };
  return {
    ok: true,
    request: {
      reason,
      ...getRequestType(reason),
      bookingNumber: needsBookingNumber(reason) ? (values.Booking_ID__c ?? '').trim() : null,
      description: (values.description ?? '').trim(),
      name: (values.name ?? '').trim().replace(/\s+/g, ' '),
      email: (values.email ?? '').trim().toLowerCase(),
      phone: phone || null,
      phoneE164: phoneE164 ?? null,
    },
  };
}

/** The thank-you marker of spec §2: the contact page with ref=contact_thank_you shows the success banner. */
export const THANK_YOU_REF = 'contact_thank_you';

/**
 * When the form sent back after a refused post without JavaScript started, for its new bot-check token (ADR 50):
 * the visitor's first rendering (`previousStart`, read from the genuine token just posted) as long as that is still
 * within the token's lifetime, else now. The minimum time on screen thus runs from the first rendering once: pressing
 * Send again on the returned form never restarts it, so a person who answers quickly is not refused for ever.
 */
export function getFormTokenStart(previousStart: number | null, now: number, lifetimeMs: number): number {
  if (previousStart === null || previousStart > now || now - previousStart > lifetimeMs) return now;
  return previousStart;
}

/** Characters typed against a field's limit, for the counter under the message ('1 250 / 2 000'). */
export function getCharacterCount(field: ContactField, value: string): { count: number; max: number; isOver: boolean } {
  const count = value.trim().length;
  const max = CONTACT_MAX_LENGTHS[field];
  return { count, max, isOver: count > max };
}
