import { describe, expect, it } from 'vitest';
import { normalizeEmail, validateAccountField, validateProfile } from './account-fields';

const valid = { firstName: 'Anne-Sophie', lastName: "d'Arc", email: ' Anne@Example.COM ', phone: '06 12 34 56 78', language: 'fr' };

describe('validateProfile', () => {
  it('accepts a complete profile and normalises it', () => {
    const result = validateProfile(valid, 'FR');
    expect(result).toEqual({
      ok: true,
      profile: { firstName: 'Anne-Sophie', lastName: "d'Arc", email: 'anne@example.com', phone: '06 12 34 56 78', phoneE164: '+33612345678', language: 'fr' },
    });
  });

  it('requires the first name, the email and the language, not the last name or the phone', () => {
    const result = validateProfile({ firstName: ' ', lastName: '', email: '', phone: '', language: '' }, 'FR');
    expect(result).toEqual({ ok: false, errors: { firstName: 'mandatory', email: 'mandatory', language: 'mandatory' } });
  });

  it('uses the messages of spec §5 for names, emails and phones', () => {
    const result = validateProfile({ ...valid, firstName: 'R2D2', email: 'anne@', phone: '06 12 34 56 78 ext. 9' }, 'FR');
    expect(result).toEqual({ ok: false, errors: { firstName: 'onlyText', email: 'email', phone: 'phone' } });
  });

  it('reads a national phone number in the market country', () => {
    expect(validateProfile({ ...valid, phone: '612 345 678' }, 'ES')).toMatchObject({ ok: true, profile: { phoneE164: '+34612345678' } });
    // An Italian mobile number, valid in Italy, has no French reading.
    expect(validateProfile({ ...valid, phone: '347 123 4567' }, 'IT')).toMatchObject({ ok: true, profile: { phoneE164: '+393471234567' } });
    expect(validateProfile({ ...valid, phone: '347 123 4567' }, 'FR')).toMatchObject({ ok: false, errors: { phone: 'phone' } });
  });

  it('refuses a language the site does not speak', () => {
    expect(validateProfile({ ...valid, language: 'de' }, 'FR')).toEqual({ ok: false, errors: { language: 'mandatory' } });
  });
});

describe('validateAccountField', () => {
  it('limits the length of each field', () => {
    expect(validateAccountField('firstName', 'A'.repeat(61), 'FR', [])).toBe('maxLength');
    expect(validateAccountField('lastName', 'B'.repeat(80), 'FR', [])).toBeUndefined();
  });
});

describe('normalizeEmail', () => {
  it('finds an account whatever the case and spaces', () => {
    expect(normalizeEmail('  Camille.Martin@Example.com ')).toBe('camille.martin@example.com');
  });
});
