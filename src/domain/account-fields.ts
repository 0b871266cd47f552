/**
 * The customer's own fields (spec §2 account profile: name, email, phone, language) with the rules of spec §5,
 * shared with the contact form: names are letters, spaces, apostrophes and hyphens; the email has one '@' and a
 * dotted domain; the phone has allowed characters and an E.164 form in the market's country.
 */
import { EMAIL_PATTERN, NAME_PATTERN } from './contact-form';
import { PHONE_CHARACTERS, toE164, type PhoneCountry } from './phone';

export const ACCOUNT_LANGUAGES = ['fr', 'es', 'it', 'nl'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

export const ACCOUNT_MAX_LENGTHS = { firstName: 60, lastName: 80, email: 254, phone: 30 } as const;
export type AccountField = keyof typeof ACCOUNT_MAX_LENGTHS | 'language';
export type AccountFieldError = 'mandatory' | 'onlyText' | 'maxLength' | 'email' | 'phone';
export type AccountFieldErrors = Partial<Record<AccountField, AccountFieldError>>;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: string;
}

export interface Profile {
  firstName: string;
  lastName: string;
  /** Lower-cased and trimmed: one account per address whatever its case. */
  email: string;
  phone: string | null;
  phoneE164: string | null;
  language: AccountLanguage;
}

/** The form of an email that accounts and bookings are found by. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isAccountLanguage(value: string): value is AccountLanguage {
  return (ACCOUNT_LANGUAGES as readonly string[]).includes(value);
}

/** Checks one field; `required` lists the fields that may not be empty. Undefined when it is fine. */
export function validateAccountField(
  field: AccountField,
  value: string,
  country: PhoneCountry,
  required: readonly AccountField[],
): AccountFieldError | undefined {
  const text = value.trim();
  if (!text) return required.includes(field) ? 'mandatory' : undefined;
  if (field === 'language') return isAccountLanguage(text) ? undefined : 'mandatory';
  if (text.length > ACCOUNT_MAX_LENGTHS[field]) return 'maxLength';
  if (field === 'firstName' || field === 'lastName') return NAME_PATTERN.test(text) ? undefined : 'onlyText';
  if (field === 'email') return EMAIL_PATTERN.test(text) ? undefined : 'email';
  return PHONE_CHARACTERS.test(text) && toE164(text, country) ? undefined : 'phone';
}

export type ProfileValidation = { ok: true; profile: Profile } | { ok: false; errors: AccountFieldErrors };

/**
 * Checks the profile form (or the sign-up form, which asks the same but the phone): first name, email and
 * language are required, the last name and the phone are not.
 */
export function validateProfile(values: Partial<ProfileValues>, country: PhoneCountry): ProfileValidation {
  const required: AccountField[] = ['firstName', 'email', 'language'];
  const errors: AccountFieldErrors = {};
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'language'] as const) {
    const error = validateAccountField(field, values[field] ?? '', country, required);
    if (error) errors[field] = error;
  }
  const language = (values.language ?? '').trim();
  if (Object.keys(errors).length > 0 || !isAccountLanguage(language)) return { ok: false, errors };
  const phone = (values.phone ?? '').trim();
  return {
    ok: true,
    profile: {
      firstName: (values.firstName ?? '').trim().replace(/\s+/g, ' '),
      lastName: (values.lastName ?? '').trim().replace(/\s+/g, ' '),
      email: normalizeEmail(values.email ?? ''),
      phone: phone || null,
      phoneE164: phone ? (toE164(phone, country) ?? null) : null,
      language,
    },
  };
}
