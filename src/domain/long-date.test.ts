import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes the first of the month as 1er in French', () => {
    expect(formatLongDate('2026-10-01', 'fr-FR')).toBe('1er octobre');
    expect(formatLongDate('2026-10-01', 'fr-BE', { weekday: true })).toBe('jeudi 1er octobre');
    expect(formatLongDate('2026-10-02', 'fr-FR')).toBe('2 octobre');
  });

  it('leaves other languages as Intl writes them', () => {
    expect(formatLongDate('2026-10-01', 'es-ES')).toBe('1 de octubre');
    expect(formatLongDate('2026-10-01', 'nl-BE', { year: true })).toBe('1 oktober 2026');
  });
});
