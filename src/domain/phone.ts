import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers of the forms (spec §5): what may be typed, and the E.164 form sent to the CRM. The numbering
 * plans are libphonenumber's (its 'min' metadata: valid lengths and leading digits of every country).
 */

/** Countries of the markets, whose national numbers toE164 reads. */
export type PhoneCountry = 'FR' | 'ES' | 'IT' | 'NL' | 'BE';

/** Digits, spaces, parentheses, plus and minus: anything else is 'Phone number seems incorrect'. */
export const PHONE_CHARACTERS = /^[\d\s()+-]+$/;

/** E.164 allows at most 15 digits after the '+'; fewer than 8 is no real subscriber number. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/**
 * The browser's check while typing: the spec's characters, a '+' only first, 8 to 15 digits. The numbering plans
 * (libphonenumber's metadata, about 29 KB gzip) are checked on the server by `toE164` only, so that the contact
 * form's island stays small (ADR 15); this function must not call it.
 */
export function isPhoneShaped(typed: string): boolean {
  const text = typed.trim();
  if (!PHONE_CHARACTERS.test(text) || text.lastIndexOf('+') > 0) return false;
  const digits = text.replace(/\(0\)/g, '').replace(/\D/g, '').length;
  return digits >= MIN_DIGITS - 1 && digits <= MAX_DIGITS + 2;
}

/**
 * The E.164 form of a typed number ('+33612345678'), or undefined when it is not a valid number.
 * International numbers ('+…' or '00…') are read as they are; national ones as numbers of `country`.
 */
export function toE164(typed: string, country: PhoneCountry): string | undefined {
  const text = typed.trim();
  if (!text || !PHONE_CHARACTERS.test(text)) return undefined;
  // A '+' is only meaningful first; '(0)' is the trunk prefix written inside an international number.
  if (text.lastIndexOf('+') > 0) return undefined;
  const cleaned = text.replace(/\(0\)/g, '');
  const international = cleaned.startsWith('+') ? cleaned : cleaned.replace(/^\s*00/, '+');
  const number = parsePhoneNumberFromString(international, international.startsWith('+') ? undefined : country);
  return number?.isValid() ? number.number : undefined;
}
