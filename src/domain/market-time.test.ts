import { describe, expect, it } from 'vitest';
import { formatMarketDateTime, getMarketTimeZone, getMarketToday } from './market-time';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('market time', () => {
  it('gives each market its own time zone, Brussels for both Belgian sites', () => {
    expect(getMarketTimeZone('fr')).toBe('Europe/Paris');
    expect(getMarketTimeZone('es')).toBe('Europe/Madrid');
    expect(getMarketTimeZone('it')).toBe('Europe/Rome');
    expect(getMarketTimeZone('nl')).toBe('Europe/Amsterdam');
    expect(getMarketTimeZone('be-fr')).toBe('Europe/Brussels');
    expect(getMarketTimeZone('be-nl')).toBe('Europe/Brussels');
  });

  it('shows a campaign ending at 23:59 CET as 23:59, not as the UTC 22:59', () => {
    const end = Date.parse('2026-11-30T23:59:59+01:00');
    expect(plain(formatMarketDateTime(end, 'fr', 'fr-FR'))).toBe('30 novembre 2026 à 23:59');
    expect(plain(formatMarketDateTime(end, 'be-nl', 'nl-BE'))).toContain('23:59');
    expect(plain(formatMarketDateTime(end, 'es', 'es-ES'))).toContain('23:59');
  });

  it('follows summer time', () => {
    expect(plain(formatMarketDateTime(Date.parse('2026-07-01T21:59:00Z'), 'it', 'it-IT'))).toContain('23:59');
  });

  it("tells the market's day, not the server's", () => {
    expect(getMarketToday('fr', new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(getMarketToday('nl', new Date('2026-11-26T22:30:00Z'))).toBe('2026-11-26');
  });
});
