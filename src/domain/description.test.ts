import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMITS, ELLIPSIS, truncateText } from './description';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('DESCRIPTION_LIMITS', () => {
  it('shows 250 characters on desktop and 86 on mobile', () => {
    expect(DESCRIPTION_LIMITS).toEqual({ desktop: 250, mobile: 86 });
  });
});

describe('truncateText', () => {
  it('keeps a text that fits, whole and not truncated', () => {
    expect(truncateText('A quiet hotel by the sea.', 86)).toEqual({ text: 'A quiet hotel by the sea.', isTruncated: false });
    const exact = 'x'.repeat(86);
    expect(truncateText(exact, 86)).toEqual({ text: exact, isTruncated: false });
  });

  it('counts whitespace runs and line breaks as one space', () => {
    expect(truncateText('  A quiet\n\nhotel   by the sea. ', 86).text).toBe('A quiet hotel by the sea.');
  });

  it('never goes beyond the limit, ellipsis included, for both limits', () => {
    const text = words(80);
    for (const limit of [DESCRIPTION_LIMITS.desktop, DESCRIPTION_LIMITS.mobile]) {
      const result = truncateText(text, limit);
      expect(result.isTruncated).toBe(true);
      expect(Array.from(result.text).length).toBeLessThanOrEqual(limit);
      expect(result.text.endsWith(ELLIPSIS)).toBe(true);
    }
  });

  it('ends on a whole word', () => {
    const result = truncateText(words(40), 86);
    const kept = result.text.slice(0, -1);
    expect(words(40).startsWith(`${kept} `)).toBe(true);
    expect(kept).toMatch(/word\d+$/);
  });

  it('keeps a word that ends exactly at the limit', () => {
    // 85 characters, then a space: the whole first part fits with the ellipsis.
    const first = `${'a'.repeat(40)} ${'b'.repeat(44)}`;
    expect(truncateText(`${first} more text after`, 86).text).toBe(`${first}${ELLIPSIS}`);
  });

  it('drops punctuation left before the ellipsis', () => {
    const text = `${'a'.repeat(70)}, ${'b'.repeat(30)}`;
    expect(truncateText(text, 86).text).toBe(`${'a'.repeat(70)}${ELLIPSIS}`);
  });

  it('cuts inside a word too long to end on a boundary', () => {
    const result = truncateText(`short ${'x'.repeat(200)}`, 86);
    expect(result.text).toBe(`short ${'x'.repeat(79)}${ELLIPSIS}`);
  });

  it('never splits a character made of two code units', () => {
    const result = truncateText('😀'.repeat(100), 10);
    expect(result.text).toBe(`${'😀'.repeat(9)}${ELLIPSIS}`);
  });

  it('refuses a limit with no room for the ellipsis', () => {
    expect(() => truncateText('text', 1)).toThrow(RangeError);
    expect(() => truncateText('text', 2.5)).toThrow(RangeError);
  });
});
