import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkPassword, getPasswordLength, isCommonPassword } from './password-policy';

describe('checkPassword', () => {
  it('asks for a password when the field is empty', () => {
    expect(checkPassword('')).toBe('required');
  });

  it('needs at least 8 characters, counting code points rather than UTF-16 units', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkPassword('Kx7#pq2')).toBe('tooShort');
    expect(checkPassword('Kx7#pq2m')).toBeNull();
    expect(getPasswordLength('🌍🌍🌍🌍')).toBe(4);
    expect(checkPassword('🌍🌍🌍🌍🌍🌍🌍')).toBe('tooShort');
  });

  it('accepts long passphrases with spaces and any script, up to the cap', () => {
    expect(checkPassword('le train de 8 h 12 pour Gand')).toBeNull();
    expect(checkPassword('ζωντανό τρένο βραδινό')).toBeNull();
    expect(checkPassword('x'.repeat(PASSWORD_MAX_LENGTH - 1) + 'y')).toBeNull();
    expect(checkPassword('xy'.repeat(PASSWORD_MAX_LENGTH))).toBe('tooLong');
  });

  it('refuses common passwords in every language, whatever their case', () => {
    for (const word of ['password123', 'AZERTYUIOP', 'motdepasse', 'contraseña', 'wachtwoord', 'benvenuto', '12345678']) {
      expect(checkPassword(word), word).toBe('common');
    }
  });

  it('refuses a common word dressed up with digits and symbols', () => {
    expect(checkPassword('Azerty123!')).toBe('common');
    expect(checkPassword('!!Soleil2026')).toBe('common');
    expect(checkPassword('12345678!')).toBe('common');
  });

  it('refuses a single repeated character or pair', () => {
    expect(isCommonPassword('aaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('abababab')).toBe(true);
  });

  it('refuses the email address or its local part', () => {
    expect(checkPassword('camille.martin', 'Camille.Martin@example.com')).toBe('sameAsEmail');
    expect(checkPassword('camille.martin@example.com', 'camille.martin@example.com')).toBe('sameAsEmail');
  });

  it('accepts an uncommon password', () => {
    expect(checkPassword('Halte-Demo-2026')).toBeNull();
    expect(checkPassword('trois chats gris')).toBeNull();
  });

  it('has a list of unique entries', () => {
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
  });
});
