import { describe, expect, it } from 'vitest';
import {
  FROM_NAME_MAX_LENGTH,
  isCustomisationMandatory,
  isCustomisationValid,
  limitInput,
  MESSAGE_MAX_LENGTH,
  parseGiftCustomisation,
  validateCustomisation,
  validateFromName,
  validateMessage,
} from './gift-customisation';

describe('gift customisation', () => {
  it('requires the name only when the form is mandatory', () => {
    expect(validateFromName('', true)).toBe('mandatory');
    expect(validateFromName('   ', true)).toBe('mandatory');
    expect(validateFromName('', false)).toBeNull();
  });

  it('accepts only text in the name', () => {
    expect(validateFromName("Anne-Marie D'Arc", true)).toBeNull();
    expect(validateFromName('Zoë Ñúñez', true)).toBeNull();
    expect(validateFromName('R2-D2', true)).toBe('textOnly');
    expect(validateFromName('me@example.com', false)).toBe('textOnly');
  });

  it('limits the name to 40 and the message to 180 characters', () => {
    expect(FROM_NAME_MAX_LENGTH).toBe(40);
    expect(MESSAGE_MAX_LENGTH).toBe(180);
    expect(validateFromName('a'.repeat(40), true)).toBeNull();
    expect(validateFromName('a'.repeat(41), true)).toBe('tooLong');
    expect(validateMessage('x'.repeat(180))).toBeNull();
    expect(validateMessage('x'.repeat(181))).toBe('tooLong');
    expect(validateMessage('')).toBeNull();
  });

  it('validates the whole form', () => {
    expect(validateCustomisation({ fromName: '', message: 'x'.repeat(181) }, true)).toEqual({ fromName: 'mandatory', message: 'tooLong' });
    expect(isCustomisationValid({ fromName: 'Léa', message: '' }, true)).toBe(true);
    expect(isCustomisationValid({ fromName: '', message: 'Happy birthday' }, false)).toBe(true);
  });

  it('blocks a keystroke past the limit and keeps the previous value', () => {
    expect(limitInput('abc', 'abcd', 4)).toEqual({ value: 'abcd', blocked: false });
    expect(limitInput('abcd', 'abcde', 4)).toEqual({ value: 'abcd', blocked: true });
    expect(limitInput('ab', 'abcdef', 4)).toEqual({ value: 'abcd', blocked: true });
  });

  it('reads stored forms defensively', () => {
    expect(parseGiftCustomisation({ fromName: 'Léa', message: 'Hi' })).toEqual({ fromName: 'Léa', message: 'Hi' });
    expect(parseGiftCustomisation({ fromName: 3, message: 'x'.repeat(300) }).message).toHaveLength(180);
    expect(parseGiftCustomisation(null)).toEqual({ fromName: '', message: '' });
  });

  it('makes the form mandatory once a message is written', () => {
    expect(isCustomisationMandatory({ fromName: '', message: '' })).toBe(false);
    expect(isCustomisationMandatory({ fromName: '', message: '  ' })).toBe(false);
    expect(isCustomisationMandatory({ fromName: '', message: 'Happy birthday' })).toBe(true);
  });
});
