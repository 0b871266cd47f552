/** Phone numbers of the contact form (spec §5): what may be typed, and the E.164 form sent to the CRM. */

/** Countries of the markets and their calling codes. */
export const CALLING_CODES = { FR: '33', ES: '34', IT: '39', NL: '31', BE: '32' } as const;
export type PhoneCountry = keyof typeof CALLING_CODES;

/** Digits, spaces, parentheses, plus and minus: anything else is 'Phone number seems incorrect'. */
export const PHONE_CHARACTERS = /^[\d\s()+-]+$/;

/** E.164 allows at most 15 digits after the '+'; fewer than 8 is no real subscriber number. */
const E164_MAX_DIGITS = 15;
const E164_MIN_DIGITS = 8;

/**
 * National numbers (digits after the trunk prefix, or the whole number where there is none) by country.
 * Italy keeps its leading 0 in international form; Spain has no trunk prefix.
 */
const NATIONAL_RULES: Readonly<Record<PhoneCountry, { trunk: boolean; pattern: RegExp }>> = {
  FR: { trunk: true, pattern: /^[1-9]\d{8}$/ },
  BE: { trunk: true, pattern: /^[1-9]\d{7,8}$/ },
  NL: { trunk: true, pattern: /^[1-9]\d{8}$/ },
  ES: { trunk: false, pattern: /^[6-9]\d{8}$/ },
  IT: { trunk: false, pattern: /^(0\d{5,10}|3\d{8,9})$/ },
};

/**
 * The E.164 form of a typed number ('+33612345678'), or undefined when it is not a valid number.
 * International numbers ('+…' or '00…') are taken as they are; national ones are read as numbers of `country`.
 */
export function toE164(typed: string, country: PhoneCountry): string | undefined {
  const text = typed.trim();
  if (!text || !PHONE_CHARACTERS.test(text)) return undefined;
  // A '+' is only meaningful first; '(0)' is the trunk prefix written inside an international number.
  if (text.lastIndexOf('+') > 0) return undefined;
  const digits = text.replace(/\(0\)/g, '').replace(/\D/g, '');
  if (text.startsWith('+') || digits.startsWith('00')) {
    const international = text.startsWith('+') ? digits : digits.slice(2);
    return isPlausibleInternational(international) ? `+${international}` : undefined;
  }
  const rule = NATIONAL_RULES[country];
  const national = rule.trunk ? (digits.startsWith('0') ? digits.slice(1) : undefined) : digits;
  if (national === undefined || !rule.pattern.test(national)) return undefined;
  return `+${CALLING_CODES[country]}${national}`;
}

function isPlausibleInternational(digits: string): boolean {
  if (digits.length < E164_MIN_DIGITS || digits.length > E164_MAX_DIGITS || digits.startsWith('0')) return false;
  // For our own countries the national part must follow the national rule.
  for (const [country, code] of Object.entries(CALLING_CODES) as [PhoneCountry, string][]) {
    if (digits.startsWith(code)) return NATIONAL_RULES[country].pattern.test(digits.slice(code.length));
  }
  return true;
}
