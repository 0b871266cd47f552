/**
 * The details step of checkout: who buys, who receives a gift, where a physical gift goes, when an
 * e-gift is sent, and the terms. Field errors are the §8 texts' keys (errors.field.*); typed values are kept.
 */
import { EMAIL_PATTERN, NAME_PATTERN } from './contact-form';
import { FROM_NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './gift-customisation';
import { addIsoMonths, isIsoDate } from './iso-date';
import { PHONE_CHARACTERS, toE164, type PhoneCountry } from './phone';

export const DETAILS_MAX_LENGTHS = {
  firstName: 60,
  lastName: 80,
  email: 254,
  phone: 30,
  requests: 500,
  recipientName: 80,
  recipientEmail: 254,
  fromName: FROM_NAME_MAX_LENGTH,
  message: MESSAGE_MAX_LENGTH,
  street: 120,
  postcode: 20,
  city: 80,
} as const;

/** An e-gift is sent today or on a day up to this many months ahead. */
export const SEND_DATE_MAX_MONTHS = 12;

/** Postcodes of the markets' countries (spec §5: postal code at most 20 characters). */
export const POSTCODE_PATTERNS: Readonly<Record<PhoneCountry, RegExp>> = {
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
  BE: /^\d{4}$/,
};

export type DetailsField = keyof typeof DETAILS_MAX_LENGTHS | 'sendOn' | 'terms' | 'payLater';
export type DetailsError = 'mandatory' | 'onlyText' | 'maxLength' | 'email' | 'phone' | 'postcode' | 'sendOn' | 'terms' | 'payLater';
export type DetailsErrors = Partial<Record<DetailsField, DetailsError>>;
export type DetailsValues = Partial<Record<DetailsField, string>>;

/** What the step asks for this order. */
export interface DetailsShape {
  /** A gift (or an activity voucher given): recipient, message, from. */
  isGift: boolean;
  /** A physical gift: a shipping address in the market's country. */
  isPhysical: boolean;
  /** A digital gift: a send date. */
  hasSendDate: boolean;
  /** A stay: optional requests to the hotel. */
  hasRequests: boolean;
  /** Pay-later choices offered ('' is always allowed: pay now). */
  payLaterChoices: readonly string[];
  country: PhoneCountry;
  today: string;
}

export interface OrderDetails {
  buyer: { firstName: string; lastName: string; email: string; phone: string | null };
  requests: string | null;
  gift: { recipientName: string; recipientEmail: string | null; fromName: string; message: string; sendOn: string | null } | null;
  address: { name: string; street: string; postcode: string; city: string; country: PhoneCountry } | null;
  payLater: string | null;
}

export type DetailsValidation = { ok: true; details: OrderDetails } | { ok: false; errors: DetailsErrors };

const TEXT_FIELDS = new Set<DetailsField>(['firstName', 'lastName', 'recipientName', 'fromName']);

function checkText(field: keyof typeof DETAILS_MAX_LENGTHS, value: string, required: boolean, country: PhoneCountry): DetailsError | undefined {
  const text = value.trim();
  if (!text) return required ? 'mandatory' : undefined;
  if (text.length > DETAILS_MAX_LENGTHS[field]) return 'maxLength';
  if (TEXT_FIELDS.has(field)) return NAME_PATTERN.test(text) ? undefined : 'onlyText';
  if (field === 'email' || field === 'recipientEmail') return EMAIL_PATTERN.test(text) ? undefined : 'email';
  if (field === 'phone') return PHONE_CHARACTERS.test(text) && toE164(text, country) ? undefined : 'phone';
  if (field === 'postcode') return POSTCODE_PATTERNS[country].test(text) ? undefined : 'postcode';
  return undefined;
}

/** True when `day` is today or a day up to 12 months ahead. */
export function isSendDateAllowed(day: string, today: string): boolean {
  return isIsoDate(day) && day >= today && day <= addIsoMonths(today, SEND_DATE_MAX_MONTHS);
}

/** Which fields the step shows, in order. */
export function getDetailsFields(shape: DetailsShape): DetailsField[] {
  return [
    'firstName',
    'lastName',
    'email',
    'phone',
    ...(shape.hasRequests ? (['requests'] as const) : []),
    ...(shape.isGift ? (['recipientName', 'recipientEmail', 'fromName', 'message'] as const) : []),
    ...(shape.hasSendDate ? (['sendOn'] as const) : []),
    ...(shape.isPhysical ? (['street', 'postcode', 'city'] as const) : []),
  ];
}

/**
 * Whether the buyer must give a phone: the hotel may need to call about a stay, and the carrier about a parcel;
 * a gift or voucher sent by e-mail ships nothing, so the phone is optional there.
 */
export function isPhoneRequired(shape: DetailsShape): boolean {
  return shape.hasRequests || shape.isPhysical;
}

/**
 * Checks the details step. Required: the buyer's names and e-mail, and the phone where isPhoneRequired says so; for a gift the recipient's name, and
 * their e-mail when it is sent by e-mail; 'From' once a message is written; for a physical gift the address;
 * the terms. The send date defaults to today.
 */
export function validateOrderDetails(values: DetailsValues, shape: DetailsShape): DetailsValidation {
  const errors: DetailsErrors = {};
  const get = (field: DetailsField) => values[field] ?? '';
  const required = new Set<DetailsField>(['firstName', 'lastName', 'email']);
  if (isPhoneRequired(shape)) required.add('phone');
  if (shape.isGift) required.add('recipientName');
  if (shape.isGift && shape.hasSendDate) required.add('recipientEmail');
  if (shape.isGift && get('message').trim()) required.add('fromName');
  if (shape.isPhysical) for (const field of ['street', 'postcode', 'city'] as const) required.add(field);
  for (const field of getDetailsFields(shape)) {
    if (field === 'sendOn') continue;
    const error = checkText(field as keyof typeof DETAILS_MAX_LENGTHS, get(field), required.has(field), shape.country);
    if (error) errors[field] = error;
  }
  const sendOn = get('sendOn').trim() || shape.today;
  if (shape.hasSendDate && !isSendDateAllowed(sendOn, shape.today)) errors.sendOn = 'sendOn';
  if (get('terms') !== 'on' && get('terms') !== 'true') errors.terms = 'terms';
  const payLater = get('payLater');
  if (payLater && !shape.payLaterChoices.includes(payLater)) errors.payLater = 'payLater';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const trim = (field: DetailsField) => get(field).trim();
  return {
    ok: true,
    details: {
      buyer: {
        firstName: trim('firstName'),
        lastName: trim('lastName'),
        email: trim('email').toLowerCase(),
        phone: toE164(trim('phone'), shape.country) ?? null,
      },
      requests: shape.hasRequests && trim('requests') ? trim('requests') : null,
      gift: shape.isGift
        ? {
            recipientName: trim('recipientName'),
            recipientEmail: trim('recipientEmail').toLowerCase() || null,
            fromName: trim('fromName'),
            message: trim('message'),
            sendOn: shape.hasSendDate ? sendOn : null,
          }
        : null,
      address: shape.isPhysical
        ? {
            name: trim('recipientName') || `${trim('firstName')} ${trim('lastName')}`,
            street: trim('street'),
            postcode: trim('postcode').toUpperCase(),
            city: trim('city'),
            country: shape.country,
          }
        : null,
      payLater: payLater || null,
    },
  };
}
