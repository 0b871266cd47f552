import { COMMON_PASSWORDS } from './common-passwords';

/**
 * Password rules of the customer account (OWASP ASVS 4.0 level 2, V2.1): at least 8 characters, any printable
 * character including spaces, no composition rules, and not a common or breached password.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS asks for at least 64); the cap only bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'common' | 'sameAsEmail';

const COMMON = new Set(COMMON_PASSWORDS.map((word) => word.normalize('NFKC').toLowerCase()));
// Digits and symbols people add to a common word to pass composition rules ('Azerty123!').
const DECORATION = /[\d\s!-/:-@[-`{-~]+$/u;

/** Length in code points, so an emoji or an accented letter counts once. */
export function getPasswordLength(password: string): number {
  return [...password.normalize('NFKC')].length;
}

/** Whether a password is a common one, or a common word with digits or symbols around it. */
export function isCommonPassword(password: string): boolean {
  const plain = password.normalize('NFKC').toLowerCase().trim();
  if (COMMON.has(plain)) return true;
  const stem = plain.replace(DECORATION, '').replace(/^[\d\s!-/:-@[-`{-~]+/u, '');
  if (stem.length === 0) return true; // only digits and symbols, such as '12345678!'
  if (COMMON.has(stem)) return true;
  // One character repeated ('aaaaaaaa') or a run of the same two ('abababab').
  return /^(.)\1+$/u.test(plain) || /^(..)\1+$/u.test(plain);
}

/**
 * The first problem of a new password, or null when it is acceptable. `email` (optional) rejects a password
 * that is the address or its local part.
 */
export function checkPassword(password: string, email = ''): PasswordProblem | null {
  if (password.length === 0) return 'required';
  const length = getPasswordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const lower = password.normalize('NFKC').toLowerCase();
  const address = email.trim().toLowerCase();
  if (address && (lower === address || lower === address.split('@')[0])) return 'sameAsEmail';
  if (isCommonPassword(password)) return 'common';
  return null;
}
